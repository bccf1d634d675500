import { aboutContentCollection } from '@tutoring/shared';
import { z } from 'zod';
import { invalidates } from '../../lib/cache/invalidates';
import { afterWriteOf } from '../../lib/collection/change-hooks';
import type { RouteTable } from '../../lib/http/route-table';
import { auditChanges } from '../audit/audit-changes';
import { aboutContentStore } from './about-content.store';

const definition = aboutContentCollection;
const { path, itemKey } = definition.endpoint;
const item = z.object({ [itemKey]: definition.read });

/** Site content pages; only About Us exists. */
export function mountAboutContentRoutes(table: RouteTable): void {
  const afterWrite = afterWriteOf(
    definition,
    [auditChanges(), invalidates(definition)],
    table.context,
  );
  table.route(
    {
      method: 'get',
      path,
      summary: 'About Us history and values',
      access: 'public',
      status: 200,
      response: item,
    },
    table.context.cache.serve(definition.slug),
    async (_req, res) => {
      res.json({ [itemKey]: await aboutContentStore.get() });
    },
  );
  table.route(
    {
      method: 'put',
      path,
      summary: 'Replace About Us',
      access: 'admin',
      body: definition.input,
      status: 200,
      response: item,
    },
    async (req, res) => {
      const { before, after } = await aboutContentStore.replace(req.body);
      await afterWrite(req, 'update', aboutContentStore.id, { before, after });
      res.json({ [itemKey]: after });
    },
  );
}
