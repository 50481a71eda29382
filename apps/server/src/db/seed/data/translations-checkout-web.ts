import type { TranslationEntry } from './translation-entry.js';

/** The checkout page, the after-order pages and the account's order states in the web app (issue 13). */
export const checkoutWebTexts: TranslationEntry[] = [
  [
    'CheckoutMetaDescription',
    'Оформление заказа документов: данные покупателя, доставка и оплата',
    'Place your order for documents: your details, delivery and payment',
  ],
  [
    'CheckoutEmailHint',
    'На этот адрес придут счёт и документы; мы создадим для вас личный кабинет',
    'The invoice and documents go to this address; we create your account with it',
  ],
  ['ChoosePayer', 'Юрлицо-плательщик', 'Paying legal entity'],
  ['OtherPayer', 'Другое юрлицо', 'Another legal entity'],
  [
    'DeliveryDetailsHint',
    'В заказе есть документы на бумаге — укажите, куда доставить оригиналы',
    'Your order has paper documents: tell us where to deliver the originals',
  ],
  [
    'PaymentCardNext',
    'Сейчас вы перейдёте на страницу оплаты; работа начнётся сразу после оплаты',
    'You go to the payment page next; work starts as soon as the payment is through',
  ],
  [
    'PaymentInvoiceNext',
    'Мы выставим счёт — скачайте его после оформления; работа начнётся после поступления оплаты',
    'We issue an invoice for you to download; work starts when the payment arrives',
  ],
  [
    'UserExistsCheckout',
    'Войдите в личный кабинет — заполненные данные и корзина сохранятся, и вы вернётесь сюда',
    'Log in to your account: your cart and the details you entered are kept, and you come back here',
  ],
  ['LoginToContinue', 'Войти и продолжить', 'Log in and continue'],
  ['OrderPlacedRedirecting', 'Заказ оформлен, переходим дальше…', 'Order placed, taking you on…'],
  ['ExpectedReadyDate', 'Ожидаемая дата готовности', 'Expected ready date'],
  ['ApproximateDate', 'ориентировочно %s', 'approximately %s'],
  [
    'ReadyDateAfterPayment',
    'Срок считается в рабочих днях с даты оплаты',
    'The date is counted in working days from the payment',
  ],
  ['RubleRate', 'Курс рубля', 'Rouble rate'],
  ['RubleRateOfDate', '%s ₽ за € на %s', '%s ₽ per € as of %s'],
  ['WhatHappensNext', 'Что дальше', 'What happens next'],
  [
    'InvoiceNextSteps',
    'Оплатите счёт с расчётного счёта организации. Документы будут готовы через %s после поступления оплаты',
    'Pay the invoice from the company’s bank account. The documents are ready %s after the payment arrives',
  ],
  [
    'CardNextSteps',
    'Оплатите заказ картой онлайн. Документы будут готовы через %s после оплаты',
    'Pay for the order by card online. The documents are ready %s after the payment',
  ],
  ['PayOnline', 'Оплатить онлайн', 'Pay online'],
  ['DownloadInvoice', 'Скачать счёт № %s (PDF)', 'Download invoice No. %s (PDF)'],
  ['OrderCancelledText', 'Заказ отменён', 'The order has been cancelled'],
  ['OrderPaymentTitle', 'Оплата заказа', 'Order payment'],
  ['PaymentPendingTitle', 'Ждём подтверждения оплаты', 'Waiting for the payment’s confirmation'],
  [
    'PaymentPendingText',
    'Платёжная система сообщает об оплате в течение минуты — страница обновится сама',
    'The payment provider confirms the payment within a minute: this page updates by itself',
  ],
  [
    'PaymentPendingLongText',
    'Подтверждение ещё не пришло. Мы пришлём письмо, как только оплата поступит',
    'The confirmation has not come yet. We will e-mail you as soon as the payment arrives',
  ],
  ['CheckAgain', 'Проверить ещё раз', 'Check again'],
  ['OrderNotFound', 'Заказ не найден', 'Order not found'],
  [
    'OrderNotFoundText',
    'Такого заказа нет или он оформлен в другом личном кабинете. Войдите под своим e-mail, чтобы увидеть свои заказы',
    'There is no such order, or it belongs to another account. Log in with your e-mail to see your orders',
  ],
  ['GoToOrders', 'Мои заказы', 'My orders'],
  ['ViewOrder', 'Подробнее о заказе', 'Order details'],
  ['OrderStatusCompleted', 'Выполнен', 'Completed'],
  ['OrderPageCrumb', 'Заказ', 'Order'],
  [
    'OrderPageMetaDescription',
    'Заказ в личном кабинете: документы, статус, оплата и файлы',
    'An order in your account: its documents, status, payment and files',
  ],
  ['PayOrder', 'Оплатить', 'Pay'],
  ['PayOrderNumber', 'Оплатить заказ № %s', 'Pay order No. %s'],
  ['MailSignInLink', 'Прислать ссылку для входа', 'Mail me a sign-in link'],
  [
    'SignInLinkHint',
    'Заказывали раньше без пароля? Пришлём на e-mail ссылку, по которой можно задать пароль и войти.',
    'Ordered before without a password? We mail you a link to set one and sign in.',
  ],
  [
    'SignInLinkSent',
    'Ссылка отправлена на %s. Форма и корзина сохранятся.',
    'The link is on its way to %s. The form and the cart are kept.',
  ],
  [
    'SignInLinkFailed',
    'Не удалось отправить ссылку. Попробуйте ещё раз.',
    'The link could not be sent. Please try again.',
  ],
  [
    'CartMergedAtLogin',
    'В корзину добавлены документы из вашей прежней корзины: %s. Проверьте состав заказа.',
    'Documents from your earlier cart were added: %s. Check the order before placing it.',
  ],
];
