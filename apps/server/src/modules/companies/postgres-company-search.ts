import { COMPANY_QUERY_MIN_LETTERS } from '@storefront/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CANDIDATE_LIMIT, KEYS, SqlCompanySearch, TOP, likeContaining } from './company-search.js';
import { rareTrigrams } from './rare-trigrams.js';

export interface PostgresSearchOptions {
  /** A country (or register) with fewer names than this has them all read with the words. */
  probeRows: number;
  /** The most names a common word's ordered scan reads before the trigram index is asked instead. */
  scanRows: number;
  /**
   * The most entries of the word index (`company_search_word`) one way of it reads: a word's own
   * for a query of several words (a one-word query reads at most `candidates`), or those of the
   * lexicon's words containing it. Past that, the other ways answer.
   */
  wordRows: number;
  /** The most words of the lexicon containing a query word whose holders are read together. */
  lexiconWords: number;
  /**
   * How many companies holding the words are taken as candidates from the scan; as many names
   * starting with the query make any other needless.
   */
  candidates: number;
  /** The smallest trigram sample the search trusts (ADR 044; the tests' registers are small). */
  sampleMin?: number;
  /** Told which way each name search found its candidates (for the bench and the tests). */
  observe?: (path: NameSearchPath) => void;
}

/**
 * `prefix`: the names starting with the query fill the candidates; `scope`: a country (or register)
 * small enough to read every name of; `word`: the holders of one of the query's words, from the
 * word index in the page's order (ADR 053); `lexicon`: every holder of the rarest word, through the
 * words containing it (ADR 053); `scan`: a common word, read in name order from the btree;
 * `trigram`: the trigram index; `missed scan`: the scan was read and found too few, then the
 * trigram index answered.
 */
export type NameSearchPath = 'prefix' | 'scope' | 'word' | 'scan' | 'lexicon' | 'trigram' | 'missed scan';

/** A candidate's ranking keys (`KEYS`), as read. */
interface KeyRow {
  id: number | string;
  search_name: string;
  status_code: string;
}

/** Candidates already read, handed to the ranking statement as rows of their keys. */
function keysAsRows(rows: KeyRow[]): RawBuilder<unknown> {
  return sql`select * from unnest(cast(${rows.map((row) => Number(row.id))} as bigint[]),
    cast(${rows.map((row) => row.search_name)} as text[]), cast(${rows.map((row) => row.status_code)} as text[]))
    as found(id, search_name, status_code)`;
}

/**
 * The word a search through the word index reads the holders of: of the words long enough to be in
 * it, the one the fewest sampled names hold (`held`, in the words' order), then the longest.
 */
function drivingWord(words: string[], held: number[]): string | undefined {
  let best: number | undefined;
  words.forEach((word, index) => {
    if ([...word].length < COMPANY_QUERY_MIN_LETTERS) return;
    if (
      best === undefined ||
      held[index]! < held[best]! ||
      (held[index] === held[best] && [...word].length > [...words[best]!].length)
    )
      best = index;
  });
  return best === undefined ? undefined : words[best];
}

/** About how many names `company_search_sample` holds, all countries together. */
const SAMPLE_ROWS = 15_000;

/**
 * Measured on 10 000 000 generated companies (ADR 041): an ordered index-only scan reads about 5
 * million names a second with the words' test, so a scan of scanRows stays near 50 ms.
 */
const DEFAULT_OPTIONS: PostgresSearchOptions = {
  probeRows: 4_000,
  scanRows: 250_000,
  wordRows: 50_000,
  lexiconWords: 64,
  candidates: CANDIDATE_LIMIT,
};

