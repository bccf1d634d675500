import { describe, expect, it } from 'vitest';
import {
  instructorRef,
  isMultipleOf,
  isWebLinkOrSitePath,
  linkText,
  nonBlankTextList,
  objectId,
  price,
} from './fields';

const ID = '65a1b2c3d4e5f60718293a4b';

describe('price', () => {
  it.each([0, 1, 19.99, 0.1 + 0.2, 1234.56, 999_999.99])(
    'when the price is %s, then it is accepted',
    (value) => {
      expect(price.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    [0.005, 'Price must be in steps of 0.01.'],
    [19.999, 'Price must be in steps of 0.01.'],
    [-0.01, 'Price must be at least 0.'],
    [-1, 'Price must be at least 0.'],
    [Number.NaN, 'Price must be a number.'],
    [Number.POSITIVE_INFINITY, 'Price must be a number.'],
  ])('when the price is %s, then it is refused with "%s"', (value, message) => {
    const result = price.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('when the price is a numeric string, then it is refused (the form parses numbers)', () => {
    expect(price.safeParse('19.99').success).toBe(false);
  });
});

describe('isMultipleOf', () => {
  it('when values carry binary floating-point error, then they still count as multiples', () => {
    expect(isMultipleOf(0.1 + 0.2, 0.01)).toBe(true);
    expect(isMultipleOf(19.99, 0.01)).toBe(true);
    expect(isMultipleOf(1.5, 0.5)).toBe(true);
  });

  it('when a value falls between two steps, then it is not a multiple', () => {
    expect(isMultipleOf(0.005, 0.01)).toBe(false);
    expect(isMultipleOf(1.25, 0.5)).toBe(false);
  });
});

describe('objectId', () => {
  it('when the id is 24 hex characters in either case, then it is accepted', () => {
    expect(objectId.safeParse(ID).success).toBe(true);
    expect(objectId.safeParse(ID.toUpperCase()).success).toBe(true);
  });

  it.each(['', 'abc', `${ID}0`, 'zzzzzzzzzzzzzzzzzzzzzzzz'])(
    'when the id is %j, then it is refused',
    (value) => {
      expect(objectId.safeParse(value).success).toBe(false);
    },
  );
});

describe('instructorRef', () => {
  it('when the instructor is sent as an id, then the id is kept', () => {
    expect(instructorRef.parse(ID)).toBe(ID);
  });

  it('when the instructor is sent as an object holding only _id, then it becomes the id', () => {
    expect(instructorRef.parse({ _id: ID })).toBe(ID);
  });

  it('when the instructor is sent back as it was read, with its name, then it becomes the id', () => {
    expect(instructorRef.parse({ _id: ID, name: 'Ada' })).toBe(ID);
  });

  it('when the instructor object carries anything else, then it is refused', () => {
    expect(instructorRef.safeParse({ _id: ID, role: 'Tutor' }).success).toBe(false);
  });

  it('when the instructor is missing, then the message is "Instructor is required."', () => {
    const result = instructorRef.safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe('Instructor is required.');
  });
});

describe('linkText', () => {
  it('when no link is given, then it defaults to an empty text', () => {
    expect(linkText.parse(undefined)).toBe('');
  });

  it('when a link or a site path is given, then it is kept trimmed', () => {
    expect(linkText.parse(' https://example.com/a.jpg ')).toBe('https://example.com/a.jpg');
    expect(linkText.parse('/api/files/abc')).toBe('/api/files/abc');
  });

  it.each([
    'https://example.com/a.jpg',
    'http://example.com',
    '/api/files/65a1b2c3d4e5f60718293a4b?v=2',
    '/resources/formula booklet.pdf',
    'default-course.jpg',
  ])('when the link is the web link or site path %j, then it is kept', (value) => {
    expect(linkText.parse(value)).toBe(value);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'vbscript:msgbox(1)',
    // What a browser still runs: it drops tabs and newlines anywhere, control characters in front.
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000 javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'ftp://example.com/file.pdf',
    'mailto:office@example.com',
    // Another site without saying so: browsers read "/\\" like "//".
    '//evil.example/x.png',
    '/\\evil.example/x.png',
  ])('when the link is %j, then it is refused', (value) => {
    const result = linkText.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Link is not allowed.');
  });
});

describe('isWebLinkOrSitePath', () => {
  it('when only rooted site paths are wanted, then a path relative to the page is refused', () => {
    expect(isWebLinkOrSitePath('/api/files/x', { rootedOnly: true })).toBe(true);
    expect(isWebLinkOrSitePath('https://youtu.be/x', { rootedOnly: true })).toBe(true);
    expect(isWebLinkOrSitePath('www.youtube.com/watch?v=x', { rootedOnly: true })).toBe(false);
    expect(isWebLinkOrSitePath('www.youtube.com/watch?v=x')).toBe(true);
  });
});

describe('nonBlankTextList', () => {
  it('when rows are blank or whitespace only, then they are removed and the rest trimmed', () => {
    const list = nonBlankTextList();
    expect(list.parse(['Maths', '', '   ', '\t', ' Physics '])).toEqual(['Maths', 'Physics']);
  });

  it('when the list is missing, then it defaults to an empty list', () => {
    expect(nonBlankTextList().parse(undefined)).toEqual([]);
  });
});
