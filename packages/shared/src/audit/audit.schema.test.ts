import { describe, expect, it } from 'vitest';
import {
  auditEntityLabel,
  auditEntrySchema,
  auditListSchema,
  auditQuerySchema,
} from './audit.schema';

describe('auditQuerySchema', () => {
  it('when nothing is given, then page 1 of 50 for every entity and action, newest first', () => {
    expect(auditQuerySchema.parse({})).toEqual({ page: 1, limit: 50, sort: '-createdAt' });
  });

  it('when entity and action are given, then they are kept', () => {
    expect(
      auditQuerySchema.parse({
        entity: 'course-v2',
        action: 'status-change',
        page: '3',
        limit: '5',
        sort: 'createdAt',
      }),
    ).toEqual({
      entity: 'course-v2',
      action: 'status-change',
      page: 3,
      limit: 5,
      sort: 'createdAt',
    });
  });

  it.each([
    { entity: 'user' },
    { action: 'read' },
    { limit: '0' },
    { limit: '101' },
    { extra: '1' },
    { sort: 'entity' },
  ])('when the query is %j, then it is refused', (query) => {
    expect(auditQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('auditListSchema', () => {
  it('when an answer is read, then entries carry who, what, which and when', () => {
    const entry = {
      _id: '64b7f0c2a1b2c3d4e5f60718',
      actor: { id: '64b7f0c2a1b2c3d4e5f60719', email: 'admin@example.com' },
      action: 'update',
      entity: 'course',
      entityId: '64b7f0c2a1b2c3d4e5f60720',
      changedFields: ['price', 'title'],
      createdAt: '2024-01-01T00:00:00.000Z',
      restorable: true,
    };

    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    expect(auditListSchema.parse({ entries: [entry], total: 1, page: 1, limit: 50 }).total).toBe(1);
  });
});

describe('auditEntityLabel', () => {
  it('when an entity is named in a sentence, then a collection reads as its label, the others in words', () => {
    expect(auditEntityLabel('course-v2')).toBe('course (v2)');
    expect(auditEntityLabel('tutor-hours')).toBe("tutor's hours");
    expect(auditEntityLabel('file')).toBe('file');
  });
});
