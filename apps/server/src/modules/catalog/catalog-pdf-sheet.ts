import { dictionaryLookup, type Dictionary, plural } from '@storefront/contract';
import type { CatalogSheet, OfferAddressee } from './catalog-pdf.js';
import { catalogPdfTexts } from './catalog-pdf-texts.js';

/**
 * A catalog sheet as plain data, as it crosses to a PDF worker thread (a structured clone takes
 * no functions): the printed words by the document's language, and the dictionary's plural forms
 * of a working day in place of the function that chooses one.
 */
export interface CatalogSheetData extends Omit<CatalogSheet, 'texts' | 'workingDays'> {
  lang: string;
  /** The dictionary's `WorkingDay` entries (`WorkingDay_one`, `WorkingDay_few`, ...) in `lang`. */
  workingDayForms: Dictionary;
}

/** A commercial offer as plain data: the sheet, to whom, and until when its prices hold. */
export interface OfferData {
  sheet: CatalogSheetData;
  addressee: OfferAddressee;
  validity: { until: string; days: number };
}

/** The catalog's documents as a PDF worker takes them (src/pdf-worker.ts). */
export type CatalogPdfJob =
  { document: 'priceList'; data: CatalogSheetData } | { document: 'offer'; data: OfferData };

/** Every plural category Intl.PluralRules has: the suffixes `plural()` may look up. */
const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The dictionary's entries for a working day, as `workingDayForms` keeps them. */
export function workingDayForms(dictionary: Dictionary): Dictionary {
  const t = dictionaryLookup(dictionary);
  const forms: Record<string, string> = {};
  for (const key of ['WorkingDay', ...PLURAL_CATEGORIES.map((category) => `WorkingDay_${category}`)]) {
    const text = t(key);
    if (text !== undefined) forms[key] = text;
  }
  return forms;
}

/** The sheet the document builders print, from its plain data. */
export function catalogSheet({ lang, workingDayForms: forms, ...printed }: CatalogSheetData): CatalogSheet {
  const texts = catalogPdfTexts(lang);
  const t = dictionaryLookup(forms);
  return {
    ...printed,
    texts,
    workingDays: (from, to) => {
      const days = plural(t, 'WorkingDay', texts.locale, to);
      return from < to ? `${from}–${days}` : days;
    },
  };
}
