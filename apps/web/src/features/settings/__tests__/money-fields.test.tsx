import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSiteSettings } from './site-settings-harness';

describe('admin settings: the currency and locale of prices', () => {
  it('when an admin chooses INR and en-IN, then the example reads ₹ grouped the Indian way and both are sent', async () => {
    const { form, user, saves } = await openSiteSettings();
    expect(within(form).getByText('Prices will read: $2,500/hr and $250,000')).toBeVisible();

    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'INR');
    await user.clear(within(form).getByLabelText('Locale'));
    await user.type(within(form).getByLabelText('Locale'), 'en-IN');
    expect(within(form).getByText('Prices will read: ₹2,500/hr and ₹2,50,000')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

    await screen.findByText('Settings saved.');
    expect(saves()[0]).toMatchObject({ currency: 'INR', locale: 'en-IN' });
  });

  it('when the currency is no ISO 4217 code, then the field says so and nothing is sent', async () => {
    const { form, user, saves } = await openSiteSettings();

    await user.clear(within(form).getByLabelText('Currency'));
    await user.type(within(form).getByLabelText('Currency'), 'rupees');
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

    expect(
      await within(form).findByText('Use an ISO 4217 currency code such as USD, INR, AED or GBP.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toHaveLength(0);
  });
});
