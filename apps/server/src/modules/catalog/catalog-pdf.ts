import { formatEuro, formatRuble, type Product, type SellerRequisites } from '@storefront/contract';
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CatalogPdfTexts } from './catalog-pdf-texts.js';
import type { ProductGroup } from './catalog.service.js';

/** What both catalog PDFs print besides their own parts. */
export interface CatalogSheet {
  texts: CatalogPdfTexts;
  /** The shop's public name and contacts in the document's language (the settings). */
  shop: { sitename: string; phone: string; email: string; address: string };
  /** The seller's requisites, when the shop has entered them. */
  seller: SellerRequisites | null;
  country: string;
  groups: ProductGroup[];
  /** The rate as shown ('98,45') and the day it applies to ('24.11.2026'); null: no rate, euros only. */
  rate: { course: string; date: string } | null;
  /** The day the document is issued, as shown. */
  issuedOn: string;
  /** '3–5 рабочих дней' from a product's duration, with the dictionary's plural. */
  workingDays: (from: number, to: number) => string;
}

/** The company an offer is about, as the visitor's search gave it. */
export interface OfferAddressee {
  name: string;
  /** Its country's name in the document's language (a search's code is named by the service). */
  country: string | undefined;
  inn: string | undefined;
  registered: string | undefined;
}

const ACCENT = '#1f3a5f';
const MUTED = '#5b6470';

function shopHeader(sheet: CatalogSheet): Content {
  const { texts, seller } = sheet;
  return {
    columns: [
      { width: '*', text: sheet.shop.sitename, fontSize: 16, bold: true, color: ACCENT },
      {
        width: 'auto',
        alignment: 'right',
        fontSize: 8,
        color: MUTED,
        stack: seller
          ? [
              seller.name,
              seller.kpp
                ? `${texts.inn} ${seller.inn}, ${texts.kpp} ${seller.kpp}`
                : `${texts.inn} ${seller.inn}`,
              `${texts.ogrn} ${seller.ogrn}`,
              seller.address,
            ]
          : [],
      },
    ],
    margin: [0, 0, 0, 14],
  };
}

function productRow(product: Product, sheet: CatalogSheet, withDescription: boolean): TableCell[] {
  const { texts } = sheet;
  const locale = texts.locale;
  const details: Content[] = [{ text: product.name, bold: true }];
  if (withDescription && product.description)
    details.push({ text: product.description, fontSize: 8, color: MUTED });
  if (product.delivery) details.push({ text: texts.delivery, fontSize: 8, color: MUTED });
  return [
    { stack: details },
    sheet.workingDays(product.duration.from ?? product.duration.to, product.duration.to),
    { text: formatEuro(product.price_num, locale), alignment: 'right', noWrap: true },
    {
      text: product.ruble_price_num === null ? '—' : formatRuble(product.ruble_price_num, locale),
      alignment: 'right',
      noWrap: true,
    },
  ];
}

/** A banded part of the product table: an optional heading row, then product types with their rows. */
interface TableSection {
  heading: string | undefined;
  types: { type: string; products: Product[] }[];
}

/**
 * The one section of both documents: each product once, under the first of its types in purpose
 * order (a product serves several purposes; listed under each, a price list repeated itself).
 */
function eachProductOnce(sheet: CatalogSheet): TableSection[] {
  const seen = new Set<number>();
  const types = new Map<string, Product[]>();
  for (const group of sheet.groups)
    for (const type of group.types)
      for (const product of type.products) {
        if (seen.has(product.id)) continue;
        seen.add(product.id);
        const name = type.type || sheet.texts.otherProducts;
        types.set(name, [...(types.get(name) ?? []), product]);
      }
  return [{ heading: undefined, types: [...types].map(([type, products]) => ({ type, products })) }];
}

/**
 * Lines between rows: a strong one under the column titles, light ones elsewhere, one above each
 * table that does not start with the titles (the tables of a product list follow one another).
 */
function rowLines(titled: boolean): CustomTableLayout {
  return {
    hLineWidth: (i, node) =>
      i === node.table.body.length || (i === 0 && titled) ? 0 : titled && i === 1 ? 2 : 1,
    vLineWidth: () => 0,
    hLineColor: (i) => (i === 1 && titled ? 'black' : '#aaa'),
    paddingLeft: (i) => (i === 0 ? 0 : 8),
    paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 0 : 8),
  };
}

/**
 * The products, the sections' headings and the types as spanning rows. Each type is a table of its
 * own whose headings are its header rows, kept with its first product: a heading never ends a page
 * alone, and one whose products run on to the next page is repeated there.
 */
