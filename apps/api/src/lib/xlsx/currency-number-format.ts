import { usableMoney, type MoneySettings } from '@tutoring/shared';

interface AmountKind {
  /** A whole amount is written without decimals ("₹2,500"), as the site writes it. */
  whole: boolean;
  /** An hourly rate reads "₹2,500/hr". */
  hourly: boolean;
}

/** Text Excel shows as it is inside a number format (currency symbols hold no quote). */
const quoted = (text: string) => (text ? `"${text}"` : '');

/** True when the locale groups like 1,00,00,000 (lakh and crore) rather than 10,000,000. */
function groupsInTwos(locale: string): boolean {
  const tenMillion = new Intl.NumberFormat(locale).formatToParts(10_000_000);
  return tenMillion.filter((part) => part.type === 'group').length === 3;
}

/**
 * An Excel number format that shows a price as the site does (formatPrice): the currency's
 * symbol on the side the locale puts it, its decimals unless the amount is whole, and the
 * locale's grouping. Excel's format language cannot name a locale's separators (the reader's
 * own are used), so grouping in twos (en-IN) is written with its two conditional sections:
 * from 1 crore "1,00,00,000", from 1 lakh "1,00,000", below that "99,999"; amounts of 100
 * crore and more keep their extra digits in the first group.
 */
export function currencyNumberFormat(money: MoneySettings, { whole, hourly }: AmountKind): string {
  const { currency, locale } = usableMoney(money);
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const parts = format.formatToParts(1);
  const isNumber = (part: Intl.NumberFormatPart) =>
    ['integer', 'decimal', 'fraction'].includes(part.type);
  const textOf = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  const before = quoted(textOf(0, parts.findIndex(isNumber)));
  const after = quoted(textOf(parts.findLastIndex(isNumber) + 1) + (hourly ? '/hr' : ''));
  const digits = whole ? 0 : (format.resolvedOptions().maximumFractionDigits ?? 0);
  const decimals = digits > 0 ? `.${'0'.repeat(digits)}` : '';
  const amount = (pattern: string) => `${before}${pattern}${decimals}${after}`;
  if (!groupsInTwos(locale)) return amount('#,##0');
  return [
    `[>=10000000]${amount('##\\,##\\,##\\,##0')}`,
    `[>=100000]${amount('##\\,##\\,##0')}`,
    amount('##,##0'),
  ].join(';');
}
