import {
  batchesEndpoints,
  holidaySchema,
  holidaysInputSchema,
  holidaysSchema,
  holidaySuggestionsQuerySchema,
  noQueryParams,
} from '@tutoring/shared';
import { z } from 'zod';
import { afterWriteOf } from '../../lib/collection/change-hooks';
import type { RouteTable } from '../../lib/http/route-table';
import { auditChanges } from '../audit/audit-changes';
import { listHolidays } from './holiday-queries';
import { publicHolidaysOf } from './holiday-suggestions';
import { replaceHolidays } from './holidays.service';

const { holidays, holidaySuggestions } = batchesEndpoints;

export interface HolidaysRouteOptions {
  /** What follows a change of the list before it is answered: batch sessions are made anew. */
  holidaysChanged: () => Promise<void>;
}

/** The institute's holidays (anyone reads, admins replace) and public holidays to import. */
export function mountHolidaysRoutes(table: RouteTable, { holidaysChanged }: HolidaysRouteOptions) {
  const changed = afterWriteOf('holidays', [auditChanges()], table.context);
  table.route(
    {
      method: 'get',
      path: holidays.path,
      summary: 'The days the institute is closed (batch sessions skip them), by date',
      access: 'public',
      query: noQueryParams,
      status: 200,
      response: holidaysSchema,
    },
    async (_req, res) => {
      res.json({ [holidays.listKey]: await listHolidays() });
    },
  );
  table.route(
    {
      method: 'put',
      path: holidays.path,
      summary: "Replace the holiday list; batches' future sessions are made anew around it",
      access: 'admin',
      body: holidaysInputSchema,
      status: 200,
      response: holidaysSchema,
    },
    async (req, res) => {
      const { before, after } = await replaceHolidays(req.body.holidays);
      await holidaysChanged();
      await changed(req, 'update', 'holidays', { before, after });
      res.json({ [holidays.listKey]: after.holidays });
    },
  );
  table.route(
    {
      method: 'get',
      path: holidaySuggestions.path,
      summary: "India's (IN) or the UAE's (AE) public holidays of a year, in English, to import",
      access: 'admin',
      query: holidaySuggestionsQuerySchema,
      status: 200,
      response: z.object({ [holidaySuggestions.listKey]: z.array(holidaySchema) }),
    },
    (req, res) => {
      res.json({ [holidaySuggestions.listKey]: publicHolidaysOf(req.query) });
    },
  );
}