function productTable(sheet: CatalogSheet, sections: TableSection[], withDescription: boolean): Content {
  const { texts } = sheet;
  if (sections.every((section) => section.types.every((type) => type.products.length === 0)))
    return { text: texts.noProducts, margin: [0, 8, 0, 8] };
  const titles: TableCell[] = [
    { text: texts.columns.product, bold: true },
    { text: texts.columns.duration, bold: true },
    { text: texts.columns.eur, bold: true, alignment: 'right' },
    { text: texts.columns.rub, bold: true, alignment: 'right' },
  ];
  const span = (text: string, style: object): TableCell[] => [{ text, colSpan: 4, ...style }, {}, {}, {}];
  const tables: Content[] = [];
  for (const section of sections) {
    const types = section.types.filter((type) => type.products.length > 0);
    types.forEach((type, index) => {
      const titled = tables.length === 0;
      const headings: TableCell[][] = [
        ...(titled ? [titles] : []),
        ...(index === 0 && section.heading
          ? [span(section.heading, { bold: true, fontSize: 10, color: '#ffffff', fillColor: ACCENT })]
          : []),
        ...(type.type ? [span(type.type, { bold: true, fillColor: '#e8edf3' })] : []),
      ];
      tables.push({
        table: {
          headerRows: headings.length,
          keepWithHeaderRows: 1,
          dontBreakRows: true,
          widths: ['*', 95, 65, 70],
          body: [...headings, ...type.products.map((product) => productRow(product, sheet, withDescription))],
        },
        layout: rowLines(titled),
      });
    });
  }
  return { stack: tables, margin: [0, 6, 0, 10] };
}

function rateNote(sheet: CatalogSheet): Content {
  const { texts, rate } = sheet;
  return {
    stack: [
      { text: rate ? texts.rate(rate.course, rate.date) : texts.noRate, bold: true },
      { text: texts.rubleRule, fontSize: 8, color: MUTED },
      { text: texts.noVat, fontSize: 8, color: MUTED },
    ],
    unbreakable: true,
    margin: [0, 0, 0, 10],
  };
}

function contacts(sheet: CatalogSheet): Content {
  const { texts, shop } = sheet;
  const lines = [
    shop.phone && `${texts.phone}: ${shop.phone}`,
    shop.email && `${texts.email}: ${shop.email}`,
    shop.address && `${texts.address}: ${shop.address}`,
  ].filter((line): line is string => Boolean(line));
  return {
    stack: [{ text: texts.contacts, bold: true, margin: [0, 0, 0, 2] }, ...lines],
    // The heading stays with its lines.
    unbreakable: true,
    margin: [0, 6, 0, 0],
  };
}

function page(title: string, sheet: CatalogSheet, content: Content[]): TDocumentDefinitions {
  return {
    info: { title, author: sheet.shop.sitename },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    footer: (current, count) => ({
      columns: [
        { text: `${sheet.shop.sitename} · ${sheet.shop.phone} · ${sheet.shop.email}`, color: MUTED },
        { text: `${current} / ${count}`, alignment: 'right', color: MUTED },
      ],
      fontSize: 7,
      margin: [40, 16, 40, 0],
    }),
    content: [shopHeader(sheet), ...content],
  };
}

/** A country's price list: each product once, by type, with euro and rouble prices at the rate. */
export function priceListDocument(sheet: CatalogSheet): TDocumentDefinitions {
  const { texts } = sheet;
  const title = `${texts.priceListTitle}: ${sheet.country}`;
  return page(title, sheet, [
    { text: title, fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
    { text: `${texts.dated} ${sheet.issuedOn}`, color: MUTED, margin: [0, 0, 0, 6] },
    { text: texts.priceListIntro(sheet.country), margin: [0, 0, 0, 4] },
    rateNote(sheet),
    productTable(sheet, eachProductOnce(sheet), false),
    contacts(sheet),
  ]);
}

/**
 * A commercial offer for documents about one company (the reader's counterparty, named, never
 * "your company"): its country's products and prices, validity and contacts.
 */
export function commercialOfferDocument(
  sheet: CatalogSheet,
  addressee: OfferAddressee,
  validity: { until: string; days: number },
): TDocumentDefinitions {
  const { texts } = sheet;
  const title = `${texts.offerTitle} ${texts.dated} ${sheet.issuedOn}`;
  const addresseeLines: Content[] = [
    { text: addressee.name, bold: true },
    ...(addressee.inn ? [`${texts.companyNumber}: ${addressee.inn}`] : []),
    ...(addressee.country ? [`${texts.companyCountry}: ${addressee.country}`] : []),
    ...(addressee.registered ? [`${texts.companyDate}: ${addressee.registered}`] : []),
  ];
  return page(`${texts.offerTitle}: ${addressee.name}`, sheet, [
    {
      columns: [
        { width: 'auto', text: texts.company, color: MUTED },
        { width: '*', stack: addresseeLines },
      ],
      columnGap: 10,
      margin: [0, 0, 0, 12],
    },
    { text: title, fontSize: 15, bold: true, margin: [0, 0, 0, 6] },
    { text: texts.offerIntro(addressee.name, sheet.country), margin: [0, 0, 0, 4] },
    rateNote(sheet),
    productTable(sheet, eachProductOnce(sheet), true),
    { text: texts.validUntil(validity.until, validity.days), bold: true, margin: [0, 0, 0, 6] },
    contacts(sheet),
  ]);
}
