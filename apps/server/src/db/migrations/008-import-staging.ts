import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * A register import's own tables (ADR 025).
 *
 * `import_checkpoint`: how far an import of one file got (its last committed line, and whether it is
 * still reading the file or has staged all of it), so an interrupted run resumes. Until now the
 * checkpoints lived in `app_secret`, which is for secrets; the ones there move here.
 *
 * `company_import_row`: the staging table of a bulk import. The file's rows land here as they are
 * read, untouched by any index; the new register is built from them in one pass and swapped in.
 * Rows carry the import's key and their line in the file, so that a duplicate register number is
 * reported with both lines and the later one wins.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? 'timestamptz' : 'text';
  await db.schema
    .createTable('import_checkpoint')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('line', 'bigint', (c) => c.notNull())
    .addColumn('phase', 'text', (c) =>
      c
        .notNull()
        .defaultTo('reading')
        .check(sql`phase in ('reading', 'staged')`),
    )
    .addColumn('updated_at', timestamp, (c) =>
      c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .execute();
  const prefix = 'register-import:';
  await sql`insert into import_checkpoint (key, line)
    select substr(name, ${prefix.length + 1}), cast(value as bigint) from app_secret where name like ${`${prefix}%`}`.execute(
    db,
  );
  await db.deleteFrom('app_secret').where('name', 'like', `${prefix}%`).execute();

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

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('company_import_row').ifExists().execute();
  await sql`insert into app_secret (name, value)
    select ${'register-import:'} || key, cast(line as text) from import_checkpoint`.execute(db);
  await db.schema.dropTable('import_checkpoint').ifExists().execute();
}
