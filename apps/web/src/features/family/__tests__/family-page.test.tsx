import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyEnrolment } from '@tutoring/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../../lib/auth-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { FamilyPage, NO_CLASSES, NO_STUDENTS } from '../components/family-page';

const MEERA = { id: 'u1', email: 'meera@example.com', name: 'Meera Rao', role: 'user' } as const;

const PHYSICS: FamilyEnrolment = {
  _id: 'e1',
  batch: {
    _id: 'b1',
    title: 'Saturday mornings',
    course: { _id: 'c1', title: 'IB Physics HL' },
    timeZone: 'Europe/London',
  },
  status: 'active',
  nextSessions: [
    { _id: 's1', start: '2026-12-12T09:00:00.000Z', end: '2026-12-12T10:30:00.000Z' },
    { _id: 's2', start: '2026-12-19T19:00:00.000Z', end: '2026-12-19T20:00:00.000Z' },
  ],
  attendance: { present: 5, absent: 1, excused: 2 },
  credits: [
    { _id: 'k1', expiresAt: '2027-02-01T12:00:00.000Z', usedFor: null },
    { _id: 'k2', expiresAt: '2027-01-10T12:00:00.000Z', usedFor: 's0' },
  ],
};

function renderFamily(family: unknown, timeZone = 'Asia/Kolkata') {
  signIn({ token: 'token-u1', user: MEERA });
  const fetchMock = mockFetch({ 'GET /api/family': () => jsonResponse(family) });
  renderElement(<FamilyPage timeZone={timeZone} />);
  return fetchMock;
}

describe('family page', () => {
  afterEach(() => signOut());

  it("when a student has a class, then its next sessions show on the family's clock with the date, attendance and credits", async () => {
    renderFamily({
      students: [{ _id: 'a1', name: 'Anya Rao', enrolments: [PHYSICS] }],
      invoices: [],
    });

    expect(await screen.findByRole('heading', { level: 3, name: 'Anya Rao' })).toBeVisible();
    const classes = screen.getByRole('list', { name: "Anya Rao's classes" });
    expect(within(classes).getByRole('heading', { name: /IB Physics HL/ })).toHaveTextContent(
      'Saturday mornings',
    );
    expect(within(classes).getByText('Active')).toBeInTheDocument();
    // 09:00 UTC is 14:30 in Kolkata; 19:00 UTC is past midnight there, the next day.
    expect(within(classes).getByText('Sat 12 Dec 2026, 14:30–16:00')).toHaveAttribute(
      'dateTime',
      '2026-12-12T09:00:00.000Z',
    );
    expect(within(classes).getByText('Sun 20 Dec 2026, 00:30–01:30')).toBeInTheDocument();
    expect(within(classes).getByText('Times are in your time zone (Kolkata).')).toBeInTheDocument();
    const attendance = within(classes).getByRole('heading', { name: 'Attendance so far' })
      .parentElement as HTMLElement;
    expect(attendance).toHaveTextContent('Present5Absent1Excused2');
    expect(within(classes).getByText('Expires Mon 1 Feb 2027')).toBeInTheDocument();
    expect(within(classes).getByText('Used for a make-up session')).toBeInTheDocument();
  });

  it('when the family has no student yet, then it says so and links to the courses', async () => {
    renderFamily({ students: [], invoices: [] });

    expect(await screen.findByText(NO_STUDENTS, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/coursesv2',
    );
  });

  it('when a student has no class yet, then it says so under their name', async () => {
    renderFamily({ students: [{ _id: 'a1', name: 'Anya Rao', enrolments: [] }], invoices: [] });

    expect(await screen.findByRole('heading', { level: 3, name: 'Anya Rao' })).toBeVisible();
    expect(screen.getByText(NO_CLASSES)).toBeInTheDocument();
  });

  it('when a class awaits payment and has no sessions yet, then both are said', async () => {
    const waiting = { ...PHYSICS, status: 'awaiting-payment', nextSessions: [], credits: [] };
    renderFamily({
      students: [{ _id: 'a1', name: 'Anya Rao', enrolments: [waiting] }],
      invoices: [],
    });

    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('No sessions scheduled yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Make-up credits' })).toBeNull();
  });

  it('when the family fails to load, then it says so and "Try Again" loads it again', async () => {
    signIn({ token: 'token-u1', user: MEERA });
    let calls = 0;
    mockFetch({
      'GET /api/family': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'Database unavailable.', code: 'DATABASE_UNAVAILABLE' }, 503)
          : jsonResponse({ students: [], invoices: [] });
      },
    });
    renderElement(<FamilyPage timeZone="UTC" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText(NO_STUDENTS, { exact: false })).toBeInTheDocument();
  });
});
