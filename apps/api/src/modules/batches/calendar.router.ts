import {
  batchesEndpoints,
  calendarSessionSchema,
  calendarSessionsQuerySchema,
} from '@tutoring/shared';
import { z } from 'zod';
import type { RouteTable } from '../../lib/http/route-table';
import { tutorScopeOf } from '../bookings/tutor-access';
import { calendarSessions } from './batch-queries';

const { calendar } = batchesEndpoints;

/** The staff calendar of batch sessions across batches; a tutor sees their own only. */
export function mountCalendarRoute(table: RouteTable): void {
  table.route(
    {
      method: 'get',
      path: calendar.path,
      summary:
        "Every batch's sessions on days [from, to] (each batch's own zone), one tutor or all; a tutor's own only",
      access: 'tutor',
      query: calendarSessionsQuerySchema,
      status: 200,
      response: z.object({ [calendar.listKey]: z.array(calendarSessionSchema) }),
    },
    async (req, res) => {
      res.json({ [calendar.listKey]: await calendarSessions(req.query, tutorScopeOf(req)) });
    },
  );
}
