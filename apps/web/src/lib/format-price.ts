/**
 * docs/PRODUCT.md: prices are in dollars; whole amounts without cents, others with two decimals.
 */
export function formatDollars(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** docs/PRODUCT.md: hourly prices read "$x/hr". */
export function formatHourly(amount: number): string {
  return `${formatDollars(amount)}/hr`;
}

/** A price is shown only when set; 0 counts as set, null or absent does not. */
export function isPriceSet(amount: number | null | undefined): amount is number {
  return typeof amount === 'number';
}
