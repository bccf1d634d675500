import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';
import { readMoneyPattern, writeMoney, type MoneyPattern } from './money-pattern';

/** Locales of every script and grouping the institutes' settings are likely to hold. */
const LOCALES = [
  'en-US',
  'en-IN',
  'en-GB',
  'ar-AE',
  'ar-EG',
  'hi-IN',
  'bn-IN',
  'fr-FR',
  'de-CH',
  'es-ES',
  'pt-BR',
  'pl-PL',
  'ja-JP',
  'fa-IR',
  'my-MM',
];

/** A seeded generator (a linear congruential one): the same amounts on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Whole amounts, cents, ties at the third decimal and long fractions, of every magnitude. */
function randomAmount(random: () => number): number {
  const magnitude = 10 ** Math.floor(random() * 13);
  const kind = random();
  if (kind < 0.4) return Math.floor(random() * magnitude);
  if (kind < 0.7) return Math.round(random() * magnitude * 100) / 100;
  if (kind < 0.85)
    return Math.floor(random() * magnitude) + Math.floor(random() * 100) / 100 + 0.005;
  return Math.round(random() * magnitude * 10000) / 10000;
}

const pattern = (currency: string, locale: string) =>
  readMoneyPattern({ currency, locale }) as MoneyPattern;

describe('readMoneyPattern and writeMoney', () => {
  it('when any currency is written in any of the locales, then the pattern writes what Intl writes', () => {
    const random = seeded(31);
    const differences: string[] = [];
    for (const locale of LOCALES)
      for (const currency of Intl.supportedValuesOf('currency')) {
        const read = readMoneyPattern({ currency, locale });
        if (!read) {
          differences.push(`${locale} ${currency}: no pattern`);
          continue;
        }
        for (let draw = 0; draw < 12; draw += 1) {
          const amount = randomAmount(random);
          const written = writeMoney(amount, read);
          const expected = formatPrice(amount, { currency, locale });
          if (written !== expected) differences.push(`${locale} ${currency} ${amount}: ${written}`);
        }
      }

    expect(differences).toEqual([]);
  });

  it('when the site charges INR in en-IN, then lakhs are grouped the Indian way', () => {
    const inr = pattern('INR', 'en-IN');

    expect(writeMoney(250000, inr)).toBe('₹2,50,000');
    expect(writeMoney(12345678.5, inr)).toBe('₹1,23,45,678.50');
  });

  it('when the locale has digits of its own, then they are used', () => {
    expect(writeMoney(1234, pattern('EGP', 'ar-EG'))).toBe(
      formatPrice(1234, { currency: 'EGP', locale: 'ar-EG' }),
    );
    expect(pattern('EGP', 'ar-EG').digits).toBe('٠١٢٣٤٥٦٧٨٩');
  });

  it('when a number has four digits in es-ES, then it has no group mark; five have one', () => {
    const euro = pattern('EUR', 'es-ES');

    expect(writeMoney(1000, euro)).toBe('1000\u00a0€');
    expect(writeMoney(10000, euro)).toBe('10.000\u00a0€');
  });

  it('when an amount is a tie in its shortest decimal text, then it rounds up as Intl does', () => {
    const usd = pattern('USD', 'en-US');

    // 99999.995 is stored just below the tie; toFixed(2) would write 99,999.99.
    expect(writeMoney(99999.995, usd)).toBe('$100,000.00');
    expect(writeMoney(1.005, usd)).toBe('$1.01');
    expect(writeMoney(9.999, usd)).toBe('$10.00');
    expect(writeMoney(0.004, usd)).toBe('$0.00');
  });

  it('when the currency has no decimals, then a fraction rounds to a whole amount', () => {
    expect(writeMoney(1234.5, pattern('JPY', 'ja-JP'))).toBe('￥1,235');
  });

  it('when an amount is negative, not finite or written with an exponent, then it is left to Intl', () => {
    const usd = pattern('USD', 'en-US');

    for (const amount of [-5, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 1e21])
      expect(writeMoney(amount, usd)).toBeUndefined();
  });

  it('when read, then it names the settings as stored, so the page uses it only for them', () => {
    expect(readMoneyPattern({ currency: 'AED', locale: 'ar-AE' })).toMatchObject({
      currency: 'AED',
      locale: 'ar-AE',
    });
    expect(readMoneyPattern({})).toMatchObject({ currency: '', locale: '' });
  });
});
