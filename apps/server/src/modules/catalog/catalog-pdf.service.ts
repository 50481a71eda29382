import { createHash } from 'node:crypto';
import { countryCodeOf, formatDate, formatNumber, moscowDay } from '@storefront/contract';
import type { ContentCache } from '../../lib/content-cache.js';
import { notFound } from '../../lib/errors.js';
import type { PdfRendering } from '../../lib/pdf/pdf-renderer.js';
import type { ContentService } from '../content/content.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { OfferAddressee } from './catalog-pdf.js';
import { type CatalogPdfJob, type CatalogSheetData, workingDayForms } from './catalog-pdf-sheet.js';
import { catalogPdfTexts } from './catalog-pdf-texts.js';
import type { CatalogService } from './catalog.service.js';
import { CatalogPdfLimit } from './catalog-pdf-limit.js';
import { RenderedPdfCache } from './rendered-pdf-cache.js';

/** How long a commercial offer's prices hold, in calendar days from its date. */
export const OFFER_VALID_DAYS = 14;

/** The shop's dates are Moscow dates: a document issued at 01:00 MSK bears that day. */
const SHOP_TIME_ZONE = 'Europe/Moscow';

/**
 * Price lists kept rendered in a process: a day's whole set is a country and language each (about
 * 40 in the demo shop, some 40 KB apiece), with room for the day before while the day turns.
 */
export const PRICE_LIST_CACHE_ENTRIES = 100;

export interface CatalogFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * The catalog's PDFs: a country's price list and a commercial offer addressed to a company, both
 * rendered on the PDF worker threads (docs/decisions/057-pdfs-off-the-event-loop.md). A price list
 * is the same for every visitor: it is rendered once for what it prints and kept. Anyone may ask
 * for either, so each render counts against the asking client's network (`catalogPdf`); a kept
 * price list costs the shop nothing and counts nothing.
 */
export class CatalogPdfService {
  private readonly priceLists = new RenderedPdfCache(PRICE_LIST_CACHE_ENTRIES);
  private readonly limit: CatalogPdfLimit;

  constructor(
    private readonly deps: {
      catalog: CatalogService;
      content: ContentService;
      settings: SettingsService;
      /** The content cache, where a sheet's data is kept while the content stands. */
      cache: ContentCache;
      pdfs: PdfRendering<CatalogPdfJob>;
      rateLimits: RateLimiter;
      /** The clock (tests pin it); the rate and the offer are dated by it. */
      now?: () => Date;
    },
  ) {
    this.limit = new CatalogPdfLimit(deps.rateLimits);
  }

  /** Price lists rendered by this process so far (each further request for one was served kept). */
  get priceListRenders(): number {
    return this.priceLists.renders;
  }

  /**
   * Kept by everything it prints (the country, language, day, rate, the catalog's products and
   * the shop's details): a change to any of them, a catalog edit or a new day's rate, is a new
   * key and so a new render, and nothing else is.
   */
  async priceList(lang: string, countryId: number, client: string): Promise<CatalogFile> {
    const { data, key } = await this.sheet(lang, countryId);
    if (!this.priceLists.has(key)) await this.limit.admit(client);
    const pdf = await this.priceLists.get(key, () => this.deps.pdfs.render({ document: 'priceList', data }));
    return { fileName: 'pricelist.pdf', pdf };
  }

  async commercialOffer(
    lang: string,
    countryId: number,
    addressee: OfferAddressee,
    client: string,
  ): Promise<CatalogFile> {
    const { data: sheet } = await this.sheet(lang, countryId);
    // A search gives the company's country as a code ('RU'): the offer names it in its own language.
    const country =
      addressee.country &&
      ((await this.deps.content.countryNames(lang)).get(countryCodeOf(addressee.country)) ??
        addressee.country);
    const until = new Date(this.now().getTime() + OFFER_VALID_DAYS * 86_400_000);
    const validity = {
      until: formatDate(until, catalogPdfTexts(lang).locale, { timeZone: SHOP_TIME_ZONE }),
      days: OFFER_VALID_DAYS,
    };
    return {
      fileName: 'offer.pdf',
      pdf: await this.deps.pdfs.render(
        { document: 'offer', data: { sheet, addressee: { ...addressee, country }, validity } },
        { admit: () => this.limit.admit(client) },
      ),
    };
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * A sheet's data and the key a price list of it is kept by, made once a Moscow day for a language
   * and country while the content stands (the rate and the catalog are content: a change to
   * either clears the content cache), so a kept price list costs a request no work.
   */
  private sheet(lang: string, countryId: number): Promise<{ data: CatalogSheetData; key: string }> {
    const day = moscowDay(this.now());
    return this.deps.cache.get(`catalog-pdf-sheet:${lang}:${countryId}:${day}`, async () => {
      const data = await this.sheetData(lang, countryId);
      return { data, key: createHash('sha256').update(JSON.stringify(data)).digest('base64url') };
    });
  }

  private async sheetData(lang: string, countryId: number): Promise<CatalogSheetData> {
    const { catalog, content, settings } = this.deps;
    const country = await content.findCountry(lang, countryId);
    if (!country) throw notFound('country_id');
    const [groups, course, publicSettings, seller] = await Promise.all([
      catalog.productGroups(lang, countryId),
      settings.rubleCourse(),
      settings.publicSettings(lang),
      settings.seller(),
    ]);
    const texts = catalogPdfTexts(lang);
    // Prices are computed at the rate in force now, so the rate is dated today.
    const today = formatDate(this.now(), texts.locale, { timeZone: SHOP_TIME_ZONE });
    const courseDecimals = Math.max(2, course?.split('.')[1]?.length ?? 0);
    const { sitename, phone, email, address } = publicSettings.settings;
    return {
      lang,
      shop: { sitename, phone, email, address },
      seller,
      country: country.text,
      groups,
      rate:
        course === null
          ? null
          : { course: formatNumber(Number(course), texts.locale, courseDecimals), date: today },
      issuedOn: today,
      workingDayForms: workingDayForms(publicSettings.translations),
    };
  }
}
