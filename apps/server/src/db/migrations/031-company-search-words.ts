import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * PostgreSQL only (ADR 053): the words of every normalised name, each with its company's ranking
 * keys, in one btree ordered as the page is (`company_search_word`). A word several thousand names
 * hold is then found by reading its first thousand entries, in the order the page wants (status,
 * then name, then id), instead of building pg_trgm's bitmap of every holder or reading the
 * country's names in order until enough hold it. The entries carry the register code, so that a
 * register is a filter on them, and nothing is read from `company`.
 *
 * Only words of three letters or more (a query's shorter words never drive a search). Kept in
 * step with `company` by three statement triggers (their transition tables hand over a batch's
 * rows together): an insert adds its words, a delete removes them, and an update that changes
 * the name, the status, the register or the country does both. An entry is found again by all
 * its keys, so that its removal is one index lookup whatever the word's size.
 *
 * `company_search_lexicon` holds every distinct word of those entries once, under a pg_trgm index.
 * A query word's holders can then be found in two small steps instead of the trigram bitmap over
 * millions of names: the words that contain it (in a table of distinct words), and their entries
 * here. That finds the names holding it inside a longer word too. The insert and update triggers
 * add a new name's words to it, in one order, so that two imports adding the same new words wait
 * for each other instead of deadlocking. A word no name holds any longer stays there: it finds no
 * entry, and costs nothing but its row.
 *
 * A connection with `storefront.search_words` set to `deferred` (a large import's, ADR 053) writes
 * no entries: kept in step row by row, the word index made an import of a million companies 2.2
 * times slower (4.7 before its entries were sorted). The search engine's `refresh` at the end of
 * such an import builds the word index again from the table, in one sorted pass.
 *
 * SQLite keeps its FTS5 search (ADR 044): nothing changes there.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The order of migration 030's STATUS_RANK (company-search.ts), as the index sorts by it.
  await sql`create function company_status_rank(status text) returns smallint
    language sql immutable parallel safe
    as $$ select cast(case status when 'active' then 0 when 'liquidating' then 1 when 'other' then 2 else 3 end
      as smallint) $$`.execute(db);
  // A normalised name's distinct words of three letters or more: what the word index holds of it.
  await sql`create function company_name_words(search_name text) returns setof text
    language sql immutable parallel safe
    as $$ select distinct w from unnest(string_to_array(search_name, ' ')) w where char_length(w) >= 3 $$`.execute(
    db,
  );
  await sql`create table company_search_word (
    country_id integer not null,
    word text collate "C" not null,
    status_rank smallint not null,
    search_name text collate "C" not null,
    id integer not null,
    status_code text not null,
    register_code text not null
  )`.execute(db);
  // Entries go in in the index's order, so that a batch's entries of one word go to its pages
  // together (an import's statements of 500 companies: 38-45 ms instead of 59-97 ms, against
  // 20-32 ms without the triggers, measured on one million companies).
  await sql`create function company_search_word_insert() returns trigger language plpgsql as $$
    begin
      if current_setting('storefront.search_words', true) = 'deferred' then
        return null;
      end if;
      insert into company_search_word
        select n.country_id, w, company_status_rank(n.status_code), n.search_name, n.id, n.status_code,
          n.register_code
        from inserted n, company_name_words(n.search_name) w order by 1, 2, 3, 4, 5;
      insert into company_search_lexicon (word)
        select distinct w from inserted n, company_name_words(n.search_name) w order by w
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create function company_search_word_delete() returns trigger language plpgsql as $$
    begin
      if current_setting('storefront.search_words', true) = 'deferred' then
        return null;
      end if;
      delete from company_search_word e using removed o, company_name_words(o.search_name) w
        where e.country_id = o.country_id and e.word = w and e.status_rank = company_status_rank(o.status_code)
          and e.search_name = o.search_name and e.id = o.id;
      return null;
    end $$`.execute(db);
  // Only the companies whose words or keys changed: an update of an address or of `updated_at`
  // leaves the entries alone. The statements of one query see the same snapshot, so the new
  // entries are never among those removed.
  await sql`create function company_search_word_update() returns trigger language plpgsql as $$
    begin
      if current_setting('storefront.search_words', true) = 'deferred' then
        return null;
      end if;
      with changed as (
        select o.id, o.country_id as old_country, o.search_name as old_name, o.status_code as old_status,
          n.country_id, n.search_name, n.status_code, n.register_code
        from removed o join inserted n on n.id = o.id
        where (o.country_id, o.search_name, o.status_code, o.register_code)
          is distinct from (n.country_id, n.search_name, n.status_code, n.register_code)),
      gone as (
        delete from company_search_word e using changed c, company_name_words(c.old_name) w
          where e.country_id = c.old_country and e.word = w and e.status_rank = company_status_rank(c.old_status)
            and e.search_name = c.old_name and e.id = c.id),
      added as (
        insert into company_search_word
          select c.country_id, w, company_status_rank(c.status_code), c.search_name, c.id, c.status_code,
            c.register_code
          from changed c, company_name_words(c.search_name) w order by 1, 2, 3, 4, 5)
      insert into company_search_lexicon (word)
        select distinct w from changed c, company_name_words(c.search_name) w
        where c.old_name is distinct from c.search_name order by w
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`insert into company_search_word
    select c.country_id, w, company_status_rank(c.status_code), c.search_name, c.id, c.status_code, c.register_code
    from company c, company_name_words(c.search_name) w`.execute(db);
  await sql`create index company_search_word_idx
    on company_search_word (country_id, word, status_rank, search_name, id) include (status_code, register_code)`.execute(
    db,
  );
  await sql`create table company_search_lexicon (word text collate "C" primary key)`.execute(db);
  await sql`insert into company_search_lexicon (word) select distinct word from company_search_word`.execute(
    db,
  );
  await sql`create index company_search_lexicon_trgm_idx on company_search_lexicon
    using gin (word gin_trgm_ops)`.execute(db);
  await sql`create trigger company_search_word_insert after insert on company
    referencing new table as inserted for each statement execute function company_search_word_insert()`.execute(
    db,
  );
  await sql`create trigger company_search_word_delete after delete on company
    referencing old table as removed for each statement execute function company_search_word_delete()`.execute(
    db,
  );
  await sql`create trigger company_search_word_update after update on company
    referencing old table as removed new table as inserted
    for each statement execute function company_search_word_update()`.execute(db);
  await sql`analyze company_search_word`.execute(db);
  await sql`analyze company_search_lexicon`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger if exists company_search_word_insert on company`.execute(db);
  await sql`drop trigger if exists company_search_word_delete on company`.execute(db);
  await sql`drop trigger if exists company_search_word_update on company`.execute(db);
  await sql`drop function if exists company_search_word_insert()`.execute(db);
  await sql`drop function if exists company_search_word_delete()`.execute(db);
  await sql`drop function if exists company_search_word_update()`.execute(db);
  await sql`drop table if exists company_search_word`.execute(db);
  await sql`drop table if exists company_search_lexicon`.execute(db);
  await sql`drop function if exists company_name_words(text)`.execute(db);
  await sql`drop function if exists company_status_rank(text)`.execute(db);
}
