import {
  companyNumberLabel,
  companyNumbers,
  euroFromCents,
  formatDate,
  formatEuro,
  formatNumber,
  INN_COUNTRY,
  type LegalEntity,
  moscowDay,
  sellerRequisites,
} from '@storefront/contract';
import type { Content, ContentTable, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { z } from 'zod';
import type { OrderItemRow, OrderRow } from './order.repository.js';
import { type AccountingTexts, accountingTexts } from './accounting-pdf-texts.js';
import type { DocumentRow } from './document.repository.js';

/**
 * Who pays: the order's legal entity, or the name and INN typed at checkout when it has none. An
 * act or invoice keeps it as issued (`document.buyer`, JSON of this shape).
 */
const customer = z.object({
  name: z.string(),
  inn: z.string(),
  /** A foreign payer's country (ISO code): `inn` is then its own tax id. Absent for a Russian one. */
  country: z.string().optional(),
  kpp: z.string().optional(),
  ogrn: z.string().optional(),
  address: z.string().optional(),
  bank: z.string().optional(),
  bik: z.string().optional(),
  account: z.string().optional(),
});
export type Customer = z.infer<typeof customer>;

/**
 * The seller an act or invoice was issued by (`document.seller`): the requisites, and the SHA-256
 * of the facsimile in force then, which the document prints whatever is uploaded later.
 */
const issuedSeller = sellerRequisites.extend({
  facsimile: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type IssuedSeller = z.infer<typeof issuedSeller>;

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
export function storedSeller(text: string | null): IssuedSeller | undefined {
  if (text === null) return undefined;
  try {
    const parsed = issuedSeller.safeParse(JSON.parse(text));
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
  return {
    name: order.yur_name ?? order.first_name,
    inn: order.yur_inn ?? '',
    ...(order.yur_country !== null && { country: order.yur_country }),
  };
}

/** What a document states besides its rows, looked up when it is rendered (plain data for the PDF threads). */
export interface AccountingFacts {
  /** The order's rate is the Central Bank's of its day (an import), not one the seller set. */
  cbrRate: boolean;
  /** Calendar days a bank-transfer invoice is payable from its date (ORDER_UNPAID_CANCEL_DAYS). */
  paymentDays: number;
  /** The language's names of the items' countries, by ISO code. */
  countryNames: Record<string, string>;
  /** The facsimile the document was issued with, as a `data:` URL; absent when there was none. */
  facsimile?: string | undefined;
}

const known = (value: string | undefined | null): value is string =>
  value !== undefined && value !== null && value.trim() !== '' && value.trim() !== '-';

/** A Russian INN has 10 (an organisation) or 12 digits (a person); anything else is a foreign tax number. */
const RUSSIAN_INN = /^(?:\d{10}|\d{12})$/;

/**
 * Whether a party's number is a Russian INN: by the payer's country when the checkout gave it (a
 * Kazakh BIN has 12 digits too), else by its shape (documents issued before the country was kept).
 */
const hasRussianInn = (party: Customer): boolean =>
  party.country !== undefined ? party.country === INN_COUNTRY : RUSSIAN_INN.test(party.inn.trim());

/** "ООО «…», ИНН …, КПП …, ОГРН …, address, р/с … в …, БИК …": a party's requisites in one paragraph. */
function requisitesText(party: Customer, texts: AccountingTexts): string {
  const parts = [party.name];
  if (known(party.inn))
    parts.push(`${hasRussianInn(party) ? texts.inn : texts.foreignTaxNumber} ${party.inn.trim()}`);
  if (known(party.kpp)) parts.push(`${texts.kpp} ${party.kpp}`);
  if (known(party.ogrn)) parts.push(`${party.ogrn.length === 15 ? texts.ogrnip : texts.ogrn} ${party.ogrn}`);
  if (known(party.address)) parts.push(party.address);
  if (known(party.account)) parts.push(`${texts.account} ${party.account}`);
  if (known(party.bank)) parts.push(party.bank);
  if (known(party.bik)) parts.push(`${texts.bik} ${party.bik}`);
  return parts.join(', ');
}

function partyRow(label: string, party: Customer, texts: AccountingTexts): Content {
  return {
    columns: [
      { width: 125, text: label },
      { width: '*', text: requisitesText(party, texts), bold: true },
    ],
    columnGap: 6,
    margin: [0, 0, 0, 6],
  };
}

const rule = (width: number): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: width }],
  margin: [0, 2, 0, 8],
});

