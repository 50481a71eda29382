/**
 * LIKE patterns that find `text` as a part, whatever its case: LIKE is case-blind only for Latin
 * letters on SQLite and not at all on PostgreSQL, so the text is tried as typed, lower, upper and
 * capitalised (`ромашка`, `РОМАШКА`, `Ромашка`); `%`, `_` and `\` are escaped (use `escape '\'`).
 */
export function containsPatterns(text: string): string[] {
  const lower = text.toLowerCase();
  const variants = new Set([text, lower, text.toUpperCase(), lower.charAt(0).toUpperCase() + lower.slice(1)]);
  return [...variants].map((variant) => `%${variant.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