/**
 * PostgreSQL: `pg_trgm`'s GIN index on `search_name` answers `like '%word%'` (migration 007) for
 * words few names contain. A common word's trigrams each point at millions of rows, and the index
 * builds its bitmap of all of them before the first is read; so a common word is instead searched
 * by reading the country's names in order from the btree index of migration 022 (names, ids and
 * register codes, no table row) until enough contain it (ADR 041). How many of the country's
 * names in a random sample hold the words tells the two apart.
 *
 * Statements go unnamed and the pool forces custom plans (db/database.ts), so each search is
 * planned with its own words rather than a generic plan that cannot use the trigram index well.
 */
export class PostgresCompanySearch extends SqlCompanySearch {
  private readonly options: PostgresSearchOptions;
  // Migration 032.
  protected override readonly numberIndexesHoldKeys = true;

  constructor(db: Kysely<Database>, options: Partial<PostgresSearchOptions> = {}) {
    super(db);
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  protected binary(column: string): RawBuilder<unknown> {
    // search_name is "C" itself (migration 022); the other columns have "C" expression indexes.
    return column === 'search_name' ? sql.ref(column) : sql`(${sql.ref(column)} collate "C")`;
  }

  protected holdsWord(word: string): RawBuilder<unknown> {
    return sql`strpos(search_name, ${word}) > 0`;
  }

  protected override countryFilter(countryId: number): RawBuilder<unknown> {
    // `+ 0`: the same comparison, but one the planner cannot answer from the country's index
    // (measured on 1M companies: "строй" 61–68 ms with the index's bitmap ANDed in, 15–26 ms without).
    return sql`country_id + 0 = ${countryId}`;
  }

  protected registerAsFilter(registerCode: string): RawBuilder<unknown> {
    // An expression: the same comparison, but not one the planner can answer from an index.
    return sql`register_code || '' = ${registerCode}`;
  }

  protected async wordCandidates(
    words: string[],
    where: RawBuilder<unknown>,
    scope: { countryId: number; registerCode?: string; prefixed: RawBuilder<unknown> },
  ): Promise<RawBuilder<unknown>> {
    const { probeRows, scanRows, candidates, observe } = this.options;
    const inScope = this.inScope(scope);
    // A test the trigram index cannot answer, so that the btree's order drives the scan and every
    // value comes from the index alone; and faster than a LIKE over each name read.
    const hasWords = this.holdsWords(words);
    const inOrder = (rows: number) =>
      sql`select ${KEYS} from company where ${inScope} order by search_name limit ${rows}`;

    // How many names there are in scope (up to probeRows), how many start with the query (up to
    // the limit, from the btree's range), and how many of the sampled ones hold the words.
    // And how many hold each word, for the word index's way to read the rarest one's holders.
    const probe = await sql<{
      scope: string | number;
      prefixed: string | number;
      seen: string | number;
      hits: string | number;
      held: (string | number)[] | null;
    }>`select
      (select count(*) from (select 1 from company where ${inScope} limit ${probeRows}) scope) as scope,
      (select count(*) from (${scope.prefixed}) prefixed) as prefixed,
      count(*) as seen, count(*) filter (where ${hasWords}) as hits,
      array[${sql.join(words.map((word) => sql`count(*) filter (where ${this.holdsWord(word)})`))}] as held
      from company_search_sample where ${inScope}`.execute(this.db);
    const inScopeRows = Number(probe.rows[0]?.scope ?? 0);
    const seen = Number(probe.rows[0]?.seen ?? 0);
    const hits = Number(probe.rows[0]?.hits ?? 0);
    const driving = drivingWord(
      words,
      (probe.rows[0]?.held ?? []).map((count) => Number(count)),
    );
    // As many names start with the query as the candidates wanted: they fill every page there is
    // (names merely holding the words rank after them), so no other is looked for. Words that
    // usually begin a name ("western", "гранит", a surname) are common there and rare elsewhere.
    if (Number(probe.rows[0]?.prefixed ?? 0) >= candidates) {
      observe?.('prefix');
      return sql`select ${KEYS} from company where false`;
    }
    // A small country (or register): reading all its names with the words is cheap.
    if (inScopeRows < probeRows) {
      observe?.('scope');
      return sql`select ${KEYS} from (${inOrder(probeRows)}) scope where ${hasWords} limit ${CANDIDATE_LIMIT}`;
    }
    // Held by some sampled names, so likely by a thousand or more: the holders of one of its words
    // as a whole word, in the page's order, from the word index alone.
    if (hits > 0) {
      const held = await this.wordHolders(words, driving, scope);
      if (held) {
        observe?.('word');
        return held;
      }
    }
    // Common enough in the sample that the scan should find its candidates within scanRows names,
    // and held by some of the sampled names among those it reads first (`heldEarly`).
    let scanned = false;
    if (seen > 0 && hits * scanRows >= candidates * seen && (await this.heldEarly(inScope, hasWords))) {
      scanned = true;
      const found = await sql<KeyRow>`select ${KEYS}
        from (${inOrder(scanRows)}) scope where ${hasWords} limit ${candidates}`.execute(this.db);
      // Fewer: the words are rarer in the first names than in the sample, and the trigram index
      // answers after all.
      if (found.rows.length === candidates) {
        observe?.('scan');
        return keysAsRows(found.rows);
      }
    }
    const contained = await this.containingWords(words, driving, scope);
    if (contained) {
      observe?.('lexicon');
      return contained;
    }
    observe?.(scanned ? 'missed scan' : 'trigram');
    // The words' rarest trigrams for the GIN index (ADR 044): a bitmap of two short lists instead
    // of every trigram's; the words themselves by `strpos`, which the index cannot answer.
    const picked = await this.rareTrigrams(words);
    if (picked) {
      const trigrams = sql.join(
        picked.map((trigram) => sql`search_name like ${`%${trigram}%`}`),
        sql` and `,
      );
      return sql`select ${KEYS} from company where ${this.countryFilter(scope.countryId)}${this.registerFilter(
        scope.registerCode,
      )} and ${trigrams} and ${hasWords} limit ${CANDIDATE_LIMIT}`;
    }
    return sql`select ${KEYS} from company where ${where} limit ${CANDIDATE_LIMIT}`;
  }

  /**
   * The first `candidates` companies (status, then normalised name, then id) that have the driving
   * word (`drivingWord`) as a word of their name and hold its other words, from `company_search_word`
   * alone (migration 031); or nothing, when fewer are found there: the names holding the words
   * inside a longer word ("строй" in "спецстрой") are then looked for the other ways.
   */
  private async wordHolders(
    words: string[],
    driving: string | undefined,
    scope: { countryId: number; registerCode?: string },
  ): Promise<RawBuilder<unknown> | undefined> {
    const { candidates, wordRows } = this.options;
    if (driving === undefined) return undefined;
    const others = words.filter((word) => word !== driving);
    const holders = (rows: number) => sql`select id, search_name, status_code from company_search_word
      where ${this.inScope(scope)} and word = ${driving}
      order by status_rank, search_name, id limit ${rows}`;
    const held =
      others.length === 0
        ? holders(candidates)
        : sql`select id, search_name, status_code from (${holders(wordRows)}) held
            where ${this.holdsWords(others)} limit ${candidates}`;
    // Counted first, then read again by the ranking statement: the index range is read twice
    // (0.4 ms for a thousand entries), where handing a thousand keys to the statement as
    // parameters cost 4-6 ms of the search.
    const { rows } = await sql<{
      found: number | string;
    }>`select count(*) as found from (${held}) held`.execute(this.db);
    return Number(rows[0]?.found ?? 0) === candidates ? held : undefined;
  }

  /**
   * Every company holding the driving word (`drivingWord`) anywhere in its name (and its other words), when
   * that is few enough to read: the lexicon's words containing it (at most `lexiconWords`, found by
   * pg_trgm in `company_search_lexicon`, migration 031), then their entries in the word index (at
   * most `wordRows` of them), the first `candidates` in the page's order. Nothing, when either is
   * more, or when the word has no three letters or digits in a row for pg_trgm to look by.
   */
  private async containingWords(
    words: string[],
    driving: string | undefined,
    scope: { countryId: number; registerCode?: string },
  ): Promise<RawBuilder<unknown> | undefined> {
    const { candidates, wordRows, lexiconWords } = this.options;
    if (driving === undefined || lexiconWords <= 0 || !/[\p{L}\p{N}]{3}/u.test(driving)) return undefined;
    const lexicon = await sql<{ word: string }>`select word from company_search_lexicon
      where word like ${likeContaining(driving)} escape '\\' limit ${lexiconWords + 1}`.execute(this.db);
    if (lexicon.rows.length > lexiconWords) return undefined;
    // No name of the register has a word containing it: no name holds it.
    if (lexicon.rows.length === 0) return sql`select ${KEYS} from company where false`;
    const found = sql`from company_search_word where ${this.inScope(scope)}
      and word in (${sql.join(lexicon.rows.map((row) => row.word))})`;
    const read = await sql<{ entries: number | string }>`select count(*) as entries
      from (select 1 ${found} limit ${wordRows + 1}) entries`.execute(this.db);
    if (Number(read.rows[0]?.entries ?? 0) > wordRows) return undefined;
    const others = words.filter((word) => word !== driving);
    // A name holding two of the words found ("pennine pennines") has an entry for each: one candidate.
    return sql`select id, search_name, status_code ${found}${others.length > 0 ? sql` and ${this.holdsWords(others)}` : sql``}
      group by id, search_name, status_code, status_rank
      order by status_rank, search_name, id limit ${candidates}`;
  }

  /**
   * Whether any of the sampled names the scan would read holds the words: of the scope's sampled
   * names in name order, the first as many as the sample drew from twice scanRows names of the
   * table (two scans' worth, so that a word spread evenly is seen there nearly always). A word
   * common only far down the alphabet ("kite" of "red kite ltd" among the UK's names, "жилья")
   * made the scan read all scanRows names for nothing: 88-106 ms of a 100-145 ms search on
   * 10 000 000 companies, before the trigram index answered. Asked only when the scan is
   * otherwise chosen (0.6 ms from the sample's name index of migration 028).
   */
  private async heldEarly(inScope: RawBuilder<unknown>, hasWords: RawBuilder<unknown>): Promise<boolean> {
    const { rows } = await sql<{ early: string | number }>`select count(*) as early
      from company_search_sample where ${inScope} and ${hasWords} and search_name <= coalesce((
        select search_name from company_search_sample where ${inScope} order by search_name
        offset coalesce((select greatest(cast(ceil(cast(${2 * this.options.scanRows} as double precision)
          * sampled.names / greatest(class.reltuples, 1)) as bigint), 1) - 1
          from company_search_trigram sampled, pg_class class
          where sampled.trigram = '' and class.oid = 'company'::regclass), ${2 * this.options.scanRows})
        limit 1), ${TOP})`.execute(this.db);
    return Number(rows[0]?.early ?? 0) > 0;
  }

  /** The words' rarest trigrams by the sample (`rareTrigrams`), those pg_trgm indexes: letters and digits. */
  private async rareTrigrams(words: string[]): Promise<string[] | undefined> {
    return rareTrigrams(words, await this.trigramCounts(words), {
      sampleMin: this.options.sampleMin,
      usable: (trigram) => /^[\p{L}\p{N}]{3}$/u.test(trigram),
    });
  }

  protected async rebuildIndex(): Promise<void> {
    await sql`reindex index company_search_name_trgm_idx`.execute(this.db);
    await this.rebuildWords();
    await sql`vacuum (analyze) company_search_word`.execute(this.db);
    // The sample's size is taken from the planner's row count, which a table never analysed lacks.
    await sql`analyze company`.execute(this.db);
    await this.refreshSample();
  }

  async refresh(): Promise<void> {
    // A large import's connections write no word entries (migration 031): the word index is built
    // again from the table once, at the end.
    const setting = await sql<{
      words: string | null;
    }>`select current_setting('storefront.search_words', true) as words`.execute(this.db);
    if (setting.rows[0]?.words === 'deferred') await this.rebuildWords();
    // The GIN index followed every commit. Fresh statistics let the planner use it well, and a
    // vacuum marks the pages all-visible, so that a common word's scan reads the btree alone
    // (an index-only scan fetches every row of a page not so marked).
    await sql`vacuum (analyze) company`.execute(this.db);
    // The word index is read index-only too (ADR 053).
    await sql`vacuum (analyze) company_search_word`.execute(this.db);
    await this.refreshSample();
  }

  /**
   * Writes the word index (migration 031) again from `company`: a new table filled in the index's
   * order, its btree built by sorting, then swapped in for the old one, which searches read until
   * the commit. Writers of `company` wait meanwhile (a share lock), so that no write between the
   * read and the swap is lost. The lexicon gains the words it lacked.
   */
  private async rebuildWords(): Promise<void> {
    await this.db.transaction().execute((trx) => rebuildCompanySearchWords(trx));
  }

  /**
   * Draws the names the search counts a word in (`company_search_sample`, migration 022) anew, and
   * counts their trigrams (`company_search_trigram`, migration 023):
   * about SAMPLE_ROWS of them, whole pages of the table at random (`tablesample system` reads
   * only the pages drawn; the share comes from the planner's row count), all of them for a
   * register smaller than that; stored by country, so that a country's sample is read from a few
   * pages together.
   */
  private async refreshSample(): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`delete from company_search_sample`.execute(trx);
      await sql`insert into company_search_sample (country_id, register_code, search_name)
        select country_id, register_code, search_name
        from company tablesample system ((select least(100, 100.0 * ${sql.lit(SAMPLE_ROWS)} / greatest(reltuples, 1))
          from pg_class where oid = 'company'::regclass)) repeatable (0)
        order by country_id, register_code`.execute(trx);
      await sql`delete from company_search_trigram`.execute(trx);
      await sql`insert into company_search_trigram (trigram, names)
        select trigram, count(*) from (
          select distinct s.ctid, substr(s.search_name, g, 3) as trigram
          from company_search_sample s, generate_series(1, length(s.search_name) - 2) g) grams
        group by trigram
        union all select '', count(*) from company_search_sample`.execute(trx);
    });
  }
}

