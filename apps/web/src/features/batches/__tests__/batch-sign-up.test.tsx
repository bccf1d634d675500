import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../../lib/auth-store';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';
import { CourseBatches } from '../components/course-batches';
import { COURSE_ID, FULL_BATCH, makeBatch, visitorInKolkata } from './batch-fixtures';

const BATCH = makeBatch();
const ENROL_KEY = `POST /api/batches/${BATCH._id}/enrolments`;
const WAITLIST_KEY = `POST /api/batches/${BATCH._id}/waitlist`;
const FULL_WAITLIST_KEY = `POST /api/batches/${FULL_BATCH._id}/waitlist`;
const FULL_ENROL_KEY = `POST /api/batches/${FULL_BATCH._id}/enrolments`;

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = visitorInKolkata();
});
afterEach(() => {
  restoreClock();
  signOut();
});

function openPage(
  routes: Parameters<typeof mockFetch>[0],
  batches = [BATCH],
  site = makeSiteSettings(),
) {
  const fetchMock = mockFetch({
    'GET /api/batches': () => jsonResponse({ batches }),
    ...siteSettingsRoute(site),
    ...routes,
  });
  renderElement(<CourseBatches courseId={COURSE_ID} {...(students ? { students } : {})} />);
  return fetchMock;
}
let students: { _id: string; name: string }[] | undefined;
afterEach(() => {
  students = undefined;
});

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) =>
  JSON.parse(String(callsTo(fetchMock, key)[0]?.[1]?.body)) as Record<string, unknown>;

async function fillGuardian(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Parent or guardian name' }),
    'Meera Rao',
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'meera@example.com');
}

describe('enrolling in a class', () => {
  it('when a parent enrols by keyboard, then the class is asked for with consent and a mail to set a password is promised', async () => {
    const fetchMock = openPage({
      [ENROL_KEY]: () =>
        jsonResponse(
          {
            enrolment: {
              _id: 'e1',
              batch: BATCH._id,
              student: { _id: 'a1', name: 'Anya Rao' },
              status: 'active',
            },
          },
          201,
        ),
    });
    const user = userEvent.setup();

    (await screen.findByRole('button', { name: 'Enrol' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Enrol in this class' });
    expect(dialog).toHaveAccessibleDescription('Saturday mornings');
    await user.type(within(dialog).getByRole('textbox', { name: 'Student name' }), 'Anya Rao');
    await fillGuardian(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).not.toBeRequired();
    await user.click(
      within(dialog).getByRole('checkbox', { name: /I agree that the institute keeps/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));

    expect(await within(dialog).findByText('Your child is enrolled.')).toBeVisible();
    expect(
      within(dialog).getByText(
        /We have sent an e-mail to meera@example\.com\. It has a link to set a password for your family page/,
      ),
    ).toBeVisible();
    expect(bodyOf(fetchMock, ENROL_KEY)).toMatchObject({
      studentName: 'Anya Rao',
      guardianName: 'Meera Rao',
      email: 'meera@example.com',
      mobile: '',
      consent: true,
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when a field is left empty, then it says what is missing and nothing is sent', async () => {
    const fetchMock = openPage({});
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enrol' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));

    expect(await within(dialog).findByText('E-mail is required.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(fetchMock, ENROL_KEY)).toHaveLength(0);
  });

  it('when the last seat just went (409 batch_full), then it says so and the waitlist form takes its place, which gives the position', async () => {
    const fetchMock = openPage({
      [ENROL_KEY]: () => jsonResponse({ message: 'No seat is left.', code: 'batch_full' }, 409),
      [WAITLIST_KEY]: () => jsonResponse({ entry: { _id: 'w1', position: 2 } }, 201),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enrol' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Student name' }), 'Anya Rao');
    await fillGuardian(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));

    dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'the last seat has just been taken',
    );
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Student name' }), 'Anya Rao');
    await fillGuardian(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));

    expect(await within(dialog).findByText(/You are number 2 on the waitlist\./)).toBeVisible();
    expect(bodyOf(fetchMock, WAITLIST_KEY)).toMatchObject({
      studentName: 'Anya Rao',
      email: 'meera@example.com',
    });
    // The list asked again for the seats as they now are.
    expect(callsTo(fetchMock, 'GET /api/batches').length).toBeGreaterThan(1);
  });

  it('when a seat freed while joining the waitlist (409 seats_available), then it says so and offers the enrolment', async () => {
    openPage(
      {
        [FULL_WAITLIST_KEY]: () =>
          jsonResponse({ message: 'Seats are left.', code: 'seats_available' }, 409),
        [FULL_ENROL_KEY]: () => jsonResponse({ message: 'Later.', code: 'NOPE' }, 500),
      },
      [FULL_BATCH],
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    let dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Student name' }), 'Anya Rao');
    await fillGuardian(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));

    dialog = await screen.findByRole('dialog', { name: 'Enrol in this class' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'a seat is free in this class now',
    );
    expect(within(dialog).getByRole('checkbox', { name: /I agree/ })).toBeInTheDocument();
  });

  it('when the site requires consent and the box is not ticked, then it says so and nothing is sent', async () => {
    const fetchMock = openPage({}, [BATCH], makeSiteSettings({ consentRequired: true }));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enrol' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Student name' }), 'Anya Rao');
    await fillGuardian(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));

    expect(
      await within(dialog).findByText('Please agree to the privacy notice to send this form.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, ENROL_KEY)).toHaveLength(0);
  });

  it('when a signed-in family enrols, then they pick one of their students and the class is on their family page', async () => {
    signIn({
      token: 't',
      user: { id: 'u1', email: 'meera@example.com', name: 'Meera Rao', role: 'user' },
    });
    students = [{ _id: 'a0ffee00000000000000a001', name: 'Anya Rao' }];
    const fetchMock = openPage({
      [ENROL_KEY]: () =>
        jsonResponse(
          { enrolment: { _id: 'e1', batch: BATCH._id, student: students![0], status: 'active' } },
          201,
        ),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enrol' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Student' })).toHaveValue(students[0]!._id);
    expect(within(dialog).queryByRole('textbox', { name: 'Student name' })).toBeNull();
    await fillGuardian(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));

    expect(
      await within(dialog).findByText('You can see the class on your family page.'),
    ).toBeVisible();
    const body = bodyOf(fetchMock, ENROL_KEY);
    expect(body.studentId).toBe(students[0]!._id);
    expect(body).not.toHaveProperty('studentName');
  });
});
