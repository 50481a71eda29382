import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The countries the shop shows, in its order: each has a page and a page of tariffs. */
export const activeCountries = (db: Kysely<Database>) =>
  db
    .selectFrom('country')
    .select(['link_sef'])
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** The articles the shop shows, newest first, with their kind and last change. */
export const activeArticles = (db: Kysely<Database>) =>
  db
    .selectFrom('article')
    .select(['category_id', 'path', 'published_at', 'updated_at'])
    .where('active', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The static pages the shop shows, with their last change. */
export const activePages = (db: Kysely<Database>) =>
  db.selectFrom('page').select(['link', 'updated_at']).where('active', '=', 1).orderBy('id').execute();

/** When the newest migration ran: the content's date in a shop nobody has edited yet. */
export async function newestMigrationAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('kysely_migration' as never)
    .select('timestamp' as never)
    .orderBy('timestamp' as never, 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row as { timestamp?: string } | undefined)?.timestamp;
}
