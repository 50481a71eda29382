import { formatEuro, formatRuble, type Product, type SellerRequisites } from '@storefront/contract';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CatalogPdfTexts } from './catalog-pdf-texts.js';
import type { ProductGroup } from './catalog.service.js';

/** What both catalogue PDFs print besides their own parts. */
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

export interface OfferAddressee {
  name: string;
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

/** The price list's sections: every purpose with every product it serves, as customers choose. */
function byPurpose(sheet: CatalogSheet): TableSection[] {
  return sheet.groups.map((group) => ({
    heading: group.purpose ?? sheet.texts.otherProducts,
    types: group.types,
  }));
}

/** The offer's one section: each product once, under the first of its types in purpose order. */
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

/** The products as one table, the sections' headings and the types as spanning rows. */
function productTable(sheet: CatalogSheet, sections: TableSection[], withDescription: boolean): Content {
  const { texts } = sheet;
  if (sections.every((section) => section.types.every((type) => type.products.length === 0)))
    return { text: texts.noProducts, margin: [0, 8, 0, 8] };
  const body: TableCell[][] = [
    [
      { text: texts.columns.product, bold: true },
      { text: texts.columns.duration, bold: true },
      { text: texts.columns.eur, bold: true, alignment: 'right' },
      { text: texts.columns.rub, bold: true, alignment: 'right' },
    ],
  ];
  const span = (text: string, style: object): TableCell[] => [{ text, colSpan: 4, ...style }, {}, {}, {}];
  for (const section of sections) {
    const types = section.types.filter((type) => type.products.length > 0);
    if (types.length === 0) continue;
    if (section.heading)
      body.push(span(section.heading, { bold: true, fontSize: 10, color: '#ffffff', fillColor: ACCENT }));
    for (const type of types) {
      if (type.type) body.push(span(type.type, { bold: true, fillColor: '#e8edf3' }));
      for (const product of type.products) body.push(productRow(product, sheet, withDescription));
    }
  }
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', 95, 65, 70], body },
    layout: 'lightHorizontalLines',
    margin: [0, 6, 0, 10],
  };
}

function rateNote(sheet: CatalogSheet): Content {
  const { texts, rate } = sheet;
  return {
    stack: [
      { text: rate ? texts.rate(rate.course, rate.date) : texts.noRate, bold: true },
      { text: texts.rubleRule, fontSize: 8, color: MUTED },
      { text: texts.noVat, fontSize: 8, color: MUTED },
    ],
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

/** A country's price list: every product by purpose and type, euro and rouble prices at the rate. */
export function priceListDocument(sheet: CatalogSheet): TDocumentDefinitions {
  const { texts } = sheet;
  const title = `${texts.priceListTitle}: ${sheet.country}`;
  return page(title, sheet, [
    { text: title, fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
    { text: `${texts.dated} ${sheet.issuedOn}`, color: MUTED, margin: [0, 0, 0, 6] },
    { text: texts.priceListIntro(sheet.country), margin: [0, 0, 0, 4] },
    rateNote(sheet),
    productTable(sheet, byPurpose(sheet), false),
    contacts(sheet),
  ]);
}

/** A commercial offer to one company: its country's products and prices, validity and contacts. */
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
        { width: 40, text: texts.to, color: MUTED },
        { width: '*', stack: addresseeLines },
      ],
      margin: [0, 0, 0, 12],
    },
    { text: title, fontSize: 15, bold: true, margin: [0, 0, 0, 6] },
    { text: texts.offerIntro(sheet.country), margin: [0, 0, 0, 4] },
    rateNote(sheet),
    productTable(sheet, eachProductOnce(sheet), true),
    { text: texts.validUntil(validity.until, validity.days), bold: true, margin: [0, 0, 0, 6] },
    contacts(sheet),
  ]);
}
