import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';
import { ResourceLibrary } from '../components/resource-library';
import { GUIDE } from './fixtures';

describe('resource categories kept in the settings', () => {
  it('when the institute keeps its own list, then the chips are that list and filter by it', async () => {
    const paper = { ...GUIDE, _id: 'r9', title: 'JEE 2023 Paper 1', category: 'Past Papers' };
    mockFetch({
      ...siteSettingsRoute(makeSiteSettings({ resourceCategories: ['Past Papers', 'Formulae'] })),
      'GET /api/resources': () => jsonResponse({ resources: [paper] }),
    });
    renderElement(<ResourceLibrary />);
    const chips = () =>
      within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');

    await screen.findByRole('button', { name: 'Past Papers' });
    expect(await screen.findByText(paper.title)).toBeInTheDocument();
    expect(chips().map((chip) => chip.textContent)).toEqual(['All', 'Past Papers', 'Formulae']);
    await userEvent.click(screen.getByRole('button', { name: 'Formulae' }));
    expect(screen.queryByText(paper.title)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Past Papers' }));
    expect(await screen.findByText(paper.title)).toBeInTheDocument();
  });
});
