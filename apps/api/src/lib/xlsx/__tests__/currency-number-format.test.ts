import { describe, expect, it } from 'vitest';
import { currencyNumberFormat } from '../currency-number-format';

const WHOLE = { whole: true, hourly: false };

describe('currencyNumberFormat', () => {
  it('when nothing is set, then whole amounts read as dollars with thousands grouped', () => {
    expect(currencyNumberFormat({}, WHOLE)).toBe('"$"#,##0');
  });

  it('when the amount has cents and is hourly, then the decimals and "/hr" follow', () => {
    expect(currencyNumberFormat({}, { whole: false, hourly: true })).toBe('"$"#,##0.00"/hr"');
  });

  it('when the locale writes the symbol after the amount, then the format does too', () => {
    expect(currencyNumberFormat({ currency: 'EUR', locale: 'de-DE' }, WHOLE)).toBe(
      '#,##0"\u00a0€"',
    );
  });

  it('when the locale groups in lakhs and crores, then the conditional sections group that way', () => {
    expect(currencyNumberFormat({ currency: 'INR', locale: 'en-IN' }, WHOLE)).toBe(
      '[>=10000000]"₹"##\\,##\\,##\\,##0;[>=100000]"₹"##\\,##\\,##0;"₹"##,##0',
    );
  });

  it('when the currency has no minor unit, then even a fractional amount has no decimals', () => {
    expect(
      currencyNumberFormat({ currency: 'JPY', locale: 'ja-JP' }, { whole: false, hourly: false }),
    ).toMatch(/#,##0"?$/);
  });
});
