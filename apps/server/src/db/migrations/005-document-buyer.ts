import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/** Documents filled per statement round: small enough for any parameter limit, large enough to be quick. */
const BATCH = 500;

interface LegacyRow {
  id: number;
  first_name: string;
  yur_name: string | null;
  yur_inn: string | null;
  name: string | null;
  inn: string | null;
  kpp: string | null;
  ogrn: string | null;
  yur_address: string | null;
  bank: string | null;
  bik: string | null;
  rasch_sch: string | null;
}

/**
 * The buyer as the document names it, in the shape `document.buyer` keeps (modules/orders/
 * accounting-pdf.ts, `Customer`): the order's legal entity, else the checkout's name and INN.
 * Written out here, not imported, so that this migration keeps doing what it did when the shape moves on.
 */
function buyerOf(row: LegacyRow): string {
  if (row.name !== null) {
    return JSON.stringify({
      name: row.name,
      inn: row.inn,
      ...(row.kpp ? { kpp: row.kpp } : {}),
      ogrn: row.ogrn,
      address: row.yur_address,
      bank: row.bank,
      bik: row.bik,
      account: row.rasch_sch,
    });
  }
  return JSON.stringify({ name: row.yur_name ?? row.first_name, inn: row.yur_inn ?? '' });
}

/**
 * `document.buyer`: the buyer's requisites copied onto an act or invoice when it
 * is issued, so that the document keeps showing them after the legal entity is edited or deleted.
 * JSON text on both dialects; null for delivered files. Acts and invoices issued before this
 * migration get the buyer their order names now, the nearest there is to the one they were issued to.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('document').addColumn('buyer', 'text').execute();
  for (;;) {
    const rows = (await db
      .selectFrom('document')
      .innerJoin('customer_order as o', 'o.id', 'document.order_id')
      .leftJoin('legal_entity as e', (join) =>
        join.onRef('e.id', '=', 'o.legal_entity_id').onRef('e.user_id', '=', 'o.user_id'),
      )
      .select([
        'document.id',
        'o.first_name',
        'o.yur_name',
        'o.yur_inn',
        'e.name',
        'e.inn',
        'e.kpp',
        'e.ogrn',
        'e.yur_address',
        'e.bank',
        'e.bik',
        'e.rasch_sch',
      ])
      .where('document.doc_type', 'in', ['act', 'invoice'])
      .where('document.buyer', 'is', null)
      .orderBy('document.id')
      .limit(BATCH)
      .execute()) as LegacyRow[];
    if (rows.length === 0) return;
    for (const row of rows) {
      await db
        .updateTable('document')
        .set({ buyer: buyerOf(row) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('document').dropColumn('buyer').execute();
}
