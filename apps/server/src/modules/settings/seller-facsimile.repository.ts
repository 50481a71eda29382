import type { Kysely } from 'kysely';
import type { Database, SellerFacsimileTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The setting that names the facsimile in force by its hash; absent while none is set. */
const CURRENT_KEY = 'seller_facsimile';

/** Keeps a picture by its hash; one kept already (the same bytes uploaded again) is left as it is. */
export async function insertFacsimile(
  db: Db,
  row: Pick<SellerFacsimileTable, 'sha256' | 'mime_type' | 'size_bytes' | 'content'>,
): Promise<void> {
  await db
    .insertInto('seller_facsimile')
    .values(row)
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
}

export async function findFacsimile(db: Db, sha256: string) {
  return db
    .selectFrom('seller_facsimile')
    .select(['sha256', 'mime_type', 'size_bytes', 'content', 'created_at'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

export async function currentFacsimileHash(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', CURRENT_KEY)
    .executeTakeFirst();
  return row?.value || undefined;
}

export async function setCurrentFacsimile(db: Db, sha256: string): Promise<void> {
  await db
    .insertInto('setting')
    .values({ key: CURRENT_KEY, value: sha256 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sha256 }))
    .execute();
}

export async function clearCurrentFacsimile(db: Db): Promise<void> {
  await db.deleteFrom('setting').where('key', '=', CURRENT_KEY).execute();
}
