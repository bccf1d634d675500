import { formatPrice, perHour, writeMoney } from '@tutoring/shared/plain';
import { moneyPatternInPage, useSiteSettings } from './site-settings';

export { isPriceSet } from '@tutoring/shared/plain';

export interface PriceFormat {
  /** "$50", "₹2,500": an amount in the institute's currency and locale. */
  price: (amount: number) => string;
  /** "$50/hr", "₹2,500/hr". */
  hourly: (amount: number) => string;
}

/**
 * Prices as the institute writes them (Admin → Settings: currency and locale); the spec's
 * dollars until the settings are known or when none were chosen. Written from the pattern the
 * server put in the page while it is for the settings in use (no `Intl` call, whose first is
 * a long task on a phone: docs/decisions/0046-prices-without-intl-in-the-browser.md); with
 * `Intl` otherwise (an admin who just changed them).
 */
export function usePriceFormat(): PriceFormat {
  const site = useSiteSettings().data;
  const money = { currency: site?.currency, locale: site?.locale };
  const inPage = moneyPatternInPage();
  const pattern =
    inPage && inPage.currency === money.currency && inPage.locale === money.locale
      ? inPage
      : undefined;
  const price = (amount: number) =>
    (pattern ? writeMoney(amount, pattern) : undefined) ?? formatPrice(amount, money);
  return { price, hourly: (amount) => perHour(price(amount)) };
}
