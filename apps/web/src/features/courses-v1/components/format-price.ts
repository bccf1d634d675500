/** SPEC.md: prices are in dollars; whole amounts without cents, others with two decimals. */
export function formatPrice(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
