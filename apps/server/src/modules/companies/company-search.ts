import type { CompanyQuery } from '@storefront/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type CompanyRow, companyIdsAfter, refreshSearchNames } from './company.repository.js';
import { trigramsOf } from './rare-trigrams.js';

/** A query the engine searches: a number or name words (the service answers the others itself). */
export type SearchableQuery = Extract<CompanyQuery, { kind: 'number' | 'words' }>;

/** What one search asks: a parsed query. */
export interface CompanySearchParams {
  countryId: number;
  /** The register within the country; absent for all of the country's registers. */
  registerCode?: string;
  query: SearchableQuery;
  page: number;
  pageSize: number;
}

export interface CompanySearchResult {
  rows: CompanyRow[];
  /** Matches in the bounded candidate set (at most about 2 × CANDIDATE_LIMIT; ADR 024). */
  total: number;
}

/**
 * What to look up in the lexicon, every distinct word of three letters or more of the register's
 * names with its spelling key (`company_search_lexicon`, ADR 053 and 071): words and keys whole,
 * and beginnings of words and of keys (at most `limit` words of each beginning, in order).
 */
export interface LexiconAsk {
  words: string[];
  keys: string[];
  wordBeginnings: { beginning: string; limit: number }[];
  keyBeginnings: { beginning: string; limit: number }[];
}

export interface LexiconEntry {
  word: string;
  spelling_key: string;
}

/**
 * The search engine behind the company calls (ADR 024). The routes and the service know only this,
 * so an external search server can replace the database's own index later.
 */
export interface CompanySearch {
  search(params: CompanySearchParams): Promise<CompanySearchResult>;
  /** The lexicon's words matching any of the ask (ADR 071): what other spellings of a query exist. */
  lexicon(ask: LexiconAsk): Promise<LexiconEntry[]>;
  /** Brings the index's view of these companies up to date (their normalised names included). */
  indexRows(ids: number[]): Promise<void>;
  /** Rebuilds the whole index from the table. */
  rebuild(): Promise<void>;
  /**
   * Tidies the index after a bulk import. The index already matches the table (it follows every
   * commit), so this only makes it fast again: SQLite merges the FTS segments, PostgreSQL refreshes
   * the planner's statistics.
   */
  refresh(): Promise<void>;
}

/**
 * How many matches one source contributes before ranking. Ranking works on this bounded set, so a
 * common word over millions of rows costs the same as a rare one.
 */
export const CANDIDATE_LIMIT = 1_000;
/** Active companies first, then those being wound up, then the rest, then the dissolved ones. */
const STATUS_RANK = sql`case status_code when 'active' then 0 when 'liquidating' then 1 when 'other' then 2 else 3 end`;
/** What every name candidate comes with: what the page is chosen by, from the index that found it. */
export const KEYS = sql`id, search_name, status_code`;

/** Above every character a normalised name or a number holds: `x >= p and x < p + MAX` is "starts with p". */
export const TOP = '\uffff';

