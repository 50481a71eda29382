/** Euro cents as an exact decimal text: 4950 -> '49.50', 12000 -> '120.00'. */
export function euroText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}
