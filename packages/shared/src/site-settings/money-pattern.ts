import { moneyFormatter, usableMoney, type MoneySettings } from './money';

/**
 * How the site writes an amount, read from `Intl` once where it is warm (the server) and
 * written into the entry page's head beside the settings. A browser's first `Intl` call loads
 * its formatting data, a long task on a phone inside the render that paints a course page
 * (docs/decisions/0046-prices-without-intl-in-the-browser.md). With the pattern, public pages
 * write prices with string work and never make that call; without it they use `Intl`.
 */
export interface MoneyPattern {
  /** The settings it was read for, as stored: it is used only while they are the site's. */
  currency: string;
  locale: string;
  /** The texts around the number ('$', '', '₹', ' AED', a right-to-left mark…). */
  before: string;
  after: string;
  /** The locale's ten digits, zero first ('0123456789', '٠١٢٣٤٥٦٧٨٩'). */
  digits: string;
  group: string;
  decimal: string;
  /** The last group's size and the others' (3 and 3; 3 and 2 in en-IN); 0 when ungrouped. */
  primaryGroup: number;
  secondaryGroup: number;
  /** Digits a number needs before its first group mark (2 in es: '1000 €', '10.000 €'). */
  minimumGroupingDigits: number;
  /** The currency's decimals, for amounts that are not whole (2 for USD, 0 for JPY). */
  fractionDigits: number;
}

/** Amounts the pattern is checked against before it is trusted: every grouping, rounding up. */
const MONEY_PATTERN_SAMPLES = [
  0, 5, 50, 999, 1000, 1234, 12345, 123456, 1234567, 123456789, 1234567890123, 0.5, 12.5, 1234.56,
  9.999, 0.004, 99999.995,
];

const SAMPLE_WHOLE = 1234567890;
const SAMPLE_FRACTION = 1234.5;

const isNumberPart = (part: Intl.NumberFormatPart) =>
  ['integer', 'group', 'decimal', 'fraction'].includes(part.type);

/** The texts before the number's first part and after its last. */
function surroundings(parts: Intl.NumberFormatPart[]): { before: string; after: string } {
  const first = parts.findIndex(isNumberPart);
  const last = parts.findLastIndex(isNumberPart);
  const text = (some: Intl.NumberFormatPart[]) => some.map((part) => part.value).join('');
  return { before: text(parts.slice(0, first)), after: text(parts.slice(last + 1)) };
}

const hasGroup = (format: Intl.NumberFormat, amount: number) =>
  format.formatToParts(amount).some((part) => part.type === 'group');

const patterns = new Map<string, MoneyPattern | undefined>();

/**
 * The site's money pattern, for the server to send (kept: every page's head carries it);
 * undefined when some sample, written from it, differs from what `Intl` writes (the page then
 * formats with `Intl`, as before).
 */
export function readMoneyPattern(money: MoneySettings): MoneyPattern | undefined {
  const key = `${money.currency}|${money.locale}`;
  if (!patterns.has(key)) patterns.set(key, patternOf(money));
  return patterns.get(key);
}

function patternOf(money: MoneySettings): MoneyPattern | undefined {
  const { currency, locale } = usableMoney(money);
  // formatPrice's own formatters: the pattern must write what they write.
  const wholeFormat = moneyFormatter(locale, currency, true);
  const fractionFormat = moneyFormatter(locale, currency, false);
  const wholeParts = wholeFormat.formatToParts(SAMPLE_WHOLE);
  const fractionParts = fractionFormat.formatToParts(SAMPLE_FRACTION);
  const integers = wholeParts.filter((part) => part.type === 'integer').map((part) => part.value);
  // 1234567890's digits are the locale's 1 to 9, then its 0.
  const sampleDigits = Array.from(integers.join(''));
  if (sampleDigits.length !== 10) return undefined;
  const grouped = integers.length > 1;
  const pattern: MoneyPattern = {
    currency: money.currency ?? '',
    locale: money.locale ?? '',
    ...surroundings(fractionParts),
    digits: [sampleDigits[9], ...sampleDigits.slice(0, 9)].join(''),
    group: wholeParts.find((part) => part.type === 'group')?.value ?? '',
    decimal: fractionParts.find((part) => part.type === 'decimal')?.value ?? '',
    primaryGroup: grouped ? (integers.at(-1)?.length ?? 0) : 0,
    secondaryGroup: grouped ? (integers.at(-2)?.length ?? 0) : 0,
    minimumGroupingDigits: hasGroup(wholeFormat, 1000) ? 1 : hasGroup(wholeFormat, 10000) ? 2 : 3,
    fractionDigits: fractionFormat.resolvedOptions().maximumFractionDigits ?? 0,
  };
  const agrees = MONEY_PATTERN_SAMPLES.every(
    (amount) =>
      writeMoney(amount, pattern) ===
      (Number.isInteger(amount) ? wholeFormat : fractionFormat).format(amount),
  );
  return agrees ? pattern : undefined;
}

/** '1234567' → '1,234,567' (or '12,34,567'), in ASCII digits still. */
function groupDigits(integer: string, pattern: MoneyPattern): string {
  const { primaryGroup, secondaryGroup, minimumGroupingDigits, group } = pattern;
  if (primaryGroup === 0 || integer.length - primaryGroup < minimumGroupingDigits) return integer;
  const groups = [integer.slice(-primaryGroup)];
  let rest = integer.slice(0, -primaryGroup);
  while (rest.length > 0) {
    groups.unshift(rest.slice(-secondaryGroup));
    rest = rest.slice(0, -secondaryGroup);
  }
  return groups.join(group);
}

/**
 * The amount rounded to some decimals as ICU rounds it: from its shortest decimal text (what
 * `String` writes, so 99999.995 is a tie, not the binary value just below it), halves away
 * from zero. Undefined for a text with an exponent (below 1e-6, from 1e21).
 */
function roundedDigits(
  amount: number,
  places: number,
): { integer: string; fraction: string } | undefined {
  const text = String(amount);
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [integer = '', fraction = ''] = text.split('.');
  const kept = integer + fraction.slice(0, places).padEnd(places, '0');
  const roundsUp = (fraction[places] ?? '0') >= '5';
  const digits = roundsUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const point = digits.length - places;
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * The amount as the pattern writes it: whole amounts without decimals, others rounded to the
 * currency's decimals; undefined for what it does not cover (below zero, not finite, written
 * with an exponent), which is left to `Intl`.
 */
export function writeMoney(amount: number, pattern: MoneyPattern): string | undefined {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const rounded = roundedDigits(amount, Number.isInteger(amount) ? 0 : pattern.fractionDigits);
  if (!rounded) return undefined;
  const inDigits = (ascii: string) =>
    ascii.replace(/[0-9]/g, (digit) => pattern.digits[Number(digit)] ?? digit);
  const number = inDigits(groupDigits(rounded.integer, pattern));
  const decimals = rounded.fraction === '' ? '' : `${pattern.decimal}${inDigits(rounded.fraction)}`;
  return `${pattern.before}${number}${decimals}${pattern.after}`;
}
