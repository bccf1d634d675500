import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '../../../test/fetch-mock';
import { ADMIN, renderApp, signedInAs } from '../../../test/render-app';

const account = (over: Partial<Account>): Account => ({
  id: 'a1',
  name: 'Ada Admin',
  email: 'admin@example.com',
  role: 'admin',
  active: true,
  invitationPending: false,
  enrolledCourses: [],
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

const EDITOR = account({
  id: 'e1',
  name: 'Eddie Editor',
  email: 'eddie@example.com',
  role: 'editor',
});

/** The admin on the Staff screen, with `routes` answering besides the session. */
function openStaff(routes: Record<string, (url: string, init: RequestInit) => Response>) {
  const fetchMock = signedInAs(ADMIN);
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
    if (key === 'GET /api/auth/me') return jsonResponse({ user: ADMIN });
    const route = routes[key];
    return route ? route(String(input), init) : new Promise<Response>(() => undefined);
  });
  renderApp('/admin/staff');
  return fetchMock;
}

const rowOf = async (name: string) =>
  (await screen.findByText(name, { exact: false, selector: 'th' })).closest('tr')!;

const usersPage = (users: unknown[]) =>
  jsonResponse({ users, total: users.length, page: 1, limit: 25 });

describe('Staff screen', () => {
  it('when it opens, then each account shows its e-mail, role and status, and the signed-in admin is marked', async () => {
    const invited = account({
      id: 'e2',
      name: 'Ivy Invited',
      email: 'ivy@example.com',
      role: 'editor',
      invitationPending: true,
    });
    openStaff({ 'GET /api/users': () => usersPage([account({}), EDITOR, invited]) });

    const ada = await rowOf('Ada Admin');
    expect(ada).toHaveTextContent('(you)');
    expect(within(ada).getByLabelText('Role of Ada Admin')).toHaveValue('admin');
    expect(within(await rowOf('Ivy Invited')).getByText('Invitation sent')).toBeInTheDocument();
  });

  it('when a person is added, then the server is sent name, e-mail and role, and the screen says the invitation is on its way', async () => {
    const fetchMock = openStaff({
      'GET /api/users': () => usersPage([account({})]),
      'POST /api/users': () =>
        jsonResponse(
          {
            user: account({
              id: 'n1',
              name: 'Nia New',
              email: 'nia@example.com',
              role: 'editor',
              invitationPending: true,
            }),
          },
          201,
        ),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nia New');
    await user.type(within(dialog).getByLabelText('Email'), 'nia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nia New was added. An e-mail with a link to set a password is on its way to nia@example.com.',
    );
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/users')[0]![1]!.body)) as unknown;
    expect(body).toEqual({ name: 'Nia New', email: 'nia@example.com', role: 'editor' });
  });

  it('when a tutor is added, then the admin picks their team member and the server is sent it', async () => {
    const MEMBER = '6b0403a61d0ed3786b2e21ec';
    const fetchMock = openStaff({
      'GET /api/users': () => usersPage([account({})]),
      'GET /api/team': () => jsonResponse({ members: [{ _id: MEMBER, name: 'Dr. Anika Sharma' }] }),
      'POST /api/users': () =>
        jsonResponse({ user: account({ id: 't1', name: 'Anika', role: 'tutor' }) }, 201),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await user.type(within(dialog).getByLabelText('Name'), 'Anika Sharma');
    await user.type(within(dialog).getByLabelText('Email'), 'anika@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'tutor');
    await user.selectOptions(
      within(dialog).getByLabelText(/Team member/),
      await within(dialog).findByRole('option', { name: 'Dr. Anika Sharma' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/users')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/users')[0]![1]!.body)) as unknown;
    expect(body).toEqual({
      name: 'Anika Sharma',
      email: 'anika@example.com',
      role: 'tutor',
      teamMemberId: MEMBER,
    });
  });

  it('when a student is offered a staff role, then the row says it waits for them to confirm their e-mail', async () => {
    const offered = account({
      id: 's1',
      name: 'Sam Student',
      email: 'sam@example.com',
      role: 'user',
      pendingRole: 'editor',
    });
    openStaff({ 'GET /api/users': () => usersPage([account({}), offered]) });

    const row = await rowOf('Sam Student');

    expect(within(row).getByLabelText('Role of Sam Student')).toHaveValue('user');
    expect(row).toHaveTextContent('Becomes Editor (content only) once they confirm their e-mail');
  });

  it('when the added e-mail already has a student account, then the screen says the role waits for its owner', async () => {
    openStaff({
      'GET /api/users': () => usersPage([account({})]),
      'POST /api/users': () =>
        jsonResponse(
          {
            user: account({
              id: 's1',
              name: 'Sam',
              email: 'sam@example.com',
              role: 'user',
              pendingRole: 'editor',
            }),
          },
          201,
        ),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await user.type(within(dialog).getByLabelText('Name'), 'Sam');
    await user.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send invitation' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'sam@example.com already has an account. It becomes Editor (content only) once its owner sets a password from the link just mailed to that address; until then it stays as it was.',
    );
  });

  it('when the last admin would be deactivated, then the server refuses and its reason shows in the row', async () => {
    const reason =
      'This is the last active admin: make someone else an admin first, or the institute is locked out.';
    const fetchMock = openStaff({
      'GET /api/users': () => usersPage([account({}), EDITOR]),
      'PATCH /api/users/a1': () => jsonResponse({ code: 'CONFLICT', message: reason }, 409),
    });

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Deactivate Ada Admin' }));

    expect(await within(await rowOf('Ada Admin')).findByRole('alert')).toHaveTextContent(reason);
    const body = JSON.parse(
      String(callsTo(fetchMock, 'PATCH /api/users/a1')[0]![1]!.body),
    ) as unknown;
    expect(body).toEqual({ active: false });
  });

  it('when a role is changed, then only the role is sent for that person', async () => {
    const fetchMock = openStaff({
      'GET /api/users': () => usersPage([account({}), EDITOR]),
      'PATCH /api/users/e1': () => jsonResponse({ user: { ...EDITOR, role: 'admin' } }),
    });

    await userEvent
      .setup()
      .selectOptions(await screen.findByLabelText('Role of Eddie Editor'), 'admin');

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/users/e1')).toHaveLength(1));
    const body = JSON.parse(
      String(callsTo(fetchMock, 'PATCH /api/users/e1')[0]![1]!.body),
    ) as unknown;
    expect(body).toEqual({ role: 'admin' });
  });
});
