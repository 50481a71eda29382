import type { TranslationEntry } from './translation-entry.js';

/**
 * The back-office's order search by name and phone, and the shipment of paper originals: its
 * refusals, the order page's form and history, and what the customer sees of a parcel.
 */
export const shipmentsTexts: TranslationEntry[] = [
  ['ItemNotPaper', 'У этой позиции нет оригинала на бумаге', 'This item has no paper original'],
  [
    'ItemAlreadyShipped',
    'Оригинал этой позиции уже отправлен другой посылкой',
    'The original of this item has already left in another parcel',
  ],
  [
    'TrackingNumberInvalid',
    'Трек-номер: латинские буквы, цифры и дефисы, от 4 до 40 знаков',
    'A tracking number has 4 to 40 Latin letters, digits and dashes',
  ],
  [
    'AdminOrdersSearchWhat',
    'Номер заказа, e-mail, ФИО, телефон, ИНН, название или номер компании',
    'Order number, e-mail, name, phone, INN, company name or number',
  ],
  ['AdminStatusAwaitingShipment', 'Ждёт отправки оригиналов', 'Awaiting shipment of originals'],
  [
    'AdminAwaitingShipmentNotice',
    'Сканы всех позиций загружены. Заказ будет выполнен, когда уйдут оригиналы на бумаге.',
    'Every item has its scan. The order completes when the paper originals are shipped.',
  ],
  ['AdminShipments', 'Оригиналы на бумаге', 'Paper originals'],
  ['AdminNoShipments', 'Оригиналы ещё не отправлены', 'No originals have been shipped yet'],
  ['AdminShipOriginals', 'Отправить оригиналы', 'Ship originals'],
  ['AdminShipTitle', 'Отправка оригиналов, заказ %s', 'Shipping the originals of order %s'],
  [
    'AdminShipText',
    'Отметьте позиции, оригиналы которых уходят в этой посылке. Клиент получит письмо с трек-номером.',
    'Tick the items whose originals go in this parcel. The customer is mailed the tracking number.',
  ],
  ['AdminShipItems', 'Позиции в посылке', 'Items in the parcel'],
  ['AdminCarrier', 'Служба доставки', 'Carrier'],
  ['AdminCarrierHint', 'Выберите из списка или впишите свою', 'Pick one from the list or type another'],
  ['AdminTrackingNumber', 'Трек-номер', 'Tracking number'],
  ['AdminTrackingHint', 'Латинские буквы, цифры и дефисы', 'Latin letters, digits and dashes'],
  ['AdminShipConfirm', 'Сохранить отправку', 'Save the shipment'],
  ['AdminShippedAt', 'Отправлено %s', 'Shipped %s'],
  ['AdminItemShipped', 'Оригинал отправлен', 'Original shipped'],
  ['AdminItemAwaitingShipment', 'Оригинал ждёт отправки', 'Original awaiting shipment'],
  ['AdminEventShipped', 'Оригиналы отправлены', 'Originals shipped'],
  ['AdminEventParcel', '%s, трек-номер %s', '%s, tracking number %s'],
  ['AdminMailOriginalsShipped', 'Оригиналы отправлены', 'Originals shipped'],
  ['TrackParcel', 'Отследить', 'Track'],
  ['TrackParcelOf', 'Отследить посылку %s', 'Track parcel %s'],
  ['OriginalShipped', 'Оригинал отправлен: %s, трек-номер %s', 'Original shipped: %s, tracking number %s'],
  ['OrderShipments', 'Оригиналы на бумаге', 'Paper originals'],
  ['OrderParcel', '%s, трек-номер %s, отправлено %s', '%s, tracking number %s, shipped %s'],
];
