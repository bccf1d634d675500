import { isLegalPageName, legalPageCollection, type LegalPageName } from '@tutoring/shared';
import type { Request } from 'express';
import { mountItemRoutes } from '../../lib/collection/item-routes';
import { writeContextOf } from '../../lib/collection/write-context';
import { notFound } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';
import { legalPagesStore } from './legal-pages.store';

/** The page the path names; any other name is 404. */
function nameOf(req: Request): LegalPageName {
  const name = String(req.params.name);
  if (!isLegalPageName(name)) throw notFound('Page');
  return name;
}

/** The privacy notice and the terms: anyone reads them, administrators write them. */
export function mountLegalPagesRoutes(table: RouteTable): void {
  mountItemRoutes(table, {
    definition: legalPageCollection,
    path: legalPageCollection.endpoint.path,
    idOf: (req) => nameOf(req),
    summaries: {
      get: 'The privacy notice or the terms (`privacy`, `terms`), Markdown',
      replace: 'Replace the privacy notice or the terms',
    },
    storage: legalPagesStore.storage,
    get: (req) => legalPagesStore.get(nameOf(req)),
    replace: (req) => legalPagesStore.replace(nameOf(req), req.body, writeContextOf(req, table)),
  });
}
