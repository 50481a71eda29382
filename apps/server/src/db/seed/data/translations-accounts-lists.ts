import type { TranslationEntry } from './translation-entry.js';

/** Texts of the account's lists (legal entities, documents, orders) and of the manager-mode banner. */
export const accountsListsTexts: TranslationEntry[] = [
  [
    'LegalEntitiesIntro',
    'Реквизиты ваших организаций и ИП для счетов и закрывающих документов',
    'The requisites of your companies for invoices and accounting documents',
  ],
  [
    'LegalEntitiesMetaDescription',
    'Юрлица и ИП в личном кабинете: реквизиты для счетов и актов, основное юрлицо',
    'Your legal entities: requisites for invoices and acts, and the default one',
  ],
  ['LegalEntitiesCount', 'Всего юрлиц: %s', 'Legal entities: %s'],
  [
    'NoLegalEntitiesText',
    'Добавьте организацию или ИП — реквизиты подставятся в счета и акты',
    'Add a company or a sole trader and their requisites will go on your invoices and acts',
  ],
  ['DeleteLegalEntityTitle', 'Удалить юрлицо?', 'Delete the legal entity?'],
  [
    'DeleteLegalEntityText',
    '«%s» будет удалено без возможности восстановления',
    '“%s” will be deleted permanently',
  ],
  [
    'LegalEntityInnHint',
    '10 цифр для организации, 12 — для ИП',
    '10 digits for a company, 12 for a sole trader',
  ],
  ['LegalEntityOgrnHint', 'ОГРН — 13 цифр, ОГРНИП — 15', 'OGRN: 13 digits; OGRNIP: 15'],
  ['LegalEntityKppHint', 'Для ИП не заполняется', 'Leave empty for a sole trader'],
  ['LegalEntityAccountHint', '20 цифр, счёт в банке с указанным БИК', '20 digits, at the bank of this BIK'],
  [
    'DocumentsIntro',
    'Акты и счета по вашим заказам — скачивайте в PDF',
    'Acts and invoices of your orders, as PDF downloads',
  ],
  [
    'DocumentsMetaDescription',
    'Закрывающие документы в личном кабинете: акты и счета по заказам в PDF',
    'Your accounting documents: acts and invoices of your orders as PDFs',
  ],
  ['DocumentTypeFilter', 'Тип документов', 'Document type'],
  ['AllDocuments', 'Все', 'All'],
  ['DocumentType', 'Тип', 'Type'],
  ['OrderColumn', 'Заказ', 'Order'],
  ['DownloadDocument', 'Скачать: %s', 'Download: %s'],
  ['NoDocumentsOfType', 'Документов этого типа пока нет', 'No documents of this type yet'],
  [
    'NoDocumentsText',
    'Счёт появится здесь после оформления заказа, акт — после его выполнения',
    'An invoice appears here when you place an order, an act once the order is completed',
  ],
  [
    'OrdersIntro',
    'Купленные документы, их статус и готовые файлы',
    'The documents you bought, their status and the finished files',
  ],
  [
    'OrdersMetaDescription',
    'Заказы в личном кабинете: статус, сроки, цены и готовые документы',
    'Your orders: status, dates, prices and the finished documents',
  ],
  ['ReadyDate', 'Готов', 'Ready on'],
  ['ReadyAfterPayment', 'после оплаты', 'after payment'],
  ['OrderOfDate', 'от %s', 'of %s'],
  [
    'NoOrdersText',
    'Найдите компанию и выберите документы — заказ появится здесь',
    'Find a company and choose its documents: your order will show here',
  ],
  ['ManagerModeLabel', 'Режим менеджера', 'Manager mode'],
  ['ManagerModeExit', 'Выйти из режима', 'Leave manager mode'],
];
