import { describe, expect, it } from 'vitest';
import { apiCall, uniqueSuffix } from '../support/api';
import { alertDialogNamed } from '../support/admin';
import { courseWithOpenHours } from '../support/bookings';
import { letAPersonsPacePass, useControllableClock } from '../support/contact-pace';
import { DESKTOP, newSession, PHONE } from '../support/browser';
import { focusedName, tabTo } from '../support/keyboard';
import { openRoute } from '../support/pages';
import { site, useBrowser } from '../support/site';

interface Booking {
  _id: string;
  status: string;
  name: string;
  start: string;
}

/** '18:30': an instant on a zone's wall clock, as the page writes times. */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('booking a demo class', () => {
  const { baseUrl, adminAuth: admin } = site();
  const browser = useBrowser();

  /** The bookings of the next week or so, as the admins' calendar reads them. */
  async function bookingOf(parent: string): Promise<Booking | undefined> {
    const today = new Date().toISOString().slice(0, 10);
    const inAWeek = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const { bookings } = await apiCall<{ bookings: Booking[] }>(
      baseUrl,
      'GET',
      `/bookings?from=${today}&to=${inAWeek}`,
      { token: admin.token },
    );
    return bookings.find((booking) => booking.name === parent);
  }

  it('when a parent in Los Angeles books a free time, then they see it in their own time, get the confirmation, and cancel it through its link', async () => {
    const course = await courseWithOpenHours(baseUrl, admin.token);
    const parent = `Booking Parent ${uniqueSuffix()}`;
    const { page, issues, close } = await newSession(browser(), {
      viewport: PHONE,
      timezoneId: 'America/Los_Angeles',
    });
    // The booking form weighs the contact form's spam signals: a person's pace, not a test's.
    await useControllableClock(page);

    await openRoute(page, baseUrl, `/contact?course=${encodeURIComponent(course.title)}`);
    const zones = page.getByText('Times are in your time zone');
    await zones.waitFor();
    expect(await zones.textContent()).toMatch(
      /America\/Los_Angeles; the institute's time \(Asia\/(Kolkata|Calcutta)\) is beside each\./,
    );
    // Each time is a radio inside its label, which says the time.
    const firstTime = page
      .getByRole('radiogroup', { name: /^Times on / })
      .locator('label')
      .first();
    const chosen = (await firstTime.textContent()) ?? '';
    expect(chosen).toMatch(/^\d\d:\d\d \d\d:\d\d in (Kolkata|Calcutta)/);
    await firstTime.click();
    const form = page.getByRole('form', { name: 'Book the demo class' });
    await form.getByLabel('Name', { exact: true }).fill(parent);
    await form.getByLabel('Email', { exact: true }).fill('parent@e2e.test');
    await letAPersonsPacePass(page);
    await form.getByRole('button', { name: 'Book this time' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Your demo class is booked.' });
    await confirmation.waitFor();
    const booked = await bookingOf(parent);
    // The time offered and confirmed is the booked instant on the parent's own clock, and the
    // institute's beside it on the institute's.
    const [own, institute] = [
      clockIn(booked!.start, 'America/Los_Angeles'),
      clockIn(booked!.start, 'Asia/Kolkata'),
    ];
    expect(chosen).toMatch(new RegExp(`^${own} ${institute} in`));
    expect(await confirmation.textContent()).toContain(`at ${own} (America/Los_Angeles)`);
    expect(await confirmation.textContent()).toContain(course.instructor.name);
    await confirmation.getByRole('link', { name: 'Move or cancel this booking' }).click();
    await page.waitForURL(/#\/booking\/[\w-]+$/);
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    await alertDialogNamed(page, 'Please confirm')
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    await page.getByText('Your demo class is cancelled.').waitFor();
    issues.assertClean('demo booking');
    await close();

    expect((await bookingOf(parent))?.status).toBe('cancelled');
  });

  it("when a parent in Berlin books on a course's own page with the keyboard alone, then the time they chose is booked", async () => {
    const course = await courseWithOpenHours(baseUrl, admin.token);
    const parent = `Keyboard Parent ${uniqueSuffix()}`;
    const { page, issues, close } = await newSession(browser(), {
      viewport: DESKTOP,
      timezoneId: 'Europe/Berlin',
    });

    await openRoute(page, baseUrl, `/coursesv2/${course._id}`);
    const section = page.getByRole('region', { name: 'Book a Demo Class' });
    // Below the course's details: its times are built as the visitor scrolls down to it.
    await section.scrollIntoViewIfNeeded();
    expect(await section.getByText('Times are in your time zone').textContent()).toContain(
      'Europe/Berlin',
    );
    // Tab to the times (one tab stop for the days, one for the times), Space to choose.
    const firstTime = section.getByRole('radiogroup', { name: /^Times on / }).locator('label');
    const chosen = ((await firstTime.first().textContent()) ?? '').trim();
    // Once the section is built (its times appear as it scrolls into view), the page's clock
    // is taken over: the booking form weighs a person's pace, not a test's.
    await useControllableClock(page);
    await tabTo(page, chosen);
    await page.keyboard.press('Space');
    await tabTo(page, 'Name', 5);
    await page.keyboard.type(parent);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Email');
    await page.keyboard.type('keyboard@e2e.test');
    await tabTo(page, 'Book this time', 5);
    await letAPersonsPacePass(page);
    await page.keyboard.press('Enter');

    const confirmation = section.getByRole('status');
    await confirmation.getByText('Your demo class is booked.').waitFor();
    const booked = await bookingOf(parent);
    expect(chosen.startsWith(clockIn(booked!.start, 'Europe/Berlin'))).toBe(true);
    const manage = await confirmation
      .getByRole('link', { name: 'Move or cancel this booking' })
      .getAttribute('href');
    issues.assertClean('keyboard demo booking');
    await close();

    // The time goes back to others: the journey above and other files book from the same hours.
    const token = manage!.split('/').pop()!;
    await apiCall(baseUrl, 'DELETE', `/bookings/manage/${token}`);
    expect((await bookingOf(parent))?.status).toBe('cancelled');
  });
});
