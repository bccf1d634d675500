import { DEFAULT_LOCALE, isKnownLocale } from '../site-settings/money';

/** A digit in any script: where a language has no short name for a zone, Intl writes an offset. */
const HAS_DIGIT = /\p{Nd}/u;

type ZoneNameStyle = 'short' | 'long';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter is costly and every booking mail writes times: one per kind, kept. */
function formatterFor(locale: string, timeZone: string, style: ZoneNameStyle) {
  const key = `${locale}|${timeZone}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // The language's own clock: 12-hour with its day period (en-US, en-IN), else 24-hour.
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: style,
    });
    formats.set(key, format);
  }
  return format;
}

const zoneNameIn = (instant: Date, locale: string, timeZone: string, style: ZoneNameStyle) =>
  formatterFor(locale, timeZone, style)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/**
 * A time as people read it, in the site's language (`locale`, BCP 47): 'Monday, 15 March 2027
 * at 6:30 pm IST' (en-IN), 'Monday, March 15, 2027 at 9:00 AM EDT' (en-US). The zone goes by
 * its short name; where the language has none for it (en-US and Asia/Kolkata: Intl writes
 * 'GMT+5:30', which few read as their own clock) by its long name, 'India Standard Time'
 * (docs/decisions/0160-times-in-mail-as-people-read-them.md).
 */
export function readableTime(instant: Date, timeZone: string, locale: string): string {
  const language = isKnownLocale(locale) ? locale : DEFAULT_LOCALE;
  return (
    formatterFor(language, timeZone, 'short')
      .formatToParts(instant)
      .map(({ type, value }) => {
        if (type !== 'timeZoneName' || !HAS_DIGIT.test(value)) return value;
        const long = zoneNameIn(instant, language, timeZone, 'long');
        // A zone with no name at all (Etc/GMT-3): its offset it is.
        return long && !HAS_DIGIT.test(long) ? long : value;
      })
      .join('')
      // Newer ICU puts a narrow no-break space before 'PM': a plain one, so that a search of the
      // mailbox for "6:30 PM" finds the mail, whichever ICU wrote it.
      .replace(/\u202f/g, ' ')
  );
}