/**
 * The statements of `rebuildWords`, run inside the caller's transaction (a PostgreSQL bulk import
 * builds the word index in the transaction that writes its companies, ADR 072): the word index
 * (migration 031) written again from `company` into a new table in the index's order, its btree
 * built by sorting, swapped in for the old one; the lexicon gains the words it lacked.
 */
export async function rebuildCompanySearchWords(trx: Kysely<Database>): Promise<void> {
  await sql`lock table company in share mode`.execute(trx);
  await sql`drop table if exists company_search_word_next`.execute(trx);
  await sql`create table company_search_word_next (like company_search_word)`.execute(trx);
  await sql`insert into company_search_word_next
    select c.country_id, w, company_status_rank(c.status_code), c.search_name, c.id, c.status_code,
      c.register_code
    from company c, company_name_words(c.search_name) w order by 1, 2, 3, 4, 5`.execute(trx);
  await sql`create index company_search_word_next_idx on company_search_word_next
    (country_id, word, status_rank, search_name, id) include (status_code, register_code)`.execute(trx);
  await sql`drop table company_search_word`.execute(trx);
  await sql`alter table company_search_word_next rename to company_search_word`.execute(trx);
  await sql`alter index company_search_word_next_idx rename to company_search_word_idx`.execute(trx);
  await sql`insert into company_search_lexicon (word) select distinct word from company_search_word
    order by word on conflict do nothing`.execute(trx);
}
