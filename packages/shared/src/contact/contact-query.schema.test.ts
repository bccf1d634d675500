import { describe, expect, it } from 'vitest';
import {
  contactMessageFilterSchema,
  contactMessageInputSchema,
  contactMessageQuerySchema,
  publicContactMessageSchema,
} from './contact.schema';

const issuesOf = (input: unknown) =>
  (contactMessageQuerySchema.safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('contactMessageQuerySchema', () => {
  it('when nothing is given, then page 1 of 50, newest first and no filter', () => {
    expect(contactMessageQuerySchema.parse({})).toEqual({ page: 1, limit: 50, sort: '-createdAt' });
  });

  it('when query-string values are given, then numbers are read and texts trimmed', () => {
    expect(
      contactMessageQuerySchema.parse({
        status: 'spam',
        course: ' SAT ',
        from: '2024-03-01',
        to: '2024-03-31',
        q: '  a.* ',
        page: '2',
        limit: '10',
        sort: 'name',
      }),
    ).toEqual({
      status: 'spam',
      course: 'SAT',
      from: '2024-03-01',
      to: '2024-03-31',
      q: 'a.*',
      page: 2,
      limit: 10,
      sort: 'name',
    });
  });

  it('when a filter is blank (a cleared field), then it is no filter', () => {
    expect(contactMessageQuerySchema.parse({ status: '', q: '  ', from: '', sort: '' })).toEqual({
      page: 1,
      limit: 50,
      sort: '-createdAt',
    });
  });

  it.each([
    [
      { status: 'won' },
      'status',
      'Status must be one of new, contacted, demo-scheduled, enrolled, closed, spam.',
    ],
    [{ page: '0' }, 'page', 'Page must be at least 1.'],
    [{ page: 'abc' }, 'page', 'Page must be a whole number.'],
    [{ limit: '101' }, 'limit', 'Limit must be at most 100.'],
    [{ limit: '1.5' }, 'limit', 'Limit must be a whole number.'],
    [{ from: '1/3/2024' }, 'from', 'Use the date format YYYY-MM-DD.'],
    [{ to: '2023-02-29' }, 'to', 'That date does not exist.'],
    [{ from: '2024-03-02', to: '2024-03-01' }, 'to', 'From must be on or before To.'],
    [{ q: 'x'.repeat(101) }, 'q', 'Search must be at most 100 characters.'],
    [
      { sort: 'mobile' },
      'sort',
      'Sort must be one of createdAt, -createdAt, name, -name, course, -course, status, -status.',
    ],
  ])('when the query is %j, then %s is refused with one message', (input, path, message) => {
    expect(issuesOf(input)).toEqual([[path, message]]);
  });

  it('when from equals to, then it is one whole day', () => {
    expect(contactMessageQuerySchema.parse({ from: '2024-02-29', to: '2024-02-29' })).toMatchObject(
      {
        from: '2024-02-29',
        to: '2024-02-29',
      },
    );
  });

  it('when a key is repeated (an array) or unknown, then it is refused', () => {
    expect(contactMessageQuerySchema.safeParse({ status: ['new', 'spam'] }).success).toBe(false);
    expect(contactMessageQuerySchema.safeParse({ order: 'name' }).success).toBe(false);
  });

  it("when the export filters get page or limit, then they are refused; sort is the list's", () => {
    expect(contactMessageFilterSchema.safeParse({ page: '1' }).success).toBe(false);
    expect(contactMessageFilterSchema.parse({ status: 'new' })).toEqual({
      status: 'new',
      sort: '-createdAt',
    });
  });
});

describe('contact form spam signals', () => {
  const valid = { name: 'Rahul', course: 'JEE' };

  it('when website and elapsedMs are sent, then the form accepts them', () => {
    expect(
      contactMessageInputSchema.parse({ ...valid, website: '', elapsedMs: 4200 }),
    ).toMatchObject({
      website: '',
      elapsedMs: 4200,
    });
  });

  it.each([{ elapsedMs: 1.5 }, { elapsedMs: -3 }, { elapsedMs: '3000' }, { website: 1 }])(
    'when %j is sent, then it is refused',
    (signal) => {
      expect(contactMessageInputSchema.safeParse({ ...valid, ...signal }).success).toBe(false);
    },
  );

  it('when the public answer is read, then it has no status or notes', () => {
    expect(Object.keys(publicContactMessageSchema.shape).sort()).toEqual([
      '_id',
      'consent',
      'course',
      'createdAt',
      'email',
      'message',
      'mobile',
      'name',
      'source',
    ]);
  });
});
