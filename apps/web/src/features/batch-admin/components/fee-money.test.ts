import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './fee-money';

describe('a fee typed in the currency and stored in its minor units', () => {
  it.each([
    ['INR', '1500.5', 150050],
    ['KWD', '12.345', 12345],
    ['JPY', '3000', 3000],
  ])('when %s %s is typed, then %i minor units are sent', (currency, typed, minor) => {
    expect(toMinorUnits(typed, currency)).toBe(minor);
    expect(fromMinorUnits(minor, currency)).toBe(String(Number(typed)));
  });

  it('when the fee is blank, then there is none; when it is no number, then the schema is left to refuse it', () => {
    expect(toMinorUnits('  ', 'INR')).toBeNull();
    expect(toMinorUnits('abc', 'INR')).toBeNaN();
  });

  it('when a float would be off by a hair (0.29 × 100), then the amount is still whole', () => {
    expect(toMinorUnits('0.29', 'USD')).toBe(29);
  });
});
