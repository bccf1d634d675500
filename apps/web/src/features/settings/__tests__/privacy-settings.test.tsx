import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettings } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings } from '../../../test/site-settings-fixture';
import { SiteSettingsSection } from '../components/site-settings-section';

describe('admin settings: privacy', () => {
  it('when consent is required and retention changed, then they are sent with the other settings', async () => {
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

    await user.click(
      within(form).getByRole('checkbox', {
        name: 'Require consent on the contact and booking forms',
      }),
    );
    await user.clear(within(form).getByLabelText('Delete spam after (days)'));
    await user.type(within(form).getByLabelText('Delete spam after (days)'), '14');
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Settings saved.');
    const [put] = callsTo(fetchMock, 'PUT /api/settings/site');
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      ...makeSiteSettings(),
      consentRequired: true,
      retention: { spamDays: 14, closedLeadMonths: 24 },
    });
  });
});
