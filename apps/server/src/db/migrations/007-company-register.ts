import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * The company register (ADR 024). The `company` table of 001 gains what a
 * register import and the search need: the short name, the status as one of four codes (the
 * register's own word stays in `status`), the register within the country, the source file and
 * the normalised name the search matches (`companySearchText` in the contract; the app writes it).
 *
 * The name index: SQLite an FTS5 `trigram` table over `search_name` whose content is the company
 * table itself, kept in sync by triggers; PostgreSQL `pg_trgm` with a GIN index. Number and
 * name-prefix searches are range scans on btree indexes, under the "C" collation on PostgreSQL so
 * that a range `>= prefix and < prefix || U+FFFF` means "starts with" whatever the database locale.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('company').addColumn('short_name', 'text').execute();
  await db.schema
    .alterTable('company')
    .addColumn('status_code', 'text', (c) =>
      c
        .notNull()
        .defaultTo('other')
        .check(sql`status_code in ('active', 'liquidating', 'dissolved', 'other')`),
    )
    .execute();
  await db.schema
    .alterTable('company')
    .addColumn('register_code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('company')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('demo'))
    .execute();
  await db.schema
    .alterTable('company')
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Rows of an older database (none are expected) get a rough normalised name; the app rewrites it.
  await db
    .updateTable('company')
    .set({ search_name: sql`lower(name)` })
    .execute();

  await db.schema
    .createIndex('company_country_register_idx')
    .on('company')
    .columns(['country_id', 'register_code'])
    .execute();

  if (pg) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index company_search_name_trgm_idx on company using gin (search_name gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index company_search_name_prefix_idx on company (country_id, (search_name collate "C"))`.execute(
      db,
    );
    for (const column of ['inn', 'ogrn', 'register_id']) {
      await sql`create index ${sql.id(`company_${column}_prefix_idx`)} on company ((${sql.ref(column)} collate "C"))`.execute(
        db,
      );
    }
    return;
  }

  await db.schema
    .createIndex('company_search_name_prefix_idx')
    .on('company')
    .columns(['country_id', 'search_name'])
    .execute();
  await db.schema.createIndex('company_register_id_idx').on('company').column('register_id').execute();
  await sql`create virtual table company_fts using fts5(search_name, content='company', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into company_fts(company_fts) values ('rebuild')`.execute(db);
  await sql`create trigger company_fts_insert after insert on company begin
    insert into company_fts(rowid, search_name) values (new.id, new.search_name);
  end`.execute(db);
  await sql`create trigger company_fts_delete after delete on company begin
    insert into company_fts(company_fts, rowid, search_name) values ('delete', old.id, old.search_name);
  end`.execute(db);
  await sql`create trigger company_fts_update after update of search_name on company begin
    insert into company_fts(company_fts, rowid, search_name) values ('delete', old.id, old.search_name);
    insert into company_fts(rowid, search_name) values (new.id, new.search_name);
  end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) {
    for (const trigger of ['company_fts_insert', 'company_fts_delete', 'company_fts_update'])
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table if exists company_fts`.execute(db);
    await db.schema.dropIndex('company_register_id_idx').ifExists().execute();
  } else {
    for (const index of [
      'company_search_name_trgm_idx',
      'company_inn_prefix_idx',
      'company_ogrn_prefix_idx',
      'company_register_id_prefix_idx',
    ])
      await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.dropIndex('company_search_name_prefix_idx').ifExists().execute();
  await db.schema.dropIndex('company_country_register_idx').ifExists().execute();
  for (const column of ['search_name', 'source', 'register_code', 'status_code', 'short_name'])
    await db.schema.alterTable('company').dropColumn(column).execute();
}
