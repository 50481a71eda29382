import type { TranslationEntry } from './translation-entry.js';

/** The cart and the steps from a company to a product (parts 1 to 3). */
export const cartTexts: TranslationEntry[] = [
  [
    'CartPriceChanged',
    'Цена изменилась. Проверьте новую цену и добавьте документ ещё раз',
    'The price has changed. Check the new price and add the document again',
  ],
  [
    'CartIsFull',
    'В корзине уже %s документов — оформите заказ или удалите лишнее',
    'The cart already holds %s documents: check out or remove some',
  ],
  [
    'ProductUnavailable',
    'Этот документ сейчас нельзя заказать',
    'This document cannot be ordered at the moment',
  ],
  [
    'ProductNotForCompany',
    'Этот документ не выдаётся о такой компании: выберите другой',
    'This document is not issued for this kind of company: choose another one',
  ],
  ['SelectionStep', 'Шаг %s из %s', 'Step %s of %s'],
  [
    'SelectTypeLead',
    'Для чего нужны документы? Выберите цель, а затем вид документа',
    'What do you need the documents for? Choose the purpose, then the kind of document',
  ],
  ['ChoosePurpose', 'Цель', 'Purpose'],
  ['ChooseProductType', 'Документы «%s»', 'Documents: %s'],
  ['ChangeCompany', 'Другая компания', 'Another company'],
  ['ChangeProductType', 'Другой вид документа', 'Another kind of document'],
  [
    'SelectProductLead',
    'Добавьте в корзину нужные документы и то, что к ним обычно заказывают: апостиль, перевод',
    'Add the documents you need to the cart, with what usually goes with them: an apostille, a translation',
  ],
  ['RemoveFromCart', 'Удалить «%s» для %s', 'Remove “%s” for %s'],
  ['Delivery', 'Доставка', 'Delivery'],
  ['DeliveryNotRequired', 'Не нужна — документы электронные', 'Not needed: the documents are electronic'],
  [
    'CartPriceChangedSince',
    'Цена «%s» (%s) изменилась с %s на %s с тех пор, как вы добавили документ в корзину',
    'The price of “%s” (%s) changed from %s to %s since you added it',
  ],
];
