import type { TranslationEntry } from './translation-entry.js';

/** Texts of the web app's FAQ, materials, static and foreign-registers pages that the base dictionary lacks. */
export const contentPageTexts: TranslationEntry[] = [];
