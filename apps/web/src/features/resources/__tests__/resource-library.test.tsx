import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESOURCE_CATEGORIES } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ResourceLibrary } from '../components/resource-library';
import { GUIDE, LESSON, STARTER } from './fixtures';
import { renderElement } from '../../../test/render-screen';

function serve(resources: unknown[]) {
  mockFetch({ 'GET /api/resources': () => jsonResponse({ resources }) });
}

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('resource library', () => {
  it('when opened, then the chips start with All (pressed) followed by every category', async () => {
    serve([GUIDE]);
    renderElement(<ResourceLibrary />);

    const chips = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole(
      'button',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', ...RESOURCE_CATEGORIES]);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(GUIDE.title)).toBeInTheDocument();
  });

  it('when loaded, then documents and videos sit in their own sections with their links', async () => {
    serve([GUIDE, STARTER, LESSON]);
    renderElement(<ResourceLibrary />);
    await screen.findByText(GUIDE.title);

    const documents = section('Documents');
    expect(within(documents).getByText(GUIDE.title)).toBeInTheDocument();
    expect(within(documents).getByText('PDF')).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: /Download: Calculus/ })).toHaveAttribute(
      'href',
      GUIDE.fileUrl,
    );
    const videos = section('Video Resources');
    const watch = within(videos).getByRole('link', { name: /Watch Video: Recorded Lesson/ });
    expect(watch).toHaveAttribute('href', LESSON.fileUrl);
    expect(watch).toHaveAttribute('target', '_blank');
  });

  it('when a category chip is chosen, then only that category is shown', async () => {
    serve([GUIDE, STARTER, LESSON]);
    renderElement(<ResourceLibrary />);
    await screen.findByText(GUIDE.title);

    await userEvent.click(screen.getByRole('button', { name: 'Web Development' }));

    expect(screen.getByRole('button', { name: 'Web Development' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(STARTER.title)).toBeInTheDocument();
    expect(screen.queryByText(GUIDE.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Video Resources' })).not.toBeInTheDocument();
  });

  it('when the chosen category has nothing, then the empty text shows', async () => {
    serve([GUIDE]);
    renderElement(<ResourceLibrary />);
    await screen.findByText(GUIDE.title);

    await userEvent.click(screen.getByRole('button', { name: 'Forms' }));

    expect(screen.getByText('No resources found for the selected category.')).toBeInTheDocument();
  });

  it('when loading fails, then the load error shows', async () => {
    mockFetch({ 'GET /api/resources': () => jsonResponse({ message: 'x', code: 'X' }, 500) });
    renderElement(<ResourceLibrary />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load resources. Please try again later.',
    );
  });
});
