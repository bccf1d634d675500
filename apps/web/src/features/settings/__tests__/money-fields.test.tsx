import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettings } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings } from '../../../test/site-settings-fixture';
import { SiteSettingsSection } from '../components/site-settings-section';

function openSite() {
  const fetchMock = mockFetch({
    'GET /api/settings/site': () => jsonResponse({ site: makeSiteSettings() }),
    'PUT /api/settings/site': (_url, init) =>
      jsonResponse({ site: JSON.parse(String(init.body)) as SiteSettings }),
  });
  renderElement(<SiteSettingsSection />);
  return fetchMock;
}

describe('admin settings: the currency and locale of prices', () => {
  it('when an admin chooses INR and en-IN, then the example reads ₹ grouped the Indian way and both are sent', async () => {
    const fetchMock = openSite();
    const form = await screen.findByRole('form', { name: 'Site' });
    const user = userEvent.setup();
    expect(within(form).getByText('Prices will read: $2,500/hr and $250,000')).toBeVisible();

    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'INR');
    await user.clear(within(form).getByLabelText('Locale'));
    await user.type(within(form).getByLabelText('Locale'), 'en-IN');
    expect(within(form).getByText('Prices will read: ₹2,500/hr and ₹2,50,000')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

    await screen.findByText('Settings saved.');
    const [put] = callsTo(fetchMock, 'PUT /api/settings/site');
    expect(JSON.parse(String(put![1]!.body))).toMatchObject({ currency: 'INR', locale: 'en-IN' });
  });

  it('when the currency is no ISO 4217 code, then the field says so and nothing is sent', async () => {
    const fetchMock = openSite();
    const form = await screen.findByRole('form', { name: 'Site' });
    const user = userEvent.setup();

    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'rupees');
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

    expect(
      await within(form).findByText('Use an ISO 4217 currency code such as USD, INR, AED or GBP.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PUT /api/settings/site')).toHaveLength(0);
  });
});
