import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettings } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings } from '../../../test/site-settings-fixture';
import { SiteSettingsSection } from '../components/site-settings-section';

const CONTACT = 'Call or write to book a free demo class in Falmouth.';

describe('admin settings: search descriptions (issue 34)', () => {
  it('when a page is given a description, then its counter follows the text and it is sent with the other settings', async () => {
    let site: SiteSettings = makeSiteSettings();
    const fetchMock = mockFetch({
      'GET /api/settings/site': () => jsonResponse({ site }),
      'PUT /api/settings/site': (_url, init) => {
        site = JSON.parse(String(init.body)) as SiteSettings;
        return jsonResponse({ site });
      },
    });
    renderElement(<SiteSettingsSection />);
    const form = await screen.findByRole('form', { name: 'Site' });
    const user = userEvent.setup();
    const field = within(form).getByRole('textbox', { name: 'Contact Us page' });
    expect(field).toHaveAccessibleDescription(/^0\/160 characters/);

    await user.type(field, CONTACT);

    expect(field).toHaveAccessibleDescription(new RegExp(`^${CONTACT.length}/160 characters`));
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Settings saved.');
    const [put] = callsTo(fetchMock, 'PUT /api/settings/site');
    const sent = JSON.parse(String(put![1]!.body)) as SiteSettings;
    expect(sent.pageDescriptions).toEqual({
      ...makeSiteSettings().pageDescriptions,
      contact: CONTACT,
    });
  });

  it('when a description is longer than allowed, then the form says so and sends nothing', async () => {
    const fetchMock = mockFetch({
      'GET /api/settings/site': () => jsonResponse({ site: makeSiteSettings() }),
    });
    renderElement(<SiteSettingsSection />);
    const form = await screen.findByRole('form', { name: 'Site' });
    const user = userEvent.setup();
    const field = within(form).getByRole('textbox', { name: 'Home page' });

    await user.click(field);
    await user.paste('x'.repeat(301));
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

    expect(
      await within(form).findByText('Search description must be at most 300 characters.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, 'PUT /api/settings/site')).toHaveLength(0);
  });
});
