import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sortFieldOf, sortParam } from './query-params';

const query = z.strictObject({ sort: sortParam(['createdAt', 'name'] as const, '-createdAt') });

describe('sortParam', () => {
  it('when no sort is given, or a blank one, then the fallback is the order', () => {
    expect(query.parse({})).toEqual({ sort: '-createdAt' });
    expect(query.parse({ sort: ' ' })).toEqual({ sort: '-createdAt' });
  });

  it.each(['name', '-name', 'createdAt'])('when sort is %s, then it is kept', (sort) => {
    expect(query.parse({ sort })).toEqual({ sort });
  });

  it.each(['title', '--name', 'Name'])(
    'when sort is %j, then it is refused naming the allowed values',
    (sort) => {
      const issues = query.safeParse({ sort }).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['sort', 'Sort must be one of createdAt, -createdAt, name, -name.'],
      ]);
    },
  );

  it('when sort is repeated (an array), then it is refused', () => {
    expect(query.safeParse({ sort: ['name', '-name'] }).success).toBe(false);
  });

  it('when a name is sent with spaces around it, then it is read trimmed', () => {
    expect(query.parse({ sort: ' name ' })).toEqual({ sort: 'name' });
  });
});

describe('sortFieldOf', () => {
  it('when a sort value is read, then it names the field and the direction', () => {
    expect(sortFieldOf('-createdAt')).toEqual({ field: 'createdAt', direction: -1 });
    expect(sortFieldOf('name')).toEqual({ field: 'name', direction: 1 });
  });
});