/** The seller's bank as a payment order copies it: bank and BIK, accounts, INN/KPP, recipient. */
function bankBlock(seller: IssuedSeller, texts: AccountingTexts): ContentTable {
  const small = (text: string) => ({ text, fontSize: 7 });
  return {
    table: {
      widths: ['*', 60, 140],
      body: [
        [{ text: seller.bank, border: [true, true, true, false] }, texts.bank.bik, seller.bik],
        [
          { ...small(texts.bank.beneficiaryBank), border: [true, false, true, true] },
          texts.bank.account,
          seller.correspondent_account,
        ],
        [
          {
            text: `${texts.inn} ${seller.inn}${seller.kpp ? `      ${texts.kpp} ${seller.kpp}` : ''}`,
            border: [true, true, true, true],
          },
          { text: texts.bank.account, rowSpan: 3 },
          { text: seller.account, rowSpan: 3 },
        ],
        [{ text: seller.name, border: [true, true, true, false] }, '', ''],
        [{ ...small(texts.bank.beneficiary), border: [true, false, true, true] }, '', ''],
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 2, paddingBottom: () => 2 },
    margin: [0, 0, 0, 14],
  };
}

/** A signature line with its caption under it, and the facsimile over it where there is one. */
function signaturePlace(label: string, texts: AccountingTexts, facsimile: string | undefined): Content {
  const line: Content = {
    table: { widths: ['*'], body: [[{ text: ' ', border: [false, false, false, true] }]] },
    layout: { hLineWidth: () => 0.5, paddingTop: () => 12, paddingLeft: () => 0, paddingRight: () => 0 },
  };
  return {
    columns: [
      { width: 'auto', text: label, bold: true, margin: [0, 13, 6, 0] },
      {
        width: '*',
        stack: [
          // Out of the flow, over the line: a facsimile is drawn across the signature place.
          ...(facsimile
            ? [{ image: facsimile, fit: [150, 75], relativePosition: { x: 10, y: -30 } } as Content]
            : []),
          line,
          { text: texts.signature, fontSize: 6, color: '#555555', alignment: 'center' },
        ],
      },
    ],
  };
}

function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An act or an invoice in the usual Russian form: the seller's bank block (invoices), number and
 * date, the parties with their requisites, the services (each with the company it is about, its
 * register numbers under their own labels, its country), the totals in roubles and in words, the
 * euros and the rate for reference; on an invoice the payment's purpose and deadline or the paid
 * mark; on an act the statement that the services were rendered; the signature places.
 */
export function accountingDocument(
  document: DocumentRow & { doc_type: 'act' | 'invoice' },
  order: OrderRow,
  items: OrderItemRow[],
  customer: Customer,
  seller: IssuedSeller,
  language: string,
  facts: AccountingFacts,
): TDocumentDefinitions {
  const texts = accountingTexts(language);
  const type = document.doc_type;
  const money = (roubles: number) => formatNumber(roubles, texts.locale, 2);
  const euro = (cents: number) => formatEuro(euroFromCents(cents), texts.locale);
  const day = (value: string) => formatDate(value, texts.locale, { timeZone: 'Europe/Moscow' });
  const totalCents = document.total_cents ?? order.total_cents;
  const totalRub = document.total_rub ?? order.total_rub;
  const title = `${texts.title[type]} ${texts.numberAndDate(document.number, texts.longDate(new Date(document.issued_at)))}`;
  const invoiceReference = texts.numberAndDate(document.number, day(order.created_at));
  const sellerParty: Customer = {
    name: seller.name,
    inn: seller.inn,
    ...(seller.kpp ? { kpp: seller.kpp } : {}),
    ogrn: seller.ogrn,
    address: seller.address,
    account: seller.account,
    bank: `${seller.bank}, ${texts.correspondentAccount} ${seller.correspondent_account}`,
    bik: seller.bik,
  };

  const rows = items.map((item, index) => {
    const numbers = companyNumbers({
      country: item.company_country,
      inn: item.company_inn,
      registerId: item.company_register_id,
    })
      .map((number) => `${companyNumberLabel(number.kind, texts.locale)} ${number.value}`)
      .join(', ');
    const country = facts.countryNames[item.company_country] ?? item.company_country;
    const about = [item.company_name, numbers, country].filter(known).join(', ');
    return [
      { text: String(index + 1), alignment: 'center' as const },
      {
        stack: [
          item.product_name,
          { text: about, fontSize: 8 },
          ...(known(item.company_address)
            ? [{ text: item.company_address, fontSize: 7, color: '#444444' }]
            : []),
        ],
      },
      { text: '1', alignment: 'right' as const },
      texts.unit,
      { text: money(item.price_rub), alignment: 'right' as const },
      { text: money(item.price_rub), alignment: 'right' as const },
      { text: euro(item.price_cents), alignment: 'right' as const, color: '#444444' },
    ];
  });

  const rate = language.startsWith('en') ? order.ruble_course : order.ruble_course.replace('.', ',');
  const unpaid = order.paid_at === null && order.status !== 'cancelled';
  const byTransfer = order.payment_method === 'invoice';
  const payment: Content[] =
    type !== 'invoice'
      ? []
      : ([
          ...(byTransfer
            ? [{ text: texts.purpose(invoiceReference), bold: true, margin: [0, 8, 0, 0] }]
            : []),
          ...(byTransfer && unpaid
            ? [
                {
                  text: texts.payBy(day(plusDays(moscowDay(new Date(order.created_at)), facts.paymentDays))),
                  margin: [0, 2, 0, 0],
                },
              ]
            : []),
          ...(!byTransfer && unpaid ? [{ text: texts.payByCard, margin: [0, 8, 0, 0] }] : []),
          ...(order.paid_at !== null
            ? [
                {
                  table: { body: [[{ text: texts.paid(day(order.paid_at)), bold: true, fontSize: 14 }]] },
                  layout: {
                    hLineWidth: () => 2,
                    vLineWidth: () => 2,
                    hLineColor: () => '#1a5fb4',
                    vLineColor: () => '#1a5fb4',
                    paddingLeft: () => 8,
                    paddingRight: () => 8,
                    paddingTop: () => 3,
                    paddingBottom: () => 3,
                  },
                  color: '#1a5fb4',
                  margin: [0, 10, 0, 0],
                },
              ]
            : []),
        ] as Content[]);

  const signatures: Content =
    type === 'invoice'
      ? {
          columns: [
            signaturePlace(texts.director, texts, facts.facsimile),
            signaturePlace(texts.accountant, texts, undefined),
          ],
          columnGap: 30,
          margin: [0, 36, 0, 0],
        }
      : {
          columns: [
            {
              stack: [
                { text: texts.signatures.seller, bold: true },
                { text: seller.name, margin: [0, 2, 0, 0] },
                signaturePlace(texts.director, texts, facts.facsimile),
                { text: texts.seal, margin: [0, 14, 0, 0] },
              ],
            },
            {
              stack: [
                { text: texts.signatures.buyer, bold: true },
                { text: customer.name, margin: [0, 2, 0, 0] },
                signaturePlace(texts.director, texts, undefined),
                { text: texts.seal, margin: [0, 14, 0, 0] },
              ],
            },
          ],
          columnGap: 30,
          margin: [0, 36, 0, 0],
        };

  return {
    info: { title: `${texts.title[type]} ${document.number}` },
    pageSize: 'A4',
    pageMargins: [40, 36, 40, 36],
    content: [
      ...(type === 'invoice' ? [bankBlock(seller, texts)] : []),
      { text: title, fontSize: 14, bold: true },
      rule(1.5),
      partyRow(texts.seller[type], sellerParty, texts),
      partyRow(texts.buyer[type], customer, texts),
      {
        columns: [
          { width: 125, text: texts.basis },
          { width: '*', text: texts.order(order.number, day(order.created_at)) },
        ],
        columnGap: 6,
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: [16, '*', 30, 32, 58, 58, 58],
          body: [
            [
              texts.columns.number,
              texts.columns[type],
              texts.columns.quantity,
              texts.columns.unit,
              texts.columns.price,
              texts.columns.sum,
              texts.columns.eur,
            ].map((text) => ({ text, bold: true, alignment: 'center' as const, fontSize: 8 })),
            ...rows,
          ],
        },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          widths: ['*', 90],
          body: (
            [
              [texts.total, money(totalRub)],
              [texts.vat, texts.noVat],
              [texts.totalDue, money(totalRub)],
            ] as const
          ).map(([label, value]) => [
            { text: label, bold: true, alignment: 'right' as const },
            { text: value, bold: true, alignment: 'right' as const },
          ]),
        },
        layout: 'noBorders',
      },
      { text: texts.count(type, items.length, money(totalRub)), margin: [0, 6, 0, 0] },
      { text: texts.inWords(totalRub), bold: true },
      {
        stack: [
          texts.euroReference(euro(totalCents)),
          texts.rate(day(order.ruble_course_date), rate, facts.cbrRate),
        ],
        fontSize: 8,
        color: '#444444',
        margin: [0, 4, 0, 0],
      },
      ...payment,
      ...(type === 'act' ? [{ text: texts.rendered, margin: [0, 10, 0, 0] } as Content] : []),
      rule(1.5),
      signatures,
      ...(type === 'invoice' ? [{ text: texts.seal, margin: [0, 14, 0, 0] } as Content] : []),
    ],
  };
}

/** A page with only the picture: rendering it proves the PDF threads can embed it. */
export function facsimileProbeDocument(facsimile: string): TDocumentDefinitions {
  return { content: [{ image: facsimile, fit: [150, 75] }] };
}
