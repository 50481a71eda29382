import type { TranslationEntry } from './translation-entry.js';

/** Texts of the web app's form wrapper, fields and contact form that the base dictionary lacks. */
export const formsWebTexts: TranslationEntry[] = [
  ['RequiredField', 'обязательное поле', 'required'],
  ['EmailOrPhoneHint', 'Достаточно телефона или e-mail', 'A phone number or an e-mail is enough'],
  ['ConsultCtaTitle', 'Не знаете, какой документ нужен?', 'Not sure which document you need?'],
  [
    'ConsultCtaText',
    'Расскажите о задаче — специалист бесплатно подберёт документы, сроки и стоимость',
    'Tell us what you need and a specialist will pick the documents, timing and price, free of charge',
  ],
  ['ConsultCtaButton', 'Получить консультацию', 'Get a free consultation'],
];
