import { describe, expect, it } from 'vitest';
import { apiCall, uniqueSuffix } from '../support/api';
import { dialogNamed } from '../support/admin';
import { courseWithOpenHours } from '../support/bookings';
import { newSession, PHONE } from '../support/browser';
import { openRoute } from '../support/pages';
import { site, useBrowser } from '../support/site';

interface Booking {
  _id: string;
  status: string;
  name: string;
}

describe('booking a demo class', () => {
  const { baseUrl, adminAuth: admin } = site();
  const browser = useBrowser();

  it('when a parent in Los Angeles books a free time, then they see it in their own time, get the confirmation, and cancel it through its link', async () => {
    const course = await courseWithOpenHours(baseUrl, admin.token);
    const parent = `Booking Parent ${uniqueSuffix()}`;
    const { page, issues, close } = await newSession(browser(), {
      viewport: PHONE,
      timezoneId: 'America/Los_Angeles',
    });

    await openRoute(page, baseUrl, `/contact?course=${encodeURIComponent(course.title)}`);
    const zones = page.getByText('Times are in your time zone');
    await zones.waitFor();
    expect(await zones.textContent()).toMatch(
      /America\/Los_Angeles; the institute's time \(Asia\/(Kolkata|Calcutta)\) is beside each\./,
    );
    const firstTime = page
      .getByRole('radiogroup', { name: /^Times on / })
      .getByRole('radio')
      .first();
    expect(await firstTime.textContent()).toMatch(/^\d\d:\d\d \d\d:\d\d in (Kolkata|Calcutta)/);
    await firstTime.click();
    const form = page.getByRole('form', { name: 'Book the demo class' });
    await form.getByLabel('Name', { exact: true }).fill(parent);
    await form.getByLabel('Email', { exact: true }).fill('parent@e2e.test');
    await form.getByRole('button', { name: 'Book this time' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Your demo class is booked.' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('(America/Los_Angeles)');
    expect(await confirmation.textContent()).toContain(course.instructor.name);
    await confirmation.getByRole('link', { name: 'Move or cancel this booking' }).click();
    await page.waitForURL(/#\/booking\/[\w-]+$/);
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    await dialogNamed(page, 'Please confirm')
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    await page.getByText('Your demo class is cancelled.').waitFor();
    issues.assertClean('demo booking');
    await close();

    const today = new Date().toISOString().slice(0, 10);
    const inAWeek = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const { bookings } = await apiCall<{ bookings: Booking[] }>(
      baseUrl,
      'GET',
      `/bookings?from=${today}&to=${inAWeek}`,
      { token: admin.token },
    );
    expect(bookings.find((booking) => booking.name === parent)?.status).toBe('cancelled');
  });
});
