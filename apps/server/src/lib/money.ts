/**
 * Euro cents as an exact decimal text: 4950 -> '49.50', 12000 -> '120.00'. The wire value of a
 * product's `price` (the cart compares the client's price on it), not a display text: pages and
 * documents show prices with the contract's formatEuro (docs/decisions/026-euro-cents.md).
 */
export function euroText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}
