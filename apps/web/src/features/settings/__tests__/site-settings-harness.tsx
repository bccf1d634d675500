import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettings } from '@tutoring/shared';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings } from '../../../test/site-settings-fixture';
import { SiteSettingsSection } from '../components/site-settings-section';

const SAVE = 'PUT /api/settings/site';

/**
 * The admin's Site settings form, on a server that keeps what is saved: the form once shown,
 * a user to fill it, and the settings each save sent (none while the form refuses).
 */
export async function openSiteSettings() {
  let site = makeSiteSettings();
  const fetchMock = mockFetch({
    'GET /api/settings/site': () => jsonResponse({ site }),
    [SAVE]: (_url, init) => {
      site = JSON.parse(String(init.body)) as SiteSettings;
      return jsonResponse({ site });
    },
  });
  renderElement(<SiteSettingsSection />);
  const form = await screen.findByRole('form', { name: 'Site' });
  const saves = () =>
    callsTo(fetchMock, SAVE).map(([, init]) => JSON.parse(String(init?.body)) as SiteSettings);
  return { form, user: userEvent.setup(), saves };
}
