import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { ConsultationState, Database } from '../../db/schema.js';

export interface ConsultationListFilter {
  status?: ConsultationState | undefined;
  /** LIKE patterns (escaped with `\`) any of which the name, e-mail, phone or company contains. */
  patterns?: string[] | undefined;
}

const summaryColumns = [
  'consult_request.id',
  'consult_request.name',
  'consult_request.email',
  'consult_request.phone',
  'consult_request.company',
  'consult_request.language_code',
  'consult_request.status',
  'consult_request.created_at',
  'consult_request.status_changed_at',
] as const;

const notesCount = (eb: ExpressionBuilder<Database, 'consult_request'>) =>
  eb
    .selectFrom('consult_note')
    .select(eb.fn.countAll<number | string>().as('n'))
    .whereRef('consult_note.consult_request_id', '=', 'consult_request.id')
    .as('notes_count');

/** Requests newest first, one page, with how many notes each has. */
export async function listConsultations(
  db: Kysely<Database>,
  filter: ConsultationListFilter,
  page: { limit: number; offset: number },
) {
  const where = (eb: ExpressionBuilder<Database, 'consult_request'>) => {
    const conditions = [];
    if (filter.status) conditions.push(eb('consult_request.status', '=', filter.status));
    if (filter.patterns?.length)
      conditions.push(
        eb.or(
          filter.patterns.flatMap((pattern) =>
            ['name', 'email', 'phone', 'company'].map(
              (column) =>
                sql<boolean>`${sql.ref(`consult_request.${column}`)} like ${pattern} escape ${'\\'}`,
            ),
          ),
        ),
      );
    return eb.and(conditions);
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('consult_request')
      .select(summaryColumns)
      .select(notesCount)
      .where(where)
      .orderBy('consult_request.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('consult_request')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export async function findConsultation(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('consult_request')
    .select(summaryColumns)
    .select(notesCount)
    .where('consult_request.id', '=', id)
    .executeTakeFirst();
}

/** The request's status, locked for the caller's transaction where the database can. */
export async function lockStatus(trx: Kysely<Database>, id: number) {
  // A no-op update takes the row's lock on PostgreSQL (and SQLite's writer lock) before it is read.
  const locked = await trx
    .updateTable('consult_request')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returning(['status', 'status_changed_at'])
    .executeTakeFirst();
  return locked;
}

export async function setStatus(
  trx: Kysely<Database>,
  id: number,
  status: ConsultationState,
  at: string,
): Promise<void> {
  await trx
    .updateTable('consult_request')
    .set({ status, status_changed_at: at })
    .where('id', '=', id)
    .execute();
}

export async function insertNote(
  trx: Kysely<Database>,
  note: { requestId: number; authorId: number; text: string; at: string },
): Promise<number> {
  const row = await trx
    .insertInto('consult_note')
    .values({
      consult_request_id: note.requestId,
      author_user_id: note.authorId,
      text: note.text,
      created_at: note.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
