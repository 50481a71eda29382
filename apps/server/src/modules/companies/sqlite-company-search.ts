import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CANDIDATE_LIMIT, KEYS, SqlCompanySearch } from './company-search.js';
import { rareTrigrams } from './rare-trigrams.js';

/** An FTS5 string: the text taken literally, whatever operator characters it holds. */
function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Adds the words of three letters or more of `table`'s normalised names (those `where` keeps) to
 * the lexicon (migration 040), in one statement: what the triggers on `company` do row by row.
 */
export async function addLexiconWords(
  db: Kysely<Database>,
  table: 'company' | 'company_next',
  where: RawBuilder<unknown> = sql`true`,
): Promise<void> {
  await sql`insert or ignore into company_search_lexicon (word)
    select distinct value from ${sql.table(table)} named,
      json_each('[' || replace(json_quote(named.search_name), ' ', '","') || ']')
    where ${where} and length(value) >= 3 order by 1`.execute(db);
}

/** How many names the trigram sample draws (migration 023 draws its first the same way). */
const SAMPLE_NAMES = 10_000;
/**
 * The most names a common word's ordered read takes before the trigram index is asked instead:
 * measured on 10 000 000 generated companies, about 15 ms for 50 000 names (ADR 044).
 */
const SCAN_ROWS = 50_000;
/**
 * How many more holders the sample must promise within SCAN_ROWS names than the candidates
 * wanted, for the ordered read to be tried: one that falls short costs its whole read (13 ms on
 * 10 000 000 companies) before the trigram index answers, in 2 to 5 ms (ADR 049).
 */
const SCAN_MARGIN = 2;
/**
 * What checking one FTS5 hit costs (its company row read, the country and the words tested) in
 * entries of a trigram's list read: 2.2 µs against 0.09 µs on 10 000 000 companies (ADR 049).
 */
const CHECK_COST = 25;
/**
 * The FTS5 query for the words: their rarest trigrams by the sample (`rareTrigrams`), each a
 * string of its own, or the words whole, each a phrase of all its trigrams.
 */
export function ftsQuery(words: string[], counts: ReadonlyMap<string, number>, sampleMin?: number): string {
  return (rareTrigrams(words, counts, { sampleMin, checkCost: CHECK_COST }) ?? words)
    .map(ftsString)
    .join(' ');
}

/**
 * SQLite: the FTS5 `trigram` table `company_fts` over `search_name` (migration 007, kept in sync
 * by triggers), asked for the words' rarest trigrams by the sample of migration 023 (ADR 044). A
 * trigram needs three characters, so shorter words are left to the LIKE filter. The names in
 * order come from `company_country_search_name_idx` (country, normalised name, status; migration
 * 030) with their ranking keys, no row read.
 */
export class SqliteCompanySearch extends SqlCompanySearch {
  /**
   * For the tests, whose registers are small: `sampleMin`, the smallest trigram sample the search
   * trusts; `scanRows` and `candidates`, the ordered read's length and how many it must find.
   */
  constructor(
    db: Kysely<Database>,
    private readonly options: { sampleMin?: number; scanRows?: number; candidates?: number } = {},
  ) {
    super(db);
  }

  protected binary(column: string): RawBuilder<unknown> {
    // SQLite compares text with BINARY (code point order in UTF-8) unless told otherwise.
    return sql.ref(column);
  }

  protected holdsWord(word: string): RawBuilder<unknown> {
    return sql`instr(search_name, ${word}) > 0`;
  }

  protected override countryFilter(countryId: number): RawBuilder<unknown> {
    // Unary plus: the same comparison, but not one the planner can answer from an index.
    return sql`+country_id = ${countryId}`;
  }

  protected registerAsFilter(registerCode: string): RawBuilder<unknown> {
    // Unary plus: the same comparison, but not one the planner can answer from an index.
    return sql`+register_code = ${registerCode}`;
  }

