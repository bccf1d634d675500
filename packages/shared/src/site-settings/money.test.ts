import { describe, expect, it } from 'vitest';
import { formatHourlyPrice, formatPrice, isKnownCurrency, isKnownLocale } from './money';

describe('formatPrice', () => {
  it('when nothing is chosen, then it writes the spec’s dollars: whole amounts without cents', () => {
    expect(formatPrice(50)).toBe('$50');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(1800)).toBe('$1,800');
    expect(formatHourlyPrice(0)).toBe('$0/hr');
  });

  it('when the site charges INR in en-IN, then "₹2,500/hr" and lakhs grouped the Indian way', () => {
    const money = { currency: 'INR', locale: 'en-IN' };

    expect(formatHourlyPrice(2500, money)).toBe('₹2,500/hr');
    expect(formatPrice(250000, money)).toBe('₹2,50,000');
  });

  it('when a stored value is unusable, then it falls back to the defaults instead of throwing', () => {
    expect(formatPrice(5, { currency: 'XYZ', locale: 'not a locale' })).toBe('$5');
  });
});

describe('isKnownCurrency and isKnownLocale', () => {
  it.each(['USD', 'INR', 'AED', 'GBP'])('accepts the currency %s', (code) => {
    expect(isKnownCurrency(code)).toBe(true);
  });

  it.each(['usd', 'XYZ', 'rupees', ''])('refuses the currency "%s"', (code) => {
    expect(isKnownCurrency(code)).toBe(false);
  });

  it.each(['en-US', 'en-IN', 'ar-AE', 'hi'])('accepts the locale %s', (tag) => {
    expect(isKnownLocale(tag)).toBe(true);
  });

  it.each(['Indian English', '', 'en_US!', 'xx'])('refuses the locale "%s"', (tag) => {
    expect(isKnownLocale(tag)).toBe(false);
  });
});
