import type { Request, RequestHandler, Response } from 'express';
import type { AuditAction, AuditEntity } from '@tutoring/shared';
import { isAdminRequest } from '../../lib/auth/authenticate';
import { AUDIT_TARGETS, type AuditTarget, type WriteAt } from './audit-targets';
import { recordAuditEntry } from './audit.service';
import { changedFields, fieldsSet } from './changed-fields';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Snapshot = Record<string, unknown> | null | undefined;

/** Keeps what the handler answers, so a create's new id can be read from it. */
function captureJsonBody(res: Response): { body?: unknown } {
  const captured: { body?: unknown } = {};
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    captured.body = body;
    return json(body);
  };
  return captured;
}

/** The id in an answer such as { course: { _id } } or { file: { id } }. */
function idInAnswer(body: unknown): string {
  for (const value of Object.values((body ?? {}) as Record<string, unknown>)) {
    const item = (value ?? {}) as { _id?: unknown; id?: unknown };
    if (typeof item._id === 'string') return item._id;
    if (typeof item.id === 'string') return item.id;
  }
  return '';
}

/** A failed read only costs the entry its precise field list; it never stops the write. */
async function loadQuietly(target: AuditTarget, id: string, req: Request): Promise<Snapshot> {
  try {
    return await target.load?.(id);
  } catch (error) {
    req.log.warn({ err: error }, 'audit: could not read the document before the write');
    return undefined;
  }
}

async function fieldsOf(write: WriteAt, target: AuditTarget, req: Request, before: Snapshot) {
  if (write.action === 'create') return fieldsSet(req.body);
  if (write.action !== 'update') return [];
  const after = await target.load?.(write.entityId ?? '');
  // Without the earlier version, the fields the request set are the best account there is.
  if (before === undefined || after === undefined) return fieldsSet(req.body);
  return changedFields(before ?? {}, after ?? {});
}

/** A contact message whose status moved is a status change: the lead pipeline's own event. */
function finalAction(entity: AuditEntity, write: WriteAt, fields: string[]): AuditAction {
  if (entity === 'contact-message' && fields.includes('status')) return 'status-change';
  return write.action;
}

/**
 * Records the admin writes of one router in the audit trail. Mounted beside the router, it
 * reads the document before an update, and once the answer has gone out with a 2xx it
 * records who did what to which document in the background. Recording never delays or fails
 * the write: errors are only logged.
 */
export function auditWrites(entity: AuditEntity): RequestHandler {
  const target = AUDIT_TARGETS[entity];
  return async (req, res, next) => {
    if (!WRITE_METHODS.has(req.method) || !isAdminRequest(req)) return next();
    const write = target.writeAt(req.method, req.path, req.params);
    if (!write) return next();
    const before =
      write.action === 'update' ? await loadQuietly(target, write.entityId ?? '', req) : undefined;
    const answer = captureJsonBody(res);
    res.on('finish', () => {
      if (res.statusCode < 200 || res.statusCode >= 300) return;
      const at = new Date();
      const record = async () => {
        const fields = await fieldsOf(write, target, req, before);
        await recordAuditEntry({
          actorId: req.auth!.userId,
          action: finalAction(entity, write, fields),
          entity,
          entityId: write.entityId ?? idInAnswer(answer.body),
          changedFields: fields,
          at,
        });
      };
      record().catch((error: unknown) => {
        req.log.error({ err: error, entity, action: write.action }, 'audit: entry not recorded');
      });
    });
    next();
  };
}
