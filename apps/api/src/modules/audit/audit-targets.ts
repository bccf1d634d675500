import { isValidObjectId } from 'mongoose';
import type { AuditAction, AuditEntity } from '@tutoring/shared';
import { ABOUT_CONTENT_ID, AboutContentModel } from '../about-content/about-content.model';
import { ContactMessageModel } from '../contact/contact.model';
import { CourseDetailModel } from '../course-details/course-details.model';
import { CourseModel } from '../courses-v1/courses-v1.model';
import { CourseV2Model } from '../courses-v2/courses-v2.model';
import { ResourceModel } from '../resources/resources.model';
import { TeamMemberModel } from '../team/team.model';
import { TestimonyModel } from '../testimonies/testimonies.model';

type StoredDocument = Record<string, unknown>;

/** An audited write, as told by its method and path (relative to the router's mount). */
export interface WriteAt {
  action: AuditAction;
  /** Known from the path; a create's id is read from its answer. */
  entityId?: string;
}

export interface AuditTarget {
  writeAt(method: string, path: string, params: Record<string, unknown>): WriteAt | undefined;
  /** The stored document, for the before/after comparison of an update. */
  load?(id: string): Promise<StoredDocument | null>;
}

const ROOT = /^\/?$/;
const ITEM = /^\/([^/]+)\/?$/;

function byId(find: (id: string) => Promise<unknown>) {
  return async (id: string) => (isValidObjectId(id) ? ((await find(id)) as StoredDocument) : null);
}

/** POST / creates, PUT /:id replaces, DELETE /:id deletes (every admin collection). */
function collection(load: (id: string) => Promise<StoredDocument | null>): AuditTarget {
  return {
    writeAt(method, path) {
      if (method === 'POST' && ROOT.test(path)) return { action: 'create' };
      const entityId = ITEM.exec(path)?.[1];
      if (entityId && method === 'PUT') return { action: 'update', entityId };
      if (entityId && method === 'DELETE') return { action: 'delete', entityId };
      return undefined;
    },
    load,
  };
}

const CRUD_ACTIONS: Record<string, AuditAction> = {
  POST: 'create',
  PUT: 'update',
  DELETE: 'delete',
};

/** Where each audited entity's writes are, and how to read its stored documents. */
export const AUDIT_TARGETS: Record<AuditEntity, AuditTarget> = {
  course: collection(byId((id) => CourseModel.findById(id).lean())),
  'course-v2': collection(byId((id) => CourseV2Model.findById(id).lean())),
  resource: collection(byId((id) => ResourceModel.findById(id).lean())),
  'team-member': collection(byId((id) => TeamMemberModel.findById(id).lean())),
  testimony: collection(byId((id) => TestimonyModel.findById(id).lean())),
  // Mounted at /courses/:courseId/details: one set of details per course, named by its course.
  'course-details': {
    writeAt(method, path, params) {
      const action = CRUD_ACTIONS[method];
      return action && ROOT.test(path) ? { action, entityId: String(params.courseId) } : undefined;
    },
    load: byId((courseId) => CourseDetailModel.findOne({ courseId }).lean()),
  },
  'about-content': {
    writeAt: (method, path) =>
      method === 'PUT' && /^\/about-us\/?$/i.test(path)
        ? { action: 'update', entityId: ABOUT_CONTENT_ID }
        : undefined,
    load: async () => (await AboutContentModel.findById(ABOUT_CONTENT_ID).lean()) as StoredDocument,
  },
  // Only staff's PATCH: the public POST /contact is a visitor's message, not an admin write.
  'contact-message': {
    writeAt(method, path) {
      const entityId = ITEM.exec(path)?.[1];
      return method === 'PATCH' && entityId ? { action: 'update', entityId } : undefined;
    },
    load: byId((id) => ContactMessageModel.findById(id).lean()),
  },
  file: {
    writeAt: (method, path) =>
      method === 'POST' && ROOT.test(path) ? { action: 'upload' } : undefined,
  },
};
