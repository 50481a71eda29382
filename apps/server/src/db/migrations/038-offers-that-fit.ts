import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * What the shop offers must fit what it is offered for (docs/decisions/061-offers-that-fit.md):
 * - `product.company_kind`: the companies a product is for, 'any', 'legal_entity' (an EGRUL
 *   extract, a charter) or 'sole_trader' (an EGRIP extract);
 * - `product_type.needs_paper`: the type is an add-on made on a paper document (an apostille),
 *   never offered beside an electronic one;
 * - `first_pay_option.payment_method`: the checkout's payment method a pay option on the home page
 *   describes ('card', 'invoice'); null for a way to pay the checkout does not take, never shown.
 *
 * A shop seeded before marks its demo catalogue here, by what the demo's rows say of themselves:
 * the apostille type by its code, the EGRIP/EGRUL documents by their Russian names, the Russian
 * charter and accounts (organisations only have them) by their types, the card and invoice pay
 * options by their pictures. Anything else keeps 'any', no paper need and no method.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('company_kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('any')
        .check(sql`company_kind in ('any', 'legal_entity', 'sole_trader')`),
    )
    .execute();
  await db.schema
    .alterTable('product_type')
    .addColumn('needs_paper', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`needs_paper in (0, 1)`),
    )
    .execute();
  await db.schema.alterTable('first_pay_option').addColumn('payment_method', 'text').execute();

  await db.updateTable('product_type').set({ needs_paper: 1 }).where('code', '=', 'apostille').execute();
  const russian = db.selectFrom('country').select('id').where('code', '=', 'RU');
  const named = (pattern: string) =>
    db
      .selectFrom('product_translation')
      .select('product_id')
      .where('language_code', '=', 'ru-RU')
      .where('name', 'like', pattern);
  await db
    .updateTable('product')
    .set({ company_kind: 'sole_trader' })
    .where('country_id', 'in', russian)
    .where('id', 'in', named('%ЕГРИП%'))
    .execute();
  await db
    .updateTable('product')
    .set({ company_kind: 'legal_entity' })
    .where('country_id', 'in', russian)
    .where('company_kind', '=', 'any')
    .where((eb) =>
      eb.or([
        eb('id', 'in', named('%ЕГРЮЛ%')),
        eb(
          'id',
          'in',
          eb
            .selectFrom('product_product_type as l')
            .innerJoin('product_type as t', 't.id', 'l.product_type_id')
            .select('l.product_id')
            .where('t.code', 'in', ['charter', 'financials']),
        ),
      ]),
    )
    .execute();
  await db
    .updateTable('first_pay_option')
    .set({ payment_method: 'card' })
    .where('image', '=', '/uploads/pay/bank-card.svg')
    .execute();
  await db
    .updateTable('first_pay_option')
    .set({ payment_method: 'invoice' })
    .where('image', '=', '/uploads/pay/invoice.svg')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('first_pay_option').dropColumn('payment_method').execute();
  await db.schema.alterTable('product_type').dropColumn('needs_paper').execute();
  await db.schema.alterTable('product').dropColumn('company_kind').execute();
}
