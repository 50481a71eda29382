import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * The inbox's read of who wrote a note: the notes with their authors' e-mails, read from the
 * accounts. It only reads.
 */

/** A request's notes, oldest first, with their authors' e-mails. */
export async function notesOf(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('consult_note')
    .leftJoin('app_user', 'app_user.id', 'consult_note.author_user_id')
    .select([
      'consult_note.id',
      'consult_note.created_at',
      'consult_note.author_user_id',
      'consult_note.text',
      'app_user.email as author_email',
    ])
    .where('consult_note.consult_request_id', '=', id)
    .orderBy('consult_note.id', 'asc')
    .execute();
}
