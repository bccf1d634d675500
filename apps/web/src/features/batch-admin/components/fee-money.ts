/**
 * A fee is stored as an integer count of the currency's minor units (paise, cents, fils); staff
 * type it in major units. The currency's own number of decimals (2 for INR, 3 for KWD, 0 for
 * JPY) comes from Intl, as every price the site shows does.
 */
export function minorDigitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** '1500.50' → 150050 (INR). Blank: null. Not a number: NaN, which the schema refuses. */
export function toMinorUnits(typed: string, currency: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return Number.NaN;
  return Math.round(amount * 10 ** minorDigitsOf(currency));
}

/** 150050 → '1500.5' (INR): what the form shows of a stored fee. */
export const fromMinorUnits = (amount: number, currency: string) =>
  String(amount / 10 ** minorDigitsOf(currency));
