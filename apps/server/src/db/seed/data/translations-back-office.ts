import type { TranslationEntry } from './translation-entry.js';

/** The back-office's orders and fulfilment (issue 14, part 2): refusals of its calls. */
export const backOfficeTexts: TranslationEntry[] = [
  [
    'OrderNotPaid',
    'Заказ ещё не оплачен: взять его в работу или загрузить документы нельзя',
    'The order is not paid yet: it cannot be taken into work or given documents',
  ],
  ['OrderAlreadyCompleted', 'Заказ уже выполнен', 'The order is already completed'],
  ['OrderCancelled', 'Заказ отменён', 'The order is cancelled'],
  [
    'MailNotApplicable',
    'Это письмо к заказу в его состоянии не относится',
    'This mail does not apply to the order in its state',
  ],
  [
    'DocumentTypeNotAllowed',
    'Такой тип файла не принимается: загрузите PDF, DOC, DOCX, XLS, XLSX, ODT, RTF, JPG или PNG',
    'This file type is not accepted: upload a PDF, DOC, DOCX, XLS, XLSX, ODT, RTF, JPG or PNG',
  ],
  ['DocumentTooLarge', 'Файл слишком большой (не более %s МБ)', 'The file is too large (at most %s MB)'],
];
