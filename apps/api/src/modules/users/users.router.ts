import {
  accountSchema,
  accountUpdateSchema,
  enrolmentsInputSchema,
  newAccountInputSchema,
  usersEndpoint,
  usersListSchema,
  usersQuerySchema,
} from '@tutoring/shared';
import { z } from 'zod';
import { mountAdminList } from '../../lib/http/admin-reads';
import type { RouteTable } from '../../lib/http/route-table';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import { idParams } from '../../lib/http/validate';
import type { AccountMailing } from './account-access';
import { setEnrolments } from './enrolments';
import { mountFamilyRoutes, type EnrolmentsOfStudents } from './family.router';
import { inviteAccount, listAccounts, updateAccount } from './users.service';

/**
 * Staff accounts, for admins: who works in the admin area, in which role, and who may not.
 * `access`: the invitation mail and ending sessions, lent by sign-in; `tutorAccessEnded`: a
 * tutor's calendar feed stops, lent by bookings; `enrolmentsOfStudents`: the classes the
 * family page shows, lent by enrolment (routes.ts; none until it is lent).
 */
export function mountUsersRoutes(
  table: RouteTable,
  {
    access,
    tutorAccessEnded,
    enrolmentsOfStudents,
  }: Pick<AccountMailing, 'access' | 'tutorAccessEnded'> & {
    enrolmentsOfStudents?: EnrolmentsOfStudents;
  },
): void {
  const { path, itemKey } = usersEndpoint;
  const answer = z.object({ [itemKey]: accountSchema });
  const mailOrigin = mailLinkOrigin(table.context);
  const params = idParams('Account');
  mountAdminList(table, listAccounts, {
    path,
    summary:
      'Accounts (staff and students), never a password hash: search, role, sort; one page with page or limit, else every one',
    query: usersQuerySchema,
    response: usersListSchema,
  });
  table.route(
    {
      method: 'post',
      path,
      summary: 'Add a person; they get an e-mail with a link to set their password',
      access: 'admin',
      body: newAccountInputSchema,
      status: 201,
      response: answer,
    },
    async (req, res) => {
      const mailing = { origin: mailOrigin, access, tutorAccessEnded };
      res.status(201).json({ [itemKey]: await inviteAccount(req.body, mailing, req.log) });
    },
  );
  table.route(
    {
      method: 'patch',
      path: `${path}/:id`,
      summary: "Change a person's role or deactivate/reactivate them (409 for the last admin)",
      access: 'admin',
      params,
      body: accountUpdateSchema,
      status: 200,
      response: answer,
    },
    async (req, res) => {
      const mailing = { origin: mailOrigin, access, tutorAccessEnded };
      res.json({ [itemKey]: await updateAccount(req.params.id, req.body, mailing, req.log) });
    },
  );
  table.route(
    {
      method: 'put',
      path: `${path}/:id/enrolments`,
      summary: 'Enrol a person in published v2 courses (replaces the list)',
      access: 'admin',
      params,
      body: enrolmentsInputSchema,
      status: 200,
      response: answer,
    },
    async (req, res) => {
      res.json({ [itemKey]: await setEnrolments(req.params.id, req.body.courses) });
    },
  );
  mountFamilyRoutes(table, { enrolmentsOfStudents });
}
