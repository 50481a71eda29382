import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * `seller_facsimile`: every picture of the seller's signature and stamp ever uploaded, by the
 * SHA-256 of its bytes, never updated or deleted. The `seller_facsimile` setting names the one in
 * force; an act or invoice keeps the hash of the one it was issued with in `document.seller`, so
 * it prints the same picture after the administrators replace or remove it. The bytes live in the
 * database rather than under UPLOADS_DIR (public) or DOCUMENTS_DIR: every instance reads them, a
 * backup of the database holds them, and a picture of 1 MB at most costs the database little.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('seller_facsimile')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('mime_type', 'text', (c) => c.notNull().check(sql`mime_type in ('image/png', 'image/jpeg')`))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) =>
      c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('seller_facsimile').ifExists().execute();
}
