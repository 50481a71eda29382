import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { spellingKeySql } from '../../lib/company-query-spellings.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/** A normalised name's words as JSON's array (`json_each` reads them): it splits at the spaces. */
const NAME_WORDS_SQLITE = (name: string) => `'[' || replace(json_quote(${name}), ' ', '","') || ']'`;

/**
 * The lexicon of the register's words, with each word's spelling key, on both databases (ADR 071):
 * the words a query spelled otherwise (in the other alphabet, on the other keyboard layout, with a
 * typo) may stand for are looked up there by exact match or a range of an index.
 *
 * - PostgreSQL has the lexicon since migration 031 (kept by the word index's triggers, and by the
 *   rebuild at the end of a large import); it gains `spelling_key`, computed by the database from
 *   the word (a stored generated column), under a btree.
 * - SQLite gets the same table: every distinct word of three letters or more of the normalised
 *   names, added by triggers on `company` as the FTS index's are (the bulk import's swap copies
 *   them with the others), and filled at the end of a bulk import and by `rebuild`. As on
 *   PostgreSQL a word no name holds any longer stays: it only finds nothing.
 *
 * The key is the same nested `replace` on both, so that both databases hold the same keys.
 */
export async function up(db: AnyDb): Promise<void> {
  const key = spellingKeySql('word');
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `alter table company_search_lexicon add column spelling_key text collate "C" generated always as (${key}) stored`,
      )
      .execute(db);
    await sql`create index company_search_lexicon_key_idx on company_search_lexicon (spelling_key, word)`.execute(
      db,
    );
    await sql`analyze company_search_lexicon`.execute(db);
    return;
  }
  await sql
    .raw(
      `create table company_search_lexicon (
        word text not null primary key,
        spelling_key text not null generated always as (${key}) stored
      ) without rowid`,
    )
    .execute(db);
  await sql`create index company_search_lexicon_key_idx on company_search_lexicon (spelling_key, word)`.execute(
    db,
  );
  await sql
    .raw(
      `insert or ignore into company_search_lexicon (word)
        select distinct value from company, json_each(${NAME_WORDS_SQLITE('company.search_name')})
        where length(value) >= 3 order by 1`,
    )
    .execute(db);
  // Only the words not there yet: most of a name's words are, and an insert tried computes the
  // spelling key before it meets the conflict. `on conflict`, not `or ignore`: a trigger's `or`
  // gives way to the conflict policy of the statement firing it (the importer's upsert).
  const addWords = `insert into company_search_lexicon (word)
    select distinct value from json_each(${NAME_WORDS_SQLITE('new.search_name')}) named
    where length(value) >= 3 and not exists (select 1 from company_search_lexicon held where held.word = named.value)
    on conflict (word) do nothing;`;
  await sql
    .raw(`create trigger company_search_lexicon_insert after insert on company begin ${addWords} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger company_search_lexicon_update after update of search_name on company
        when new.search_name is not old.search_name begin ${addWords} end`,
    )
    .execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists company_search_lexicon_key_idx`.execute(db);
    await sql`alter table company_search_lexicon drop column if exists spelling_key`.execute(db);
    return;
  }
  await sql`drop trigger if exists company_search_lexicon_insert`.execute(db);
  await sql`drop trigger if exists company_search_lexicon_update`.execute(db);
  await sql`drop table if exists company_search_lexicon`.execute(db);
}
