import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { StudentsList } from '../components/students-list';

const COURSES = [
  { _id: 'c'.repeat(24), title: 'IB Physics HL', examType: 'IB' },
  { _id: 'd'.repeat(24), title: 'SAT Math', examType: 'SAT' },
];

const person = (over: Partial<Account>): Account => ({
  id: 's1',
  name: 'Sam Student',
  email: 'sam@example.com',
  role: 'user',
  active: true,
  invitationPending: false,
  enrolledCourses: [],
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

const ACCOUNTS = [
  person({ id: 'a1', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' }),
  person({ enrolledCourses: [COURSES[0]!._id] }),
  person({ id: 's2', name: 'Mia Patel', email: 'mia@example.com' }),
];

/** GET /api/users as the server answers it: one role, a search over name and e-mail. */
function usersAnswer(url: string) {
  const query = new URL(url, 'http://test').searchParams;
  const q = (query.get('q') ?? '').toLowerCase();
  const users = ACCOUNTS.filter(
    (account) =>
      (!query.get('role') || account.role === query.get('role')) &&
      `${account.name} ${account.email}`.toLowerCase().includes(q),
  );
  return jsonResponse({ users, total: users.length, page: 1, limit: 25 });
}

function renderStudents() {
  const fetchMock = mockFetch({
    'GET /api/users': (url) => usersAnswer(String(url)),
    'PUT /api/users/s1/enrolments': (_url, init) =>
      jsonResponse({ user: person({ enrolledCourses: JSON.parse(String(init.body)).courses }) }),
  });
  renderElement(<StudentsList courses={COURSES} />);
  return fetchMock;
}

describe('Students screen', () => {
  it('when it opens, then only students are asked for and listed, each with the courses they are enrolled in', async () => {
    const fetchMock = renderStudents();
    const table = await screen.findByRole('table');

    const [url] = callsTo(fetchMock, 'GET /api/users')[0]!;
    expect(new URL(String(url), 'http://test').searchParams.get('role')).toBe('user');
    expect(within(table).queryByText('Ada Admin')).toBeNull();
    expect(
      within(table).getByRole('rowheader', { name: 'Sam Student' }).closest('tr'),
    ).toHaveTextContent('IB Physics HL');
    expect(
      within(table).getByRole('rowheader', { name: 'Mia Patel' }).closest('tr'),
    ).toHaveTextContent('—');
  });

  it('when a search is typed, then only matching names or e-mails stay', async () => {
    renderStudents();
    await screen.findByRole('table');

    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Search students' }), 'MIA@');

    await waitFor(() => expect(screen.queryByText('Sam Student')).toBeNull());
    expect(screen.getByText('Mia Patel')).toBeInTheDocument();
  });

  it('when courses are ticked and saved, then the whole list is sent for that student', async () => {
    const fetchMock = renderStudents();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enrol Sam Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Courses of Sam Student' });
    expect(within(dialog).getByLabelText(/IB Physics HL/)).toBeChecked();
    await user.click(within(dialog).getByLabelText(/SAT Math/));
    await user.click(within(dialog).getByRole('button', { name: 'Save enrolments' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = JSON.parse(
      String(callsTo(fetchMock, 'PUT /api/users/s1/enrolments')[0]![1]!.body),
    );
    expect(body).toEqual({ courses: [COURSES[0]!._id, COURSES[1]!._id] });
  });
});
