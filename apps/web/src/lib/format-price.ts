import { formatHourlyPrice, formatPrice } from '@tutoring/shared/plain';
import { useSiteSettings } from './site-settings';

export { isPriceSet } from '@tutoring/shared/plain';

export interface PriceFormat {
  /** "$50", "₹2,500": an amount in the institute's currency and locale. */
  price: (amount: number) => string;
  /** "$50/hr", "₹2,500/hr". */
  hourly: (amount: number) => string;
}

/**
 * Prices as the institute writes them (Admin → Settings: currency and locale); the spec's
 * dollars until the settings are known or when none were chosen.
 */
export function usePriceFormat(): PriceFormat {
  const site = useSiteSettings().data;
  const money = { currency: site?.currency, locale: site?.locale };
  return {
    price: (amount) => formatPrice(amount, money),
    hourly: (amount) => formatHourlyPrice(amount, money),
  };
}
