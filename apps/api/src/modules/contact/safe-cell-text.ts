/** Characters that make a spreadsheet app read a typed or imported cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A signed number or phone number (digits, spaces, dots, dashes, parentheses) cannot call a
 * function or reference anything, so "+91 98765 43210" is shown to staff as typed.
 */
const PLAIN_NUMBER = /^[+-][\d\s().-]*$/;

/**
 * Text that cannot run as a formula when the exported sheet is opened, edited or saved as CSV
 * (OWASP "CSV injection"): text starting with = + - @, tab or carriage return is prefixed
 * with a single quote. The cell is a string cell anyway; this guards the spreadsheet app.
 */
export function toSafeCellText(value: string | null | undefined): string {
  const text = value ?? '';
  if (!FORMULA_START.test(text) || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}