  protected async wordCandidates(
    words: string[],
    where: RawBuilder<unknown>,
    scope: { countryId: number; registerCode?: string; prefixed: RawBuilder<unknown> },
  ): Promise<RawBuilder<unknown>> {
    const inScope = this.inScope(scope);
    const hasWords = this.holdsWords(words);
    // How many names start with the query (up to the limit, from the btree's range), and how many
    // of the country's sampled names hold the words.
    const probe = await sql<{ prefixed: number; seen: number; hits: number | null }>`select
      (select count(*) from (${scope.prefixed})) as prefixed,
      count(*) as seen, sum(${hasWords}) as hits
      from company_search_sample where ${inScope}`.execute(this.db);
    const { prefixed = 0, seen = 0, hits = 0 } = probe.rows[0] ?? {};
    // As many names start with the query as there are candidates: they fill every page there is
    // (names merely holding the words rank after them), so no other is looked for.
    if (Number(prefixed) >= CANDIDATE_LIMIT) return sql`select ${KEYS} from company where 0`;
    // Common in the country's sample: the country's names are read in order from the btree of
    // migration 030 until enough hold the words, without the trigram index's lists of names of
    // every country. Fewer within SCAN_ROWS names: the trigram index answers after all.
    const { scanRows = SCAN_ROWS, candidates = CANDIDATE_LIMIT } = this.options;
    if (Number(seen) > 0 && Number(hits ?? 0) * scanRows >= SCAN_MARGIN * candidates * Number(seen)) {
      // The keys come from the index (migration 030), and go back into the statement as JSON.
      const found = await sql<{ id: number; search_name: string; status_code: string }>`select ${KEYS}
        from (select ${KEYS} from company where ${inScope} order by search_name limit ${scanRows})
        where ${hasWords} limit ${candidates}`.execute(this.db);
      if (found.rows.length === candidates)
        return sql`select value ->> 0 as id, value ->> 1 as search_name, value ->> 2 as status_code
          from json_each(${JSON.stringify(found.rows.map((row) => [row.id, row.search_name, row.status_code]))})`;
    }
    const indexed = words.filter((word) => [...word].length >= 3);
    const match = ftsQuery(indexed, await this.trigramCounts(indexed), this.options.sampleMin);
    // CROSS JOIN keeps the FTS hits the outer loop: the index drives, each company row is looked
    // up by id (and `where` sees only the company's columns).
    return sql`select ${KEYS} from (select rowid as hit from company_fts where company_fts match ${match}) hits
      cross join company on company.id = hits.hit
      where ${where}
      order by hits.hit limit ${CANDIDATE_LIMIT}`;
  }

  protected async rebuildIndex(): Promise<void> {
    await sql`insert into company_fts(company_fts) values ('rebuild')`.execute(this.db);
    await addLexiconWords(this.db, 'company');
    await this.drawSample();
  }

  async refresh(): Promise<void> {
    // The triggers kept the index whole; merging the segments a bulk insert leaves makes it fast.
    await sql`insert into company_fts(company_fts) values ('optimize')`.execute(this.db);
    await this.drawSample();
  }

  /**
   * Draws about SAMPLE_NAMES names into `company_search_sample` (at ids spread over the table by a
   * multiplicative stride, the same each time) and counts their trigrams into
   * `company_search_trigram`, in place of the last ones (migration 023 drew the first).
   */
  async drawSample(): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`delete from company_search_sample`.execute(trx);
      await sql`delete from company_search_trigram`.execute(trx);
      await sql`insert into company_search_sample (country_id, register_code, search_name)
        with recursive
          bounds(low, span) as (select min(id), max(id) - min(id) + 1 from company),
          draw(n, id) as (
            select 1, low + 2654435761 % span from bounds where span > 0
            union all
            select n + 1, low + ((n + 1) * 2654435761) % span from draw, bounds where n < ${SAMPLE_NAMES})
        select country_id, register_code, search_name from company
        where id in (select id from draw) order by country_id, register_code`.execute(trx);
      await sql`insert into company_search_trigram (trigram, names)
        with recursive grams(sample, name, at) as (
          select rowid, search_name, 1 from company_search_sample where length(search_name) >= 3
          union all
          select sample, name, at + 1 from grams where at + 3 <= length(name))
        select substr(name, at, 3), count(distinct sample) from grams group by 1
        union all select '', count(*) from company_search_sample`.execute(trx);
    });
  }
}
