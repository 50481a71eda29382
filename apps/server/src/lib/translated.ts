import { DEFAULT_LANGUAGE } from '@storefront/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * `coalesce(t.<column>, d.<column>)`: the text in the asked language (alias t), else in ru-RU
 * (alias d). Queries join the translation table twice under those aliases.
 */
export function localized(column: string): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`t.${column}`)}, ${sql.ref(`d.${column}`)}, '')`;
}

export const FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;
