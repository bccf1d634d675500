import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it.each([
    [0, 'hour', '0 hours'],
    [1, 'hour', '1 hour'],
    [1.5, 'hour', '1.5 hours'],
    [2, 'Subject', '2 Subjects'],
    [1, 'More Course', '1 More Course'],
  ])('when the count is %s %s, then it reads "%s"', (count, noun, expected) => {
    expect(countOf(count, noun)).toBe(expected);
  });
});
