import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as the Database interface says it is now */
type AnyDb = Kysely<any>;

/**
 * `document.seller`: the seller's requisites copied onto an act or invoice when it is issued (JSON
 * of `SellerRequisites`), as `buyer` keeps the buyer's, so that a document keeps the bank account
 * it was issued with after the shop's administrators change it. The seller was fixed in code until
 * now; documents issued before keep null and show the seller the shop has when they are opened.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('document').addColumn('seller', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('document').dropColumn('seller').execute();
}
