import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSiteSettings } from '../../../test/site-settings-fixture';
import { openSiteSettings } from './site-settings-harness';

const CONTACT = 'Call or write to book a free demo class in Falmouth.';

describe('admin settings: search descriptions', () => {
  it('when a page is given a description, then its counter follows the text and it is sent with the other settings', async () => {
    const { form, user, saves } = await openSiteSettings();
    const field = within(form).getByRole('textbox', { name: 'Contact Us page' });
    expect(field).toHaveAccessibleDescription(/^0\/160 characters/);

    await user.type(field, CONTACT);

    expect(field).toHaveAccessibleDescription(new RegExp(`^${CONTACT.length}/160 characters`));
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Settings saved.');
    expect(saves()[0]?.pageDescriptions).toEqual({
      ...makeSiteSettings().pageDescriptions,
      contact: CONTACT,
    });
  });

  it('when a description is longer than allowed, then the form says so and sends nothing', async () => {
    const { form, user, saves } = await openSiteSettings();
    const field = within(form).getByRole('textbox', { name: 'Home page' });

    await user.click(field);
    await user.paste('x'.repeat(301));
    await user.click(within(form).getByRole('button', { name: 'Save Site Settings' }));

    expect(
      await within(form).findByText('Search description must be at most 300 characters.'),
    ).toBeVisible();
    expect(saves()).toHaveLength(0);
  });
});
