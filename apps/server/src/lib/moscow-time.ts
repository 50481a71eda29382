/** The instant a day in Moscow (UTC+3) begins, `plusDays` later, as ISO-8601 UTC. */
export function moscowMidnight(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00+03:00`) + plusDays * 24 * 60 * 60 * 1000).toISOString();
}

/** The calendar day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first day of the month after `day`'s (YYYY-MM-DD). */
export function firstOfNextMonth(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
