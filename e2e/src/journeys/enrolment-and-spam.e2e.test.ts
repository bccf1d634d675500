import { describe, expect, it } from 'vitest';
import { apiCall, registerUser, uniqueSuffix } from '../support/api';
import { newSession } from '../support/browser';
import { nameWith, openRoute, settle } from '../support/pages';
import { sessionAs, site, useBrowser } from '../support/site';
import { dialogNamed } from '../support/admin';

interface PublishedCourses {
  courses: { _id: string; title: string }[];
}

describe('enrolment and leads held as spam', () => {
  const { baseUrl } = site();
  const browser = useBrowser();

  it("when an admin enrols a student from the Students screen, then the course is on the student's dashboard", async () => {
    const name = `Enrolled Student ${uniqueSuffix()}`;
    const student = await registerUser(baseUrl, name);
    const { courses } = await apiCall<PublishedCourses>(baseUrl, 'GET', '/coursesv2');
    const course = courses[0]!;
    const admin = await sessionAs(browser(), 'admin');

    await openRoute(admin.page, baseUrl, '/admin/students');
    await admin.page.getByRole('searchbox', { name: 'Search students' }).fill(student.user.email);
    await admin.page.getByRole('button', { name: `Enrol ${name}` }).click();
    const dialog = dialogNamed(admin.page, `Courses of ${name}`);
    await dialog.getByLabel(course.title, { exact: false }).check();
    await dialog.getByRole('button', { name: 'Save enrolments' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.page
      .getByRole('row', { name: new RegExp(name) })
      .getByText(course.title)
      .waitFor();
    admin.issues.assertClean('enrol');
    await admin.close();

    const own = await newSession(browser(), { signedIn: student });
    await openRoute(own.page, baseUrl, '/dashboard');
    const open = own.page.getByRole('link', { name: nameWith('Open course', `: ${course.title}`) });
    await open.waitFor();
    expect(await open.getAttribute('href')).toBe(`#/coursesv2/${course._id}`);
    own.issues.assertClean('student dashboard');
    await own.close();
  });

  it('when a lead is held as spam, then the dashboard card leads to it and "Not spam" makes it new again', async () => {
    const name = `Autofilled Parent ${uniqueSuffix()}`;
    // Sent in under 3 seconds, as a browser's autofill does: held as spam, answered as usual.
    await apiCall(baseUrl, 'POST', '/contact', {
      body: { name, course: 'IB Physics', email: 'parent@e2e.test', elapsedMs: 800 },
    });
    const { page, issues, close } = await sessionAs(browser(), 'admin');

    await openRoute(page, baseUrl, '/admin/dashboard');
    await page.getByRole('link', { name: 'Held as spam' }).click();
    await page.waitForURL(/#\/admin\/contacts\?status=spam$/);
    await settle(page);
    await page.getByRole('button', { name: `Not spam: ${name}` }).click();
    await page.getByText(`Status of ${name} set to New.`).waitFor();

    const leads = await apiCall<{ messages: { name: string; status: string }[] }>(
      baseUrl,
      'GET',
      `/contact?q=${encodeURIComponent(name)}`,
      { token: site().adminAuth.token },
    );
    expect(leads.messages.map((lead) => lead.status)).toEqual(['new']);
    issues.assertClean('spam released');
    await close();
  });
});
