import {
  absenceInputSchema,
  attendanceInputSchema,
  attendanceRecordSchema,
  batchSessionSchema,
  creditSchema,
  makeupInputSchema,
  makeupSchema,
  sessionCancelSchema,
  sessionRegisterSchema,
  sessionsEndpoints,
} from '@tutoring/shared';
import { z } from 'zod';
import { afterWriteOf } from '../../lib/collection/change-hooks';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import type { RouteTable } from '../../lib/http/route-table';
import { idParams } from '../../lib/http/validate';
import { auditChanges } from '../audit/audit-changes';
import { changingClaims } from '../bookings/slot-claims';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { saveAttendance } from './attendance.service';
import { bookMakeup } from './book-makeup';
import { cancelWithCredits } from './cancel-session';
import { reportAbsence } from './report-absence';
import { sessionFound, sessionOfItsTutor } from './session-access';
import { registerOf } from './session-register';

const { attendance, cancel, absence, makeups } = sessionsEndpoints;

/** A session's attendance and cancel (its tutor, admins), absences and make-ups (its family). */
export function mountAttendanceRoutes(table: RouteTable): void {
  const now = () => table.context.clock?.() ?? new Date();
  const origin = mailLinkOrigin(table.context);
  const audited = (entity: string) => afterWriteOf(entity, [auditChanges()], table.context);
  const attendanceChanged = audited('attendance');
  const sessionChanged = audited('batch-session');
  // A cancelled session frees its tutor's time: kept free demo slots move on before any 2xx.
  const timesChange = changingClaims(table.context.cache.generations);
  table.route(
    {
      method: 'get',
      path: attendance.path,
      summary:
        "A session's register: its batch's enrolled students with their marks so far (admin, its tutor)",
      access: 'tutor',
      params: idParams('Session'),
      status: 200,
      response: z.object({ [attendance.itemKey]: sessionRegisterSchema }),
    },
    sessionOfItsTutor,
    async (_req, res) => {
      res.json({ [attendance.itemKey]: await registerOf(sessionFound(res)) });
    },
  );
  table.route(
    {
      method: 'put',
      path: attendance.path,
      summary: "Mark a session's attendance; `excused` grants a make-up credit (admin, its tutor)",
      access: 'tutor',
      params: idParams('Session'),
      body: attendanceInputSchema,
      status: 200,
      response: z.object({ [attendance.itemKey]: z.array(attendanceRecordSchema) }),
    },
    sessionOfItsTutor,
    async (req, res) => {
      const found = sessionFound(res);
      const { makeUpCreditDays } = await siteSettingsStore.get();
      const saved = await saveAttendance(found, req.body.records, {
        now: now(),
        creditDays: makeUpCreditDays,
      });
      await attendanceChanged(req, 'update', found.session._id, { after: { records: saved } });
      res.json({ [attendance.itemKey]: saved });
    },
  );
  table.route(
    {
      method: 'post',
      path: cancel.path,
      summary: 'Cancel a session: credits for its students, mail to families, the tutor’s calendar',
      access: 'tutor',
      params: idParams('Session'),
      body: sessionCancelSchema,
      status: 200,
      response: z.object({ [cancel.itemKey]: batchSessionSchema }),
    },
    sessionOfItsTutor,
    async (req, res) => {
      const found = sessionFound(res);
      const site = await siteSettingsStore.get();
      const context = { now: now(), site, origin, reason: req.body.reason };
      const session = await timesChange(() => cancelWithCredits(found, context));
      await sessionChanged(req, 'update', session._id, {
        before: { status: found.session.status },
        after: { status: session.status, reason: req.body.reason ?? '' },
      });
      res.json({ [cancel.itemKey]: session });
    },
  );
  table.route(
    {
      method: 'post',
      path: absence.path,
      summary: 'A family reports an absence ahead: a make-up credit, or 409 too_late',
      access: 'user',
      params: idParams('Session'),
      body: absenceInputSchema,
      status: 201,
      response: z.object({ [absence.itemKey]: creditSchema }),
    },
    async (req, res) => {
      const site = await siteSettingsStore.get();
      const credit = await reportAbsence(req.params.id, req.body.enrolment, {
        familyId: req.auth!.userId,
        now: now(),
        noticeHours: site.makeUpNoticeHours,
        creditDays: site.makeUpCreditDays,
      });
      res.status(201).json({ [absence.itemKey]: credit });
    },
  );
  table.route(
    {
      method: 'post',
      path: makeups.path,
      summary: 'A family spends a make-up credit on a session of another batch of the course',
      access: 'user',
      body: makeupInputSchema,
      status: 201,
      response: z.object({ [makeups.itemKey]: makeupSchema }),
    },
    async (req, res) => {
      const makeup = await bookMakeup(req.body.credit, req.body.session, {
        familyId: req.auth!.userId,
        now: now(),
      });
      res.status(201).json({ [makeups.itemKey]: makeup });
    },
  );
}
