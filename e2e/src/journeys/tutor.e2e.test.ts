import { describe, expect, it } from 'vitest';
import {
  alertDialogNamed,
  dialogNamed,
  openAdminSection,
  setPasswordFromLink,
  submitSignIn,
} from '../support/admin';
import { apiCall, mailedLinkToken, newTeamMember, uniqueSuffix } from '../support/api';
import { letAPersonsPacePass, useControllableClock } from '../support/contact-pace';
import { DESKTOP, newSession, PHONE } from '../support/browser';
import { openRoute, settle } from '../support/pages';
import { sessionAs, site, useBrowser } from '../support/site';

const PASSWORD = 'copper kettle meadow';
// The institute's zone (the demo settings'): the hours a tutor sets are read in it.
const INSTITUTE_ZONE = 'Asia/Kolkata';

describe('a tutor in the admin area', () => {
  const { baseUrl, adminAuth, mailDir } = site();
  const browser = useBrowser();

  it("when an admin invites a tutor, then the tutor sees only their own screens, their new hours are what parents are offered, and the booking shows the class's place", async () => {
    // A tutor of their own, teaching an online course of their own: nobody else's hours move.
    const suffix = uniqueSuffix();
    const member = await newTeamMember(baseUrl, adminAuth.token, `Tara Tutor ${suffix}`);
    const room = `https://meet.example/tara-${suffix}`;
    const title = `Tutored Maths ${suffix}`;
    await apiCall(baseUrl, 'POST', '/coursesv2', {
      token: adminAuth.token,
      body: {
        title,
        description: 'Algebra with a tutor who keeps their own hours.',
        examType: 'IB',
        status: 'published',
        instructor: member._id,
        place: { kind: 'online', link: room },
      },
    });
    const email = `tara-${suffix}@e2e.test`;

    // The admin invites them: Staff → Add a person, role tutor, their team member.
    const admin = await sessionAs(browser(), 'admin');
    await openRoute(admin.page, baseUrl, '/admin/staff');
    await admin.page.getByRole('button', { name: 'Add a person' }).click();
    const add = dialogNamed(admin.page, 'Add a person');
    await add.getByLabel('Name').fill(member.name);
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Role').selectOption('tutor');
    await add.getByLabel('Team member').selectOption({ label: member.name });
    await add.getByRole('button', { name: 'Add and send invitation' }).click();
    await admin.page.getByText(`${member.name} was added.`).waitFor();
    admin.issues.assertClean('inviting a tutor');
    await admin.close();

    // The tutor sets a password from the mailed link and signs in: their bookings first.
    const tutor = await newSession(browser(), { viewport: DESKTOP, timezoneId: INSTITUTE_ZONE });
    await setPasswordFromLink(tutor.page, baseUrl, await mailedLinkToken(mailDir, email), PASSWORD);
    await submitSignIn(tutor.page, email, PASSWORD);
    await tutor.page.waitForURL((url) => url.hash === '#/admin/my-bookings');
    await settle(tutor.page);
    const sections = tutor.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link');
    expect(await sections.allTextContents()).toEqual([
      'My bookings',
      'My hours',
      'Calendar feed',
      'My classes',
      'Attendance',
    ]);
    // Another admin screen by typed URL: the forbidden screen, at that URL.
    await openRoute(tutor.page, baseUrl, '/admin/contacts');
    expect(await tutor.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      "You don't have access to this page",
    );
    expect(tutor.page.url()).toMatch(/#\/admin\/contacts$/);

    // No hours yet: a parent is offered no time.
    const parent = await newSession(browser(), { viewport: PHONE, timezoneId: INSTITUTE_ZONE });
    await openRoute(parent.page, baseUrl, `/contact?course=${encodeURIComponent(title)}`);
    await parent.page.getByText('No free times in the next two weeks.').waitFor();

    // The tutor keeps Wednesdays 10:00 to 11:00, with no notice.
    await openRoute(tutor.page, baseUrl, '/admin/my-bookings');
    await openAdminSection(tutor.page, 'My hours');
    await tutor.page.getByRole('button', { name: 'Add hours' }).click();
    await tutor.page.getByLabel('Day of range 1').selectOption({ label: 'Wednesday' });
    await tutor.page.getByLabel('Start of range 1').selectOption('10:00');
    await tutor.page.getByLabel('End of range 1').selectOption('11:00');
    await tutor.page.getByLabel('Minimum notice (hours)').fill('0');
    await tutor.page.getByRole('button', { name: 'Save Hours' }).click();
    await tutor.page.getByText('Hours saved.').waitFor();

    // The parent's booking page now offers exactly those: 10:00 and 10:30 on a Wednesday.
    await openRoute(parent.page, baseUrl, `/contact?course=${encodeURIComponent(title)}`);
    const times = parent.page.getByRole('radiogroup', { name: /^Times on / });
    await times.waitFor();
    expect(await times.getAttribute('aria-label')).toMatch(/^Times on Wed /);
    const offered = (await times.locator('label').allTextContents()).map((text) => text.trim());
    expect(offered.map((text) => text.slice(0, 5))).toEqual(['10:00', '10:30']);

    // The parent books the first; the confirmation and the manage page say where the class is.
    await useControllableClock(parent.page);
    await times.locator('label').first().click();
    const form = parent.page.getByRole('form', { name: 'Book the demo class' });
    const parentName = `Tutored Parent ${suffix}`;
    await form.getByLabel('Name', { exact: true }).fill(parentName);
    await form.getByLabel('Email', { exact: true }).fill(`parent-${suffix}@e2e.test`);
    await letAPersonsPacePass(parent.page);
    await form.getByRole('button', { name: 'Book this time' }).click();
    const confirmation = parent.page
      .getByRole('status')
      .filter({ hasText: 'Your demo class is booked.' });
    await confirmation.waitFor();
    expect(await confirmation.getByRole('link', { name: room }).getAttribute('href')).toBe(room);
    await confirmation.getByRole('link', { name: 'Move or cancel this booking' }).click();
    await parent.page.waitForURL(/#\/booking\/[\w-]+$/);
    const manageToken = parent.page.url().split('/').pop()!;
    await settle(parent.page);
    expect(await parent.page.getByRole('link', { name: room }).getAttribute('href')).toBe(room);
    parent.issues.assertClean('parent booking with the tutor');
    await parent.close();

    // The tutor finds the class in their week (the calendar opens on the booked week).
    const { bookings } = await apiCall<{ bookings: { name: string; start: string }[] }>(
      baseUrl,
      'GET',
      `/bookings?from=${new Date().toISOString().slice(0, 10)}&to=${new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10)}&tutorId=${member._id}`,
      { token: adminAuth.token },
    );
    const booked = bookings.find((booking) => booking.name === parentName);
    expect(booked).toBeDefined();
    await openRoute(tutor.page, baseUrl, `/admin/my-bookings?week=${booked!.start.slice(0, 10)}`);
    await tutor.page.getByText(parentName).waitFor();
    expect(await tutor.page.getByRole('button', { name: /^(Move|Cancel) / }).count()).toBe(0);

    // Their calendar feed: a new URL only after the warning.
    await openAdminSection(tutor.page, 'Calendar feed');
    await tutor.page.getByRole('button', { name: 'New URL' }).click();
    await alertDialogNamed(tutor.page, 'Please confirm')
      .getByRole('button', { name: 'Make a new URL' })
      .click();
    const feedUrl = await tutor.page.getByLabel('Calendar feed URL').inputValue();
    expect(feedUrl).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    const feed = await fetch(`${baseUrl}/api/calendar/${feedUrl.split('/calendar/')[1]}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(room);
    tutor.issues.assertClean('tutor');
    await tutor.close();

    // One network books only a few upcoming classes a day: this one goes back for other files.
    await apiCall(baseUrl, 'DELETE', `/bookings/manage/${manageToken}`);
  });
});
