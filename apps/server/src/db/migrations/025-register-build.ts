import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * ADR 047: a bulk import writes each batch of the file straight into the new register
 * (`company_next`) instead of staging whole rows to copy them after.
 *
 * `company_import_row`, the staging table of migration 008, goes. What the build still needs of
 * each line is narrow: `company_import_line` keeps its line and register number, so that a number
 * the file holds more than once is reported with all its lines.
 *
 * `register_build` names the import whose new register `company_next` is (one at a time), the
 * register's revision it was started against, and the time its rows are stamped with. A resumed
 * import goes on only when all three still hold; otherwise it starts its file over. An import
 * staged by an earlier version (its rows were in `company_import_row`) has no build here and
 * starts over too.
 *
 * Both tables are SQLite's (the bulk import is); PostgreSQL gets them as it got migration 008's,
 * so that both databases have the same tables.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('company_import_row').ifExists().execute();
  await db.schema
    .createTable('company_import_line')
    .addColumn('import_key', 'text', (c) => c.notNull())
    .addColumn('line', 'bigint', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('register_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('register_build')
    .addColumn('import_key', 'text', (c) => c.primaryKey())
    .addColumn('register_revision', 'text', (c) => c.notNull())
    .addColumn('stamp', 'text', (c) => c.notNull())
    .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) =>
      c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .execute();
  if (!pg) {
    await sql`drop table if exists company_fts_next`.execute(db);
    await sql`drop table if exists company_next`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  await db.schema.dropTable('register_build').ifExists().execute();
  await db.schema.dropTable('company_import_line').ifExists().execute();
  await db.schema
    .createTable('company_import_row')
    .addColumn('import_key', 'text', (c) => c.notNull())
    .addColumn('line', 'bigint', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('register_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text')
    .addColumn('inn', 'text')
    .addColumn('ogrn', 'text')
    .addColumn('kpp', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_code', 'text', (c) => c.notNull())
    .addColumn('legal_form', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('registered_on', 'text')
    .addColumn('register_code', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_updated_at', timestamp)
    .addColumn('search_name', 'text', (c) => c.notNull())
    .execute();
}
