import type { TranslationEntry } from './translation-entry.js';

/**
 * The demo's banner, a shop being set up (no rate, no way to pay, no catalogue yet), the
 * back-office's set-up checklist and the seller's requisites (docs/decisions/058-demo-and-production.md).
 */
export const setupTexts: TranslationEntry[] = [
  ['DemoBanner', 'Демо-магазин: оплата имитируется', 'Demo shop: payments are simulated'],
  [
    'CheckoutUnavailable',
    'Магазин пока не принимает заказы. Попробуйте позже',
    'The shop does not take orders yet. Please try again later',
  ],
  [
    'SellerRequisitesMissing',
    'Реквизиты продавца ещё не заполнены, документ нельзя сформировать',
    "The seller's requisites are not entered yet, so the document cannot be made",
  ],
  ['PricesInEuroOnly', 'Цены указаны в евро', 'Prices are in euros'],
  ['CheckoutSoon', 'Оформление заказов скоро откроется', 'Ordering opens soon'],
  [
    'CheckoutSoonHint',
    'Мы настраиваем магазин. Чтобы заказать документы сейчас, напишите нам — контакты внизу страницы',
    'We are setting the shop up. To order documents now, write to us: the contacts are at the bottom of the page',
  ],
  ['CatalogueBeingPrepared', 'Каталог готовится', 'The catalogue is being prepared'],
  [
    'CatalogueBeingPreparedHint',
    'Скоро здесь появятся страны и документы. Пока можно задать вопрос — мы ответим',
    'Countries and documents will appear here soon. Meanwhile, ask us anything and we will answer',
  ],
  ['AdminRateNone', 'Курс не задан', 'No rate set'],

  ['AdminSetupTitle', 'Запуск магазина', 'Setting up the shop'],
  [
    'AdminSetupLead',
    'Что нужно сделать, прежде чем магазин начнёт продавать. Список исчезнет, когда всё будет готово',
    'What to do before the shop sells. The list goes away once everything is done',
  ],
  ['AdminSetupProgress', 'Готово %s из %s', '%s of %s done'],
  ['AdminSetupDone', 'Готово', 'Done'],
  ['AdminSetupToDo', 'Не сделано', 'To do'],
  [
    'AdminSetupDemo',
    'Это демо-магазин: данные и оплата ненастоящие',
    'This is the demo shop: its data and payments are not real',
  ],
  ['AdminSetupOpen', 'Открыть', 'Open'],
  ['AdminSetupAdministrator', 'Администратор создан', 'An administrator exists'],
  [
    'AdminSetupAdministratorHint',
    'Первый шаг: npm run manager -- create EMAIL --admin на сервере',
    'The first step: npm run manager -- create EMAIL --admin on the server',
  ],
  [
    'AdminSetupSeller',
    'Реквизиты продавца для счетов и актов',
    "The seller's requisites for invoices and acts",
  ],
  [
    'AdminSetupSellerHint',
    'Без них оплата по счёту не предлагается',
    'Until they are entered, paying by bank transfer is not offered',
  ],
  ['AdminSetupContacts', 'Контакты сайта', "The site's contacts"],
  [
    'AdminSetupContactsHint',
    'Название, телефон, e-mail и адрес в шапке, подвале и письмах',
    'The name, phone, e-mail and address shown in the header, footer and mails',
  ],
  ['AdminSetupRate', 'Курс рубля', 'The rouble rate'],
  [
    'AdminSetupRateHint',
    'Задайте вручную или загрузите из ЦБ. Без курса цены только в евро и заказы не принимаются',
    'Set it by hand or import it from the Central Bank. Without it prices are in euros only and no orders are taken',
  ],
  ['AdminSetupCatalogue', 'Страны и документы', 'Countries and documents'],
  [
    'AdminSetupCatalogueHint',
    'Хотя бы одна активная страна с документом',
    'At least one active country with a document',
  ],
  ['AdminSetupPayments', 'Платёжная система', 'The payment provider'],
  [
    'AdminSetupPaymentsHint',
    'Задаётся на сервере: PAYMENT_PROVIDER=yookassa или robokassa с ключами. Без неё — только оплата по счёту',
    'Set on the server: PAYMENT_PROVIDER=yookassa or robokassa with its keys. Without one, bank transfer only',
  ],
  ['AdminSetupMail', 'Отправка почты', 'Sending mail'],
  [
    'AdminSetupMailHint',
    'Задаётся на сервере: SMTP_URL. Без неё письма копятся в очереди',
    'Set on the server: SMTP_URL. Without it mails wait in the outbox',
  ],
  ['AdminSetupTestOrder', 'Первый тестовый заказ', 'A first test order'],
  [
    'AdminSetupTestOrderHint',
    'Оформите заказ в магазине как покупатель и проверьте письма и счёт',
    'Place an order in the shop as a customer would and check the mails and the invoice',
  ],
  ['AdminSetupPaymentMethods', 'Сейчас покупатели могут платить: %s', 'Customers can pay now: %s'],
  ['AdminSetupNoCheckout', 'Сейчас заказы не принимаются', 'No orders are taken now'],

  ['AdminSeller', 'Реквизиты продавца', "Seller's requisites"],
  [
    'AdminSellerLead',
    'Их печатают счета и акты. Уже выданные документы сохраняют реквизиты, с которыми были выданы',
    'Invoices and acts print them. Documents already issued keep the requisites they were issued with',
  ],
  ['AdminSellerName', 'Полное наименование', 'Full legal name'],
  ['AdminSellerCorrespondentAccount', 'Корреспондентский счёт', 'Correspondent account'],
  ['AdminSellerCompany', 'Организация', 'Organisation'],
  ['AdminSellerSaved', 'Реквизиты сохранены', 'Requisites saved'],
  ['AdminSellerKppHint', 'Не нужен индивидуальному предпринимателю', 'An individual entrepreneur has none'],

  ['AdminFacsimile', 'Факсимиле подписи и печати', 'Facsimile of the signature and seal'],
  [
    'AdminFacsimileLead',
    'Подпись руководителя с печатью одной картинкой: её печатают счета и акты, выданные после загрузки. Уже выданные документы сохраняют своё факсимиле',
    "The director's signature with the seal as one picture: invoices and acts issued after the upload print it. Documents already issued keep theirs",
  ],
  [
    'AdminFacsimileHint',
    'PNG или JPEG, не более %s МБ и %s точек по стороне; лучше на прозрачном фоне',
    'A PNG or JPEG of at most %s MB and %s pixels a side; a transparent background is best',
  ],
  [
    'AdminFacsimileNone',
    'Факсимиле не загружено: на документах остаются пустые места для подписи и печати',
    'No facsimile: documents keep empty places for the signature and seal',
  ],
  ['AdminFacsimileUploaded', 'Загружено %s, %s КБ', 'Uploaded %s, %s KB'],
  ['AdminFacsimileUpload', 'Загрузить картинку', 'Upload a picture'],
  ['AdminFacsimileReplace', 'Заменить картинку', 'Replace the picture'],
  ['AdminFacsimileUploading', 'Загрузка…', 'Uploading…'],
  ['AdminFacsimileRemove', 'Удалить факсимиле', 'Remove the facsimile'],
  [
    'AdminFacsimileRemoveConfirm',
    'Счета и акты, выданные после удаления, будут без факсимиле. Уже выданные документы его сохранят',
    'Invoices and acts issued after the removal carry no facsimile. Documents already issued keep it',
  ],
  ['AdminFacsimileSaved', 'Факсимиле загружено', 'Facsimile uploaded'],
  ['AdminFacsimileRemoved', 'Факсимиле удалено', 'Facsimile removed'],
  ['FacsimileTypeNotAllowed', 'Загрузите картинку PNG или JPEG', 'Upload a PNG or JPEG picture'],
  [
    'FacsimileTooLarge',
    'Картинка слишком большая: не более %s МБ и %s точек по стороне',
    'The picture is too large: at most %s MB and %s pixels a side',
  ],
  [
    'FacsimileUnreadable',
    'Картинку не удалось прочитать: сохраните её заново как PNG или JPEG',
    'The picture could not be read: save it again as a PNG or JPEG',
  ],
];
