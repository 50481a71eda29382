import {
  euroFromCents,
  formatDate,
  formatEuro,
  formatRuble,
  type LegalEntity,
  type SellerRequisites,
  sellerRequisites,
} from '@storefront/contract';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { z } from 'zod';
import type { OrderItemRow, OrderRow } from './order.repository.js';
import type { AccountingTexts } from './accounting-pdf-texts.js';
import type { DocumentRow } from './document.repository.js';

/**
 * Who pays: the order's legal entity, or the name and INN typed at checkout when it has none. An
 * act or invoice keeps it as issued (`document.buyer`, JSON of this shape).
 */
const customer = z.object({
  name: z.string(),
  inn: z.string(),
  kpp: z.string().optional(),
  ogrn: z.string().optional(),
  address: z.string().optional(),
  bank: z.string().optional(),
  bik: z.string().optional(),
  account: z.string().optional(),
});
export type Customer = z.infer<typeof customer>;

/** The buyer kept on a document, or undefined when it has none (or it is not the shape above). */
export function storedBuyer(text: string | null): Customer | undefined {
  if (text === null) return undefined;
  try {
    const parsed = customer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The seller kept on a document, or undefined when it has none (issued before it was kept). */
export function storedSeller(text: string | null): SellerRequisites | undefined {
  if (text === null) return undefined;
  try {
    const parsed = sellerRequisites.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The buyer the order names now: what a document copies when it is issued. */
export function customerOf(order: OrderRow, entity: LegalEntity | undefined): Customer {
  if (entity) {
    return {
      name: entity.name,
      inn: entity.inn,
      ...(entity.kpp ? { kpp: entity.kpp } : {}),
      ogrn: entity.ogrn,
      address: entity.yur_address,
      bank: entity.bank,
      bik: entity.bik,
      account: entity.rasch_sch,
    };
  }
  return { name: order.yur_name ?? order.first_name, inn: order.yur_inn ?? '' };
}

function requisiteLines(party: Customer, texts: AccountingTexts): string[] {
  return [
    party.name,
    `${texts.inn} ${party.inn}${party.kpp ? `, ${texts.kpp} ${party.kpp}` : ''}`,
    ...(party.ogrn ? [`${party.ogrn.length === 15 ? texts.ogrnip : texts.ogrn} ${party.ogrn}`] : []),
    ...(party.address ? [party.address] : []),
    ...(party.account ? [`${texts.account} ${party.account}`] : []),
    ...(party.bank ? [`${party.bank}${party.bik ? `, ${texts.bik} ${party.bik}` : ''}`] : []),
  ];
}

function partyBlock(label: string, party: Customer, texts: AccountingTexts): Content {
  return {
    columns: [
      { width: 90, text: label, bold: true },
      { width: '*', stack: requisiteLines(party, texts) },
    ],
    margin: [0, 0, 0, 8],
  };
}

/**
 * An act or an invoice: number and date, seller and buyer with their requisites, the items and
 * the totals in euros and in roubles at the order's rate.
 */
export function accountingDocument(
  document: DocumentRow & { doc_type: 'act' | 'invoice' },
  order: OrderRow,
  items: OrderItemRow[],
  customer: Customer,
  seller: SellerRequisites,
  texts: AccountingTexts,
): TDocumentDefinitions {
  // The shop's price rule (docs/decisions/026-euro-cents.md): euro cents when there are any, whole roubles.
  const euro = (cents: number) => formatEuro(euroFromCents(cents), texts.locale);
  const rouble = (amount: number) => formatRuble(amount, texts.locale);
  const title = texts.title[document.doc_type];
  const totalCents = document.total_cents ?? order.total_cents;
  const totalRub = document.total_rub ?? order.total_rub;
  const sellerParty: Customer = {
    name: seller.name,
    inn: seller.inn,
    ...(seller.kpp ? { kpp: seller.kpp } : {}),
    ogrn: seller.ogrn,
    address: seller.address,
    bank: `${seller.bank}, ${texts.correspondentAccount} ${seller.correspondent_account}`,
    bik: seller.bik,
    account: seller.account,
  };
  const rows = items.map((item, index) => [
    String(index + 1),
    `${item.product_name} — ${item.company_name} (${texts.inn} ${item.company_inn})`,
    { text: euro(item.price_cents), alignment: 'right' as const },
    { text: rouble(item.price_rub), alignment: 'right' as const },
  ]);
  return {
    info: { title: `${title} ${document.number}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    content: [
      {
        text: `${title} ${texts.columns.number} ${document.number} ${texts.dated} ${formatDate(document.issued_at, texts.locale)}`,
        fontSize: 14,
        bold: true,
        margin: [0, 0, 0, 4],
      },
      { text: `${texts.order} ${order.number}`, margin: [0, 0, 0, 12] },
      partyBlock(texts.seller[document.doc_type], sellerParty, texts),
      partyBlock(texts.buyer[document.doc_type], customer, texts),
      {
        table: {
          headerRows: 1,
          widths: [20, '*', 80, 80],
          body: [
            [
              texts.columns.number,
              texts.columns.item,
              { text: texts.columns.eur, alignment: 'right' },
              { text: texts.columns.rub, alignment: 'right' },
            ],
            ...rows,
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 8, 0, 8],
      },
      {
        stack: [
          `${texts.total} ${euro(totalCents)}`,
          `${texts.totalRub} ${rouble(totalRub)}`,
          { text: `${texts.rate} 1 € = ${order.ruble_course} ₽`, fontSize: 8 },
          { text: texts.noVat, fontSize: 8 },
        ],
        alignment: 'right',
        bold: true,
      },
    ],
  };
}
