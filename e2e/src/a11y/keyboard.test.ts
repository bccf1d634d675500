import { describe, expect, it } from 'vitest';
import { apiCall, uniqueSuffix } from '../support/api';
import { letAPersonsPacePass, useControllableClock } from '../support/contact-pace';
import { dialogNamed } from '../support/admin';
import { focusIsInDialog, focusedName, tabTo } from '../support/keyboard';
import { openRoute } from '../support/pages';
import { site, sessionAs, useBrowser } from '../support/site';

describe('keyboard only', () => {
  const { baseUrl, adminAuth } = site();
  const browser = useBrowser();

  it('when a visitor fills and sends the contact form with Tab, typing and Enter alone, then the message is sent', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'public');
    const name = `Keyboard Parent ${uniqueSuffix()}`;
    await useControllableClock(page);
    await openRoute(page, baseUrl, '/contact');

    // The visitor's first key builds the form below the booking times (contact-page.tsx); it
    // is there long before Tab has crossed the header and the times.
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    await tabTo(page, 'Name');
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Course');
    await page.keyboard.type('IB Chemistry');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+44 20 7946 0000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard@example.com');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Message');
    await page.keyboard.type('Sent without a mouse.');
    await tabTo(page, 'Send Message', 5);
    await letAPersonsPacePass(page);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).waitFor();

    const { messages } = await apiCall<{ messages: Array<{ name: string; mobile: string }> }>(
      baseUrl,
      'GET',
      '/contact',
      { token: adminAuth.token },
    );
    expect(messages.find((message) => message.name === name)?.mobile).toBe('+44 20 7946 0000');
    issues.assertClean('keyboard contact form');
    await close();
  });

  it('when an admin opens the Add Testimony modal, fills it and closes it with the keyboard alone, then focus stays trapped inside and returns to the opener', async () => {
    const { page, issues, close } = await sessionAs(browser(), 'admin');
    const studentName = `Keyboard Student ${uniqueSuffix()}`;
    await openRoute(page, baseUrl, '/admin/testimonies');

    await tabTo(page, 'Add Testimony');
    await page.keyboard.press('Enter');
    const dialog = dialogNamed(page, 'Add Testimony');
    await dialog.waitFor();
    expect(await focusIsInDialog(page)).toBe(true);

    // Twice round the modal's controls: focus never leaves it.
    for (let presses = 0; presses < 16; presses += 1) {
      await page.keyboard.press(presses % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await focusIsInDialog(page), `focus left the modal after ${presses + 1} keys`).toBe(
        true,
      );
    }

    // Escape closes without saving and gives focus back.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives focus back a moment after the dialog is gone: wait for it, as a person would.
    await expect.poll(() => focusedName(page)).toBe('Add Testimony');

    // Open again, use it: type and submit with Enter.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, 'Student name', 10);
    await page.keyboard.type(studentName);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed with the keyboard alone.');
    await tabTo(page, 'Save Testimony', 10);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: studentName }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Add Testimony');

    issues.assertClean('keyboard modal');
    await close();
  });
});
