/**
 * Money as the institute charges it: every price on every page, share page and mail is
 * formatted here, from the site settings' `currency` (ISO 4217) and `locale` (BCP 47).
 * Plain (no zod): the public pages' first JavaScript formats prices too.
 */

/** A fresh site charges in the spec's dollars, written the American way. */
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LOCALE = 'en-US';

/** What formatting reads of the site settings; either may be missing while they load. */
export interface MoneySettings {
  currency?: string | undefined;
  locale?: string | undefined;
}

/** True for an ISO 4217 code the runtime knows ('INR', 'AED', 'GBP'), upper case. */
export function isKnownCurrency(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value);
}

/** True for a well-formed BCP 47 tag whose language the runtime can format ('en-IN', 'ar-AE'). */
export function isKnownLocale(value: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    return canonical !== undefined && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.NumberFormat>();

/** Building a formatter is costly and a page shows many prices: one per kind, kept. */
export function moneyFormatter(
  locale: string,
  currency: string,
  whole: boolean,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // Whole amounts without cents ("$50", "₹2,500"); others with the currency's decimals.
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** The settings' currency and locale, each the default when missing or not usable. */
export function usableMoney(money: MoneySettings = {}): { currency: string; locale: string } {
  return {
    currency: money.currency && isKnownCurrency(money.currency) ? money.currency : DEFAULT_CURRENCY,
    locale: money.locale && isKnownLocale(money.locale) ? money.locale : DEFAULT_LOCALE,
  };
}

/** "$50", "$12.50", "₹2,50,000": the amount in the site's currency and locale. */
export function formatPrice(amount: number, money: MoneySettings = {}): string {
  const { currency, locale } = usableMoney(money);
  return moneyFormatter(locale, currency, Number.isInteger(amount)).format(amount);
}

/** docs/PRODUCT.md: an hourly price reads "<price>/hr" ("₹2,500/hr"). */
export function formatHourlyPrice(amount: number, money: MoneySettings = {}): string {
  return perHour(formatPrice(amount, money));
}

/** "₹2,500" → "₹2,500/hr". */
export const perHour = (price: string) => `${price}/hr`;

/** A price is shown only when set; 0 counts as set, null or absent does not. */
export function isPriceSet(amount: number | null | undefined): amount is number {
  return typeof amount === 'number';
}
