import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSiteSettings } from '../../../test/site-settings-fixture';
import { openSiteSettings } from './site-settings-harness';

describe('admin settings: privacy', () => {
  it('when consent is required and retention changed, then they are sent with the other settings', async () => {
    const { form, user, saves } = await openSiteSettings();

    await user.click(
      within(form).getByRole('checkbox', {
        name: 'Require consent on the contact and booking forms',
      }),
    );
    await user.clear(within(form).getByLabelText('Delete spam after (days)'));
    await user.type(within(form).getByLabelText('Delete spam after (days)'), '14');
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Settings saved.');
    expect(saves()).toEqual([
      {
        ...makeSiteSettings(),
        consentRequired: true,
        retention: { spamDays: 14, closedLeadMonths: 24 },
      },
    ]);
  });
});
