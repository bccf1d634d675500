import { describe, expect, it } from 'vitest';
import { toSafeCellText } from '../safe-cell-text';

describe('toSafeCellText', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-2+3+cmd|" /C calc"!A0', `'-2+3+cmd|" /C calc"!A0`],
    ['@SUM(1+1)', `'@SUM(1+1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['=1+1', `'=1+1`],
  ])('when the text is %j, then it is prefixed with a quote', (value, expected) => {
    expect(toSafeCellText(value)).toBe(expected);
  });

  it.each(['Meera Nair', 'IB Chemistry HL', 'a=b', ' =1+1', "'already quoted", ''])(
    'when the text is %j, then it is unchanged',
    (value) => {
      expect(toSafeCellText(value)).toBe(value);
    },
  );

  it.each(['+91 98765 43210', '+1 (555) 010-2030', '-42', '-3.5'])(
    'when the text is a phone number or signed number %j, then staff see it as typed',
    (value) => {
      expect(toSafeCellText(value)).toBe(value);
    },
  );

  it('when there is no value, then it is an empty text', () => {
    expect(toSafeCellText(undefined)).toBe('');
    expect(toSafeCellText(null)).toBe('');
  });
});
