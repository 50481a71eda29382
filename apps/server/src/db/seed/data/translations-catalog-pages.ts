import type { TranslationEntry } from './translation-entry.js';

/** Texts of the web app's home, country and tariff pages that the base dictionary lacks. */
export const catalogPageTexts: TranslationEntry[] = [];
