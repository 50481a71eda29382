import { dictionaryLookup, formatDate, formatNumber, plural } from '@storefront/contract';
import { notFound } from '../../lib/errors.js';
import { renderPdf } from '../../lib/pdf/render-pdf.js';
import type { ContentService } from '../content/content.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import {
  type CatalogSheet,
  commercialOfferDocument,
  type OfferAddressee,
  priceListDocument,
} from './catalog-pdf.js';
import { catalogPdfTexts } from './catalog-pdf-texts.js';
import type { CatalogService } from './catalog.service.js';

/** How long a commercial offer's prices hold, in calendar days from its date. */
export const OFFER_VALID_DAYS = 14;

/** The shop's dates are Moscow dates: a document issued at 01:00 MSK bears that day. */
const SHOP_TIME_ZONE = 'Europe/Moscow';

export interface CatalogFile {
  fileName: string;
  pdf: Buffer;
}

/** The catalogue's PDFs: a country's price list and a commercial offer addressed to a company. */
export class CatalogPdfService {
  constructor(
    private readonly deps: {
      catalog: CatalogService;
      content: ContentService;
      settings: SettingsService;
      /** The clock (tests pin it); the rate and the offer are dated by it. */
      now?: () => Date;
    },
  ) {}

  async priceList(lang: string, countryId: number): Promise<CatalogFile> {
    const sheet = await this.sheet(lang, countryId);
    return { fileName: 'pricelist.pdf', pdf: await renderPdf(priceListDocument(sheet)) };
  }

  async commercialOffer(lang: string, countryId: number, addressee: OfferAddressee): Promise<CatalogFile> {
    const sheet = await this.sheet(lang, countryId);
    const until = new Date(this.now().getTime() + OFFER_VALID_DAYS * 86_400_000);
    const validity = {
      until: formatDate(until, sheet.texts.locale, { timeZone: SHOP_TIME_ZONE }),
      days: OFFER_VALID_DAYS,
    };
    return {
      fileName: 'offer.pdf',
      pdf: await renderPdf(commercialOfferDocument(sheet, addressee, validity)),
    };
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async sheet(lang: string, countryId: number): Promise<CatalogSheet> {
    const { catalog, content, settings } = this.deps;
    const country = await content.findCountry(lang, countryId);
    if (!country) throw notFound('country_id');
    const [groups, course, publicSettings] = await Promise.all([
      catalog.productGroups(lang, countryId),
      settings.rubleCourse(),
      settings.publicSettings(lang),
    ]);
    const texts = catalogPdfTexts(lang);
    const t = dictionaryLookup(publicSettings.translations);
    // Prices are computed at the rate in force now, so the rate is dated today.
    const today = formatDate(this.now(), texts.locale, { timeZone: SHOP_TIME_ZONE });
    const courseDecimals = Math.max(2, course.split('.')[1]?.length ?? 0);
    const { sitename, phone, email, address } = publicSettings.settings;
    return {
      texts,
      shop: { sitename, phone, email, address },
      country: country.text,
      groups,
      rate: { course: formatNumber(Number(course), texts.locale, courseDecimals), date: today },
      issuedOn: today,
      workingDays: (from, to) => {
        const days = plural(t, 'WorkingDay', texts.locale, to);
        return from < to ? `${from}–${days}` : days;
      },
    };
  }
}