/** `%`, `_` and `\` of a word taken literally in a LIKE pattern with `escape '\'`. */
export function likeContaining(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type Sql = RawBuilder<unknown>;

/**
 * The search both databases share: number and name-prefix matches by btree range scans, ranking
 * and paging in SQL. A dialect supplies the name-words candidates from its trigram index and the
 * spelling of a column compared by code point.
 */
export abstract class SqlCompanySearch implements CompanySearch {
  constructor(protected readonly db: Kysely<Database>) {}

  /**
   * The companies whose name has every word, at most CANDIDATE_LIMIT, with their ranking keys
   * (`KEYS`: id, search_name, status_code): a statement, filtered
   * by `where` (the country, the register and every word's LIKE). `scope` is the country and the
   * register alone, and `prefixed` the statement of the names starting with the query, for a
   * dialect that first looks at how common the words are.
   */
  protected abstract wordCandidates(
    words: string[],
    where: Sql,
    scope: { countryId: number; registerCode?: string; prefixed: Sql },
  ): Sql | Promise<Sql>;
  /**
   * The country as a filter on the rows a number's or a name's index found, not as an index to
   * search by: without statistics SQLite prefers the country's index (an equality) to the number's
   * range, and PostgreSQL intersects its bitmap (hundreds of thousands of rows) with the trigram's.
   */
  protected countryFilter(countryId: number): Sql {
    return sql`country_id = ${countryId}`;
  }
  /**
   * The country and register of a number search. Both dialects' number indexes lead with the
   * country (SQLite, migration 027; PostgreSQL, migration 029), so the country is a plain equality
   * that the index answers with the number's range, and no company row is read.
   */
  protected numberScope(countryId: number, registerCode: string | undefined): Sql {
    return registerCode === undefined
      ? sql`country_id = ${countryId}`
      : sql`country_id = ${countryId} and ${this.registerAsFilter(registerCode)}`;
  }
  /**
   * The register as a comparison no index answers: as an equality it could draw the planner to
   * the (country_id, register_code) index, every company of the register, instead of the
   * number's range.
   */
  protected abstract registerAsFilter(registerCode: string): Sql;
  /** Whether the normalised name holds the word as a plain substring (no pattern to escape). */
  protected abstract holdsWord(word: string): Sql;

  /** The names holding every word, by `holdsWord`: a test no trigram index answers. */
  protected holdsWords(words: string[]): Sql {
    return sql.join(
      words.map((word) => this.holdsWord(word)),
      sql` and `,
    );
  }

  /** ` and` the register within the country, when one is named (else nothing). */
  protected registerFilter(registerCode: string | undefined): Sql {
    return registerCode === undefined ? sql`` : sql` and register_code = ${registerCode}`;
  }

  /** The country, and the register within it when one is named. */
  protected inScope(scope: { countryId: number; registerCode?: string | undefined }): Sql {
    return sql`country_id = ${scope.countryId}${this.registerFilter(scope.registerCode)}`;
  }

  /**
   * How many names of the sample hold each trigram of the words (`company_search_trigram`,
   * migration 023), with '' → how many names were sampled: what `rareTrigrams` picks by.
   */
  protected async trigramCounts(words: string[]): Promise<Map<string, number>> {
    const trigrams = ['', ...new Set(words.flatMap((word) => trigramsOf(word).map((gram) => gram.trigram)))];
    const { rows } = await sql<{ trigram: string; names: number | string }>`select trigram, names
      from company_search_trigram where trigram in (${sql.join(trigrams)})`.execute(this.db);
    return new Map(rows.map((row) => [row.trigram, Number(row.names)]));
  }

  /** A text column compared by code point, so that a range scan means "starts with". */
  protected abstract binary(column: string): Sql;
  /** Rebuilds the dialect's index from the table. */
  protected abstract rebuildIndex(): Promise<void>;
  abstract refresh(): Promise<void>;

  async rebuild(): Promise<void> {
    for (let ids = await companyIdsAfter(this.db, 0, 1_000); ids.length > 0;) {
      await refreshSearchNames(this.db, ids);
      ids = await companyIdsAfter(this.db, ids[ids.length - 1]!, 1_000);
    }
    await this.rebuildIndex();
  }

  async indexRows(ids: number[]): Promise<void> {
    // The index follows the table by itself (triggers, GIN); only the normalised names are ours.
    await refreshSearchNames(this.db, ids);
  }

  async lexicon(ask: LexiconAsk): Promise<LexiconEntry[]> {
    const entry = sql`select word, spelling_key from company_search_lexicon`;
    // Both columns compare by code point (SQLite's BINARY, PostgreSQL's "C"), so that a range is
    // "begins with" and the limited reads take the same words on both.
    const beginning = (
      column: 'word' | 'spelling_key',
      { beginning, limit }: { beginning: string; limit: number },
    ) =>
      sql`select * from (${entry} where ${sql.ref(column)} >= ${beginning} and ${sql.ref(column)} < ${beginning + TOP}
        order by ${sql.raw(column === 'word' ? 'word' : 'spelling_key, word')} limit ${limit}) ${sql.id(`${column}_from`)}`;
    // Hundreds of words and keys, each looked up by the btree: joined as rows, not `in (...)`, which
    // PostgreSQL answered from the lexicon's pg_trgm index (it has `=` too), 1 ms a word.
    const whole = (column: 'word' | 'spelling_key', values: string[]) =>
      sql`select lexicon.word, lexicon.spelling_key from (values ${sql.join(values.map((value) => sql`(${value})`))}) asked
        join company_search_lexicon lexicon on lexicon.${sql.ref(column)} = asked.column1`;
    const parts = [
      ...(ask.words.length > 0 ? [whole('word', ask.words)] : []),
      ...(ask.keys.length > 0 ? [whole('spelling_key', ask.keys)] : []),
      ...ask.wordBeginnings.map((range) => beginning('word', range)),
      ...ask.keyBeginnings.map((range) => beginning('spelling_key', range)),
    ];
    if (parts.length === 0) return [];
    const { rows } = await sql<LexiconEntry>`${sql.join(parts, sql` union `)}`.execute(this.db);
    return rows;
  }

  private startsWith(column: string, prefix: string): Sql {
    return sql`(${this.binary(column)} >= ${prefix} and ${this.binary(column)} < ${prefix + TOP})`;
  }

  async search(params: CompanySearchParams): Promise<CompanySearchResult> {
    return params.query.kind === 'number'
      ? this.numberSearch(params, params.query.number)
      : this.nameSearch(params, params.query);
  }

  /**
   * Whether the number indexes hold each company's ranking keys (PostgreSQL, migration 032). If so,
   * a number's page is chosen from the candidates' keys as the range found them; if not (SQLite),
   * each candidate's row is read once, after the three ranges' ids are put together.
   */
  protected readonly numberIndexesHoldKeys: boolean = false;

  private async numberSearch(params: CompanySearchParams, number: string): Promise<CompanySearchResult> {
    // One range scan per number column, each on its own index (an OR of the three made SQLite
    // scan the country's rows instead).
    const filter = this.numberScope(params.countryId, params.registerCode);
    const inRange = (column: string, columns: Sql) =>
      sql`select ${columns} from company where ${this.startsWith(column, number)} and ${filter} limit ${CANDIDATE_LIMIT}`;
    const rank = sql`case when inn = ${number} or ogrn = ${number} or register_id = ${number} then 0 else 3 end`;
    const order = sql`${STATUS_RANK}, ${this.binary('search_name')}, id`;
    const offset = (params.page - 1) * params.pageSize;
    let matches: Sql;
    let query: Sql;
    if (this.numberIndexesHoldKeys) {
      // Each candidate with its keys and whether its number is the one asked, from the range that
      // found it; a company found by two of its numbers (an OGRN is also the register's number)
      // is one candidate, exact if either is. The page's ids come from those alone.
      const byColumn = (column: string) =>
        sql`select ${KEYS}, case when ${sql.ref(column)} = ${number} then 0 else 3 end as r
          from (${inRange(column, sql`${KEYS}, ${sql.ref(column)}`)}) ${sql.id(column)}`;
      matches = sql`select id, search_name, status_code, min(r) as r from (${byColumn('inn')}
        union all ${byColumn('ogrn')} union all ${byColumn('register_id')}) found
        group by id, search_name, status_code`;
      query = sql`with matches as materialized (${matches}),
        page as (select id from matches order by r, ${order} limit ${params.pageSize} offset ${offset})
        select company.*, (select count(*) from matches) as total from company
        where id in (select id from page) order by ${rank}, ${order}`;
    } else {
      // The candidates are found once (materialised), counted, and each read once for its rank: a
      // sort with a limit keeps only the page's rows (a window numbering every candidate cost as
      // much again as finding them).
      const byColumn = (column: string) =>
        sql`select id from (${inRange(column, sql`id`)}) ${sql.id(column)}`;
      matches = sql`${byColumn('inn')} union ${byColumn('ogrn')} union ${byColumn('register_id')}`;
      query = sql`with matches as materialized (${matches})
        select company.*, (select count(*) from matches) as total from company
        where id in (select id from matches)
        order by ${rank}, ${order} limit ${params.pageSize} offset ${offset}`;
    }
    const { rows } = await sql<CompanyRow & { total: number | string }>`${query}`.execute(this.db);
    if (rows.length > 0 || params.page === 1) {
      const total = Number(rows[0]?.total ?? 0);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    }
    return { rows: [], total: await this.countMatches(matches) };
  }

  /**
   * Names: every candidate comes with its ranking keys (`KEYS`: the id, the normalised name, the
   * status) from the index that found it, so the page is chosen from them alone and only its own
   * rows are read from the table (ADR 052). The order: the rank, the status, the normalised name
   * (the name without its legal form and quotes, case folded), then the id.
   */
  private async nameSearch(
    params: CompanySearchParams,
    query: Extract<CompanySearchParams['query'], { kind: 'words' }>,
  ): Promise<CompanySearchResult> {
    const scope = this.registerFilter(params.registerCode);
    const inCountry = this.inScope(params);
    const words = sql.join(
      query.words.map((word) => sql`search_name like ${likeContaining(word)} escape '\\'`),
      sql` and `,
    );
    // The trigram index finds the rows; the country only filters them (an index on the country
    // would be read whole and intersected with them, slower than the filter).
    const where = sql`${this.countryFilter(params.countryId)}${scope} and ${words}`;
    // Names starting with the query come from the btree, so they rank even when the trigram
    // candidates of a common word are all elsewhere.
    const prefixed = sql`select ${KEYS} from company where ${inCountry} and ${this.startsWith('search_name', query.text)} and ${words} order by ${this.binary('search_name')} limit ${CANDIDATE_LIMIT}`;
    const containing = await this.wordCandidates(query.words, where, {
      countryId: params.countryId,
      registerCode: params.registerCode,
      prefixed,
    });
    const matches = sql`select ${KEYS} from (${prefixed}) prefixed union select ${KEYS} from (${containing}) containing`;
    const rank = sql`case when search_name = ${query.text} then 1 when substr(search_name, 1, ${[...query.text].length}) = ${query.text} then 2 else 3 end`;
    const name = this.binary('search_name');
    const offset = (params.page - 1) * params.pageSize;
    const { rows } = await sql<CompanyRow & { total: number | string }>`
      with matches as materialized (${matches}),
      -- The page's ids, by the candidates' keys alone; then only their rows are read.
      page as (select id, ${rank} as r, ${STATUS_RANK} as s, ${name} as n from matches
        order by r, s, n, id limit ${params.pageSize} offset ${offset})
      select company.*, (select count(*) from matches) as total
      from company where id in (select id from page)
      order by ${rank}, ${STATUS_RANK}, ${name}, id`.execute(this.db);
    if (rows.length === 0)
      return { rows: [], total: params.page === 1 ? 0 : await this.countMatches(matches) };
    return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]!.total) };
  }

  /** How many candidates a search has, for a page past its end (where no row carries the total). */
  private async countMatches(matches: Sql): Promise<number> {
    const count = await sql<{
      total: number | string;
    }>`with matches as (${matches}) select count(*) as total from matches`.execute(this.db);
    return Number(count.rows[0]?.total ?? 0);
  }
}
