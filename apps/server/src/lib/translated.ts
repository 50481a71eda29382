import { DEFAULT_LANGUAGE } from '@storefront/contract';
import { type Nullable, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

export const FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;

/** The tables that have translations: `<owner>_translation`, keyed by `<owner>_id` and `language_code`. */
type TranslatedOwner<DB> = {
  [K in keyof DB & string]: K extends `${infer Owner}_translation` ? Owner : never;
}[keyof DB & string];

type TranslationRow<DB, Owner extends string> = DB[`${Owner}_translation` & keyof DB];

/** A query over tables whose names the types do not follow (the helper builds one from `owner`). */
type LooseQuery<O> = SelectQueryBuilder<Record<string, Record<string, unknown>>, string, O>;

/** Left-joins `<owner>_translation` as `as`: the translation in `lang` of the row aliased `alias`. */
function joinLoose<O>(
  query: LooseQuery<O>,
  owner: string,
  alias: string,
  lang: string,
  as: string,
): LooseQuery<O> {
  return query.leftJoin(`${owner}_translation as ${as}`, (join) =>
    join.onRef(`${as}.${owner}_id`, '=', `${alias}.id`).on(`${as}.language_code`, '=', lang),
  ) as unknown as LooseQuery<O>;
}

/**
 * Joins the translation of the `owner` rows of a query (aliased `alias`) in one language as `as`
 * (null columns where the row has none): for screens that show the languages side by side.
 */
export function joinTranslation<
  DB,
  TB extends keyof DB,
  O,
  Owner extends TranslatedOwner<DB>,
  A extends string,
>(
  query: SelectQueryBuilder<DB, TB, O>,
  owner: Owner,
  alias: TB & string,
  lang: string,
  as: A,
): SelectQueryBuilder<DB & Record<A, Nullable<TranslationRow<DB, Owner>>>, TB | A, O> {
  return joinLoose(
    query as unknown as LooseQuery<O>,
    owner,
    alias,
    lang,
    as,
  ) as unknown as SelectQueryBuilder<DB & Record<A, Nullable<TranslationRow<DB, Owner>>>, TB | A, O>;
}

/**
 * Joins the translations of the `owner` rows of a query (aliased `alias`) twice: in the asked
 * language as `t`, in the fallback language (ru-RU) as `d`. Select texts with `localized(column)`.
 */
export function withTranslation<DB, TB extends keyof DB, O, Owner extends TranslatedOwner<DB>>(
  query: SelectQueryBuilder<DB, TB, O>,
  owner: Owner,
  alias: TB & string,
  lang: string,
): SelectQueryBuilder<DB & Record<'t' | 'd', Nullable<TranslationRow<DB, Owner>>>, TB | 't' | 'd', O> {
  const asked = joinLoose(query as unknown as LooseQuery<O>, owner, alias, lang, 't');
  return joinLoose(asked, owner, alias, FALLBACK_LANGUAGE, 'd') as unknown as SelectQueryBuilder<
    DB & Record<'t' | 'd', Nullable<TranslationRow<DB, Owner>>>,
    TB | 't' | 'd',
    O
  >;
}

/**
 * `coalesce(t.<column>, d.<column>, '')`: the text in the asked language (alias t), else in ru-RU
 * (alias d), as `withTranslation` joins them.
 */
export function localized(column: string): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`t.${column}`)}, ${sql.ref(`d.${column}`)}, '')`;
}
