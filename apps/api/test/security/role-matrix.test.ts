import type { Role } from '@tutoring/shared';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Access, RouteDoc } from '../../src/lib/http/route-table';
import { issueToken } from '../../src/modules/auth/auth.service';
import { toPublicUser, type UserDocument } from '../../src/modules/users/user.model';
import { createUserWithToken, siteRoutes, TEST_JWT_SECRET, testClient } from '../http';

type Caller = 'anonymous' | Role;

/** What each caller must be answered for each documented access: refused, or let through. */
const REFUSAL: Record<Access, Record<Caller, 401 | 403 | undefined>> = {
  public: {
    anonymous: undefined,
    user: undefined,
    editor: undefined,
    admin: undefined,
    tutor: undefined,
  },
  user: { anonymous: 401, user: undefined, editor: undefined, admin: undefined, tutor: undefined },
  staff: { anonymous: 401, user: 403, editor: undefined, admin: undefined, tutor: 403 },
  admin: { anonymous: 401, user: 403, editor: 403, admin: undefined, tutor: 403 },
  // The tutor here is another team member's: a route about one member (its :id) refuses
  // them; their own is let through (test/security/tutor-role.test.ts).
  tutor: { anonymous: 401, user: 403, editor: 403, admin: undefined, tutor: undefined },
  family: { anonymous: 401, user: undefined, editor: 403, admin: 403, tutor: 403 },
};

/**
 * A tutor-access route about one team member refuses every tutor but that member's. A route
 * about one batch session answers 404 for an id that names none (whose it is cannot be
 * known); another tutor's session is 403 (attendance tests).
 */
const refusalOf = (doc: RouteDoc, caller: Caller) =>
  doc.access === 'tutor' && caller === 'tutor' && doc.path.startsWith('/team/:id')
    ? 403
    : REFUSAL[doc.access][caller];

const api = testClient();
const accounts = {} as Record<Role, UserDocument>;

beforeAll(async () => {
  for (const role of ['user', 'editor', 'admin'] as const) {
    accounts[role] = (await createUserWithToken(role)).user;
  }
  const ownMember = new Types.ObjectId().toHexString();
  accounts.tutor = (await createUserWithToken('tutor', undefined, ownMember)).user;
});

/** Every route the site mounts, with its path's parameters filled by ids that name nothing. */
function everyRoute(): Array<[string, RouteDoc, string]> {
  const { api: apiTable, root } = siteRoutes();
  return [apiTable, root].flatMap((table) =>
    table.docs.map((doc): [string, RouteDoc, string] => {
      const path = `${table.base === '/' ? '' : table.base}${doc.path}`.replace(/:[A-Za-z]+/g, () =>
        new Types.ObjectId().toHexString(),
      );
      return [
        `${doc.method.toUpperCase()} ${table.base === '/' ? '' : table.base}${doc.path}`,
        doc,
        path,
      ];
    }),
  );
}

/** A fresh session for each request: a route that ends sessions (logout) ends only its own. */
async function send(doc: RouteDoc, path: string, caller: Caller) {
  const request = api[doc.method](path);
  if (caller !== 'anonymous') {
    const { token } = await issueToken(TEST_JWT_SECRET, toPublicUser(accounts[caller]));
    request.set('Authorization', `Bearer ${token}`);
  }
  return doc.method === 'get' || doc.method === 'delete' ? request : request.send({});
}

describe('who may call what: every route × anonymous, user, editor, admin, tutor', () => {
  const callers: Caller[] = ['anonymous', 'user', 'editor', 'admin', 'tutor'];
  it.each(everyRoute())('%s', async (_name, doc, path) => {
    for (const caller of callers) {
      const res = await send(doc, path, caller);
      const refusal = refusalOf(doc, caller);
      const said = `${caller} was answered ${res.status}`;
      if (refusal) expect(res.status, said).toBe(refusal);
      else expect([401, 403], said).not.toContain(res.status);
    }
  });

  it('when the route table is read, then content is for staff and leads, staff and settings for admins', () => {
    const accessOf = (method: string, path: string) =>
      everyRoute().find(([name]) => name === `${method} /api${path}`)?.[1].access;
    expect(accessOf('PUT', '/coursesv2/:id')).toBe('staff');
    expect(accessOf('PUT', '/coursesv2/order')).toBe('staff');
    expect(accessOf('POST', '/uploads')).toBe('staff');
    expect(accessOf('PUT', '/content/about-us')).toBe('staff');
    expect(accessOf('GET', '/contact')).toBe('admin');
    expect(accessOf('GET', '/contact/export')).toBe('admin');
    expect(accessOf('PUT', '/settings/site')).toBe('admin');
    expect(accessOf('GET', '/audit')).toBe('admin');
    expect(accessOf('POST', '/audit/:id/restore')).toBe('admin');
    expect(accessOf('GET', '/users')).toBe('admin');
    expect(accessOf('GET', '/outbox')).toBe('admin');
    expect(accessOf('GET', '/files')).toBe('admin');
    expect(accessOf('DELETE', '/files/:id')).toBe('admin');
    expect(accessOf('GET', '/files/:id')).toBe('public');
  });
});
