import type { Kysely, Selectable } from 'kysely';
import type { Database, DocumentTable, DocumentType } from '../../db/schema.js';

export type DocumentRow = Selectable<DocumentTable>;

type AccountingType = Exclude<DocumentType, 'file'>;

/** Acts and invoices of the user's orders, newest first; delivered files are listed with the orders. */
export async function listAccountingDocuments(
  db: Kysely<Database>,
  userId: number,
  docType: AccountingType | undefined,
  page: { limit: number; offset: number },
) {
  const types: AccountingType[] = docType ? [docType] : ['act', 'invoice'];
  const [rows, total] = await Promise.all([
    db
      .selectFrom('document')
      .innerJoin('customer_order as order', 'order.id', 'document.order_id')
      .select([
        'document.id',
        'document.doc_type',
        'document.number',
        'document.issued_at',
        'document.order_id',
        'order.number as order_number',
        'document.total_cents',
        'document.total_rub',
        'order.total_cents as order_total_cents',
        'order.total_rub as order_total_rub',
      ])
      .where('document.user_id', '=', userId)
      .where('document.doc_type', 'in', types)
      .orderBy('document.issued_at', 'desc')
      .orderBy('document.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('document')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('doc_type', 'in', types)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/** One document of this user and type; another user's id (or another type) reads as absent. */
export async function findOwnDocument(
  db: Kysely<Database>,
  userId: number,
  id: number,
  docType: DocumentType,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('document')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('doc_type', '=', docType)
    .executeTakeFirst();
}

/** Who a document belongs to, for any document id. */
export async function findDocumentOwner(
  db: Kysely<Database>,
  id: number,
): Promise<{ user_id: number } | undefined> {
  return db.selectFrom('document').select('user_id').where('id', '=', id).executeTakeFirst();
}

/** Any document with its owner and its order's language (the back-office's downloads). */
export async function findDocumentWithLanguage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('document')
    .innerJoin('customer_order', 'customer_order.id', 'document.order_id')
    .select(['document.user_id', 'document.doc_type', 'customer_order.language_code'])
    .where('document.id', '=', id)
    .executeTakeFirst();
}
