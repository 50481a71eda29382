import { DEFAULT_LANGUAGE } from '@storefront/contract';

/**
 * The language to answer in: the one asked for when the shop has it, else the shop's language of
 * the same base ('en' -> 'en-US'), else ru-RU.
 */
export function resolveLocale(asked: string | undefined, available: readonly string[]): string {
  if (!asked) return DEFAULT_LANGUAGE;
  const exact = available.find((code) => code.toLowerCase() === asked.toLowerCase());
  if (exact) return exact;
  const base = asked.split('-')[0]?.toLowerCase();
  return available.find((code) => code.split('-')[0]?.toLowerCase() === base) ?? DEFAULT_LANGUAGE;
}
