import type { TranslationEntry } from './translation-entry.js';

/**
 * PDFs rendered on a bounded pool of threads (docs/decisions/057-pdfs-off-the-event-loop.md): the
 * refusal when as many are being made as the shop takes; the answer says when to try again.
 */
export const pdfTexts: TranslationEntry[] = [
  [
    'ServerBusy',
    'Сейчас готовится много документов. Повторите через несколько секунд',
    'Many documents are being prepared right now. Please try again in a few seconds',
  ],
];
