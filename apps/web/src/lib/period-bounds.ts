/**
 * The two date boxes of a period (yyyy-mm-dd each, '' for open): each is bounded by the other,
 * so the date picker cannot offer a range that runs backwards.
 */
export function periodBounds(from: string, to: string) {
  return {
    from: { type: 'date', value: from, max: to || undefined },
    to: { type: 'date', value: to, min: from || undefined },
  } as const;
}
