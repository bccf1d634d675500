/** One way to write a price on every page and in the server's HTML (packages/shared/src/money.ts). */
export { formatDollars, formatHourly, isPriceSet } from '@tutoring/shared/plain';
