import { messageKeys } from '@storefront/contract';
import type { SeedTranslations } from '../types.js';

/**
 * The UI dictionary: [key, ru-RU, en-US]. %s placeholders are filled in order by t(key, ...args).
 * Plural forms use the Intl.PluralRules categories as suffixes; both languages carry all four
 * (one, few, many, other) so the key sets stay equal.
 */
import type { TranslationEntry as Entry } from './translation-entry.js';
import { accountsListsTexts } from './translations-accounts-lists.js';
import { accountsWebTexts } from './translations-accounts-web.js';
import { catalogPageTexts } from './translations-catalog-pages.js';
import { contentPageTexts } from './translations-content-pages.js';
import { companySearchTexts } from './translations-company-search.js';
import { searchPageTexts } from './translations-search-pages.js';
import { formsServerTexts } from './translations-forms-server.js';
import { formsWebTexts } from './translations-forms-web.js';
import { sessionsTexts } from './translations-sessions.js';
import { passwordTexts } from './translations-passwords.js';
import { linksTexts } from './translations-links.js';
import { cartTexts } from './translations-cart.js';
import { checkoutTexts } from './translations-checkout.js';
import { paymentTexts } from './translations-payments.js';
import { paymentRefundTexts } from './translations-payments-refunds.js';
import { checkoutWebTexts } from './translations-checkout-web.js';
import { backOfficeTexts } from './translations-back-office.js';
import { backOfficeRatesTexts } from './translations-back-office-rates.js';
import { backOfficeOrdersTexts } from './translations-back-office-orders.js';
import { backOfficeCustomerTexts } from './translations-back-office-customers.js';
import { backOfficeCatalogTexts } from './translations-back-office-catalog.js';
import { backOfficeInboxTexts } from './translations-back-office-inbox.js';
import { backOfficeContentTexts } from './translations-back-office-content.js';
import { backOfficeBlocksTexts } from './translations-back-office-blocks.js';
import { backOfficeTextsTexts } from './translations-back-office-texts.js';
import { pdfTexts } from './translations-pdf.js';
import { setupTexts } from './translations-setup.js';
import { shipmentsTexts } from './translations-shipments.js';

/** Message keys of the contract (field messages, action fallbacks, request errors). */
const messages: Entry[] = [
  ['FieldCannotBeEmpty', 'Заполните это поле', 'Please fill in this field'],
  ['FieldMustBeEmail', 'Введите корректный адрес электронной почты', 'Enter a valid e-mail address'],
  ['FieldMustBeMinLength', 'Введите не менее %s символов', 'Enter at least %s characters'],
  ['FieldMustBeMaxLength', 'Введите не более %s символов', 'Enter no more than %s characters'],
  ['FieldMustBeMinValue', 'Значение должно быть не меньше %s', 'The value must be at least %s'],
  ['FieldMustBeMaxValue', 'Значение должно быть не больше %s', 'The value must be at most %s'],
  ['FieldMustBeBetween', 'Значение должно быть от %s до %s', 'The value must be between %s and %s'],
  ['FieldsMustBeEqual', 'Значения полей должны совпадать', 'The fields must match'],
  ['PasswordShouldBeTheSame', 'Пароли не совпадают', 'The passwords do not match'],
  ['PhoneMustBeFull', 'Введите номер телефона полностью', 'Enter the full phone number'],
  ['NoNumbersAllowed', 'Цифры здесь не допускаются', 'Digits are not allowed here'],
  ['EmailOrPhoneRequired', 'Укажите телефон или e-mail', 'Enter a phone number or an e-mail address'],
  ['UnknownError', 'Что-то пошло не так. Попробуйте ещё раз', 'Something went wrong. Please try again'],
  ['IncorrectToken', 'Сессия истекла. Войдите снова', 'Your session has expired. Please log in again'],
  ['Incorrect Token', 'Сессия истекла. Войдите снова', 'Your session has expired. Please log in again'],
  ['ErrorFetchingDocuments', 'Не удалось загрузить документы', 'Could not load your documents'],
  ['ErrorFetchingAct', 'Не удалось скачать документ', 'Could not download the document'],
  ['ErrorFetchingYurlitsa', 'Не удалось загрузить список юрлиц', 'Could not load your legal entities'],
  ['ErrorFetchingReceived', 'Не удалось загрузить заказы', 'Could not load your orders'],
  ['ErrorUpdatingYurlitso', 'Не удалось сохранить юрлицо', 'Could not save the legal entity'],
  ['LoginIncorrect', 'Неверный e-mail или пароль', 'Incorrect e-mail or password'],
  [
    'RegisterIncorrect',
    'Не удалось выполнить запрос. Проверьте данные и попробуйте снова',
    'The request failed. Check your details and try again',
  ],
  [
    'PasswordResetFailed',
    'Не удалось сменить пароль. Возможно, ссылка устарела',
    'Could not reset the password. The link may have expired',
  ],
  [
    'ConsultIncorrect',
    'Не удалось отправить заявку. Попробуйте позже',
    'Could not send your request. Please try later',
  ],
  ['ProfileEditIncorrect', 'Не удалось сохранить профиль', 'Could not save your profile'],
  ['ErrorFetchingPriceList', 'Не удалось скачать прайс-лист', 'Could not download the price list'],
  ['ErrorSavingOrder', 'Не удалось оформить заказ', 'Could not place the order'],
  ['Error fetching order', 'Не удалось загрузить заказ', 'Could not load the order'],
  ['FieldHasWrongType', 'Неверный формат значения', 'The value has the wrong format'],
  ['FieldHasWrongValue', 'Недопустимое значение', 'This value is not allowed'],
  ['FieldMustBeInteger', 'Введите целое число', 'Enter a whole number'],
  ['TooManyItems', 'Слишком много элементов: допускается не более %s', 'Too many items: %s at most'],
  ['InvalidRequest', 'Некорректный запрос', 'Invalid request'],
  ['NotFound', 'Ничего не найдено', 'Not found'],
  ['MethodNotAllowed', 'Метод не поддерживается', 'Method not allowed'],
  ['PayloadTooLarge', 'Слишком большой объём данных', 'The request is too large'],
  ['UnsupportedMediaType', 'Неподдерживаемый формат данных', 'Unsupported data format'],
  ['TooManyRequests', 'Слишком много запросов. Подождите немного', 'Too many requests. Please wait a moment'],
  ['ServiceUnavailable', 'Сервис временно недоступен', 'The service is temporarily unavailable'],
  [
    'InnIsInvalid',
    'Неверный ИНН: проверьте количество цифр и контрольное число',
    'Invalid INN: check the number of digits and the check digit',
  ],
  [
    'OgrnIsInvalid',
    'Неверный ОГРН: проверьте количество цифр и контрольное число',
    'Invalid OGRN: check the number of digits and the check digit',
  ],
  ['KppIsInvalid', 'КПП должен состоять из 9 символов', 'The KPP must be 9 characters long'],
  [
    'BikIsInvalid',
    'БИК должен состоять из 9 цифр и начинаться с 04',
    'The BIK must be 9 digits starting with 04',
  ],
  [
    'AccountIsInvalid',
    'Неверный расчётный счёт: проверьте номер и БИК банка',
    'Invalid account number: check it against the bank’s BIK',
  ],
  [
    'ResetTokenIsInvalid',
    'Ссылка для смены пароля недействительна или устарела',
    'The password reset link is invalid or has expired',
  ],
  ['HttpError', 'Ошибка HTTP: %s', 'HTTP error: %s'],
];

const layout: Entry[] = [
  ['Menu', 'Меню', 'Menu'],
  // The logo's two lines, drawn as text so that they follow the language.
  ['LogoName', 'Реестр', 'Registry'],
  ['LogoTagline', 'Документов', 'Documents'],
  ['SkipToContent', 'Перейти к содержимому', 'Skip to content'],
  ['MainMenu', 'Главное меню', 'Main menu'],
  ['MobileMenu', 'Разделы сайта', 'Site sections'],
  ['FooterMenu', 'Покупателям', 'For customers'],
  ['OpenMenu', 'Открыть меню', 'Open menu'],
  ['CloseMenu', 'Закрыть меню', 'Close menu'],
  ['Cart', 'Корзина', 'Cart'],
  ['Login', 'Войти', 'Log in'],
  ['Profile', 'Профиль', 'Profile'],
  ['Account', 'Личный кабинет', 'My account'],
  ['Logout', 'Выйти', 'Log out'],
  ['BackOffice', 'Бэк-офис', 'Back office'],
  ['Language', 'Язык', 'Language'],
  ['ChooseLanguage', 'Выберите язык', 'Choose a language'],
  ['WriteMessage', 'Написать нам', 'Write to us'],
  ['AllRightsReserved', 'Все права защищены', 'All rights reserved'],
  ['Copyright', '© %s, %s–%s. Все права защищены', '© %s, %s–%s. All rights reserved'],
  ['Phone', 'Телефон', 'Phone'],
  ['Phones', 'Телефоны', 'Phones'],
  ['Email', 'E-mail', 'E-mail'],
  ['Address', 'Адрес', 'Address'],
  ['Contacts', 'Контакты', 'Contacts'],
  ['FollowUs', 'Мы в соцсетях', 'Follow us'],
  ['SocialVk', 'ВКонтакте', 'VK'],
  ['SocialTw', 'Twitter', 'Twitter'],
  ['SocialFb', 'Facebook', 'Facebook'],
  ['SocialIn', 'LinkedIn', 'LinkedIn'],
  ['WorkingHours', 'Пн–пт, 9:00–19:00 (МСК)', 'Mon–Fri, 9 a.m.–7 p.m. (Moscow time)'],
  ['Close', 'Закрыть', 'Close'],
  ['Back', 'Назад', 'Back'],
  ['Continue', 'Продолжить', 'Continue'],
  ['Select', 'Выбрать', 'Select'],
  ['Selected', 'Выбрано', 'Selected'],
  ['ShowAll', 'Показать все', 'Show all'],
  ['Or', 'или', 'or'],
  ['Yes', 'Да', 'Yes'],
  ['No', 'Нет', 'No'],
  ['NotSpecified', 'Не указано', 'Not specified'],
  ['Date', 'Дата', 'Date'],
  [
    'CookieNotice',
    'Мы используем файлы cookie, чтобы сайт работал удобнее',
    'We use cookies to make the site easier to use',
  ],
  ['CookieAccept', 'Понятно', 'Got it'],
  ['LanguageRussian', 'Русский', 'Russian'],
  ['LanguageEnglish', 'Английский', 'English'],
  [
    'ManagerMode',
    'Режим менеджера: вы действуете от имени пользователя %s',
    'Manager mode: you are acting as user %s',
  ],
];

const home: Entry[] = [
  [
    'HeroTitle',
    'Официальные документы о компаниях России и мира',
    'Official documents on companies in Russia and worldwide',
  ],
  [
    'HeroSubtitle',
    'Выписки из реестров, апостиль и нотариальный перевод — онлайн, с доставкой и закрывающими документами',
    'Register extracts, apostilles and certified translations — online, with delivery and full paperwork',
  ],
  // Short enough to show whole in the search field of a 360 px phone.
  ['CompanySearchPlaceholder', 'Название, ИНН или номер', 'Name, tax ID or number'],
  ['CompanySearchButton', 'Найти', 'Search'],
  ['ChooseCountry', 'Выберите страну', 'Choose a country'],
  ['PopularCountries', 'Популярные страны', 'Popular countries'],
  ['AllCountries', 'Все страны', 'All countries'],
  ['FirstDocsTitle', 'Образцы документов', 'Sample documents'],
  [
    'FirstDocsSubtitle',
    'Так выглядят документы, которые вы получите',
    'This is what your documents will look like',
  ],
  ['ViewSample', 'Посмотреть образец', 'View sample'],
  ['AdvantagesTitle', 'Почему выбирают нас', 'Why clients choose us'],
  ['PayOptionsTitle', 'Способы оплаты', 'Payment options'],
  ['ReviewsTitle', 'Отзывы клиентов', 'Customer reviews'],
  ['ReviewRating', 'Оценка: %s из 5', 'Rating: %s out of 5'],
  ['LatestNews', 'Последние новости', 'Latest news'],
  ['AllNews', 'Все новости', 'All news'],
  ['TypePurposesTitle', 'Для чего нужен документ?', 'What do you need the document for?'],
  ['ProductTypesTitle', 'Виды документов', 'Document types'],
  ['HowItWorksTitle', 'Как это работает', 'How it works'],
  ['HowItWorksStep1', 'Найдите компанию по названию или номеру', 'Find the company by name or number'],
  ['HowItWorksStep2', 'Выберите документы и оплатите заказ', 'Choose the documents and pay'],
  [
    'HowItWorksStep3',
    'Получите документы в кабинете или курьером',
    'Receive them in your account or by courier',
  ],
];

const pagesAndBreadcrumbs: Entry[] = [
  ['Breadcrumbs', 'Навигационная цепочка', 'Breadcrumbs'],
  ['Home', 'Главная', 'Home'],
  ['About', 'О компании', 'About us'],
  ['Tariffs', 'Тарифы', 'Tariffs'],
  ['ForeignRegisters', 'Иностранные реестры', 'Foreign registers'],
  ['Faq', 'Вопросы и ответы', 'FAQ'],
  ['Materials', 'Материалы', 'Materials'],
  ['News', 'Новости', 'News'],
  ['Publications', 'Публикации', 'Publications'],
  ['Search', 'Поиск', 'Search'],
  ['SearchCompany', 'Поиск компании', 'Company search'],
  ['SelectType', 'Выбор цели', 'Choose a purpose'],
  ['SelectProduct', 'Выбор документов', 'Choose documents'],
  ['Checkout', 'Оформление заказа', 'Checkout'],
  ['OrderSuccess', 'Заказ оформлен', 'Order placed'],
  ['PaymentSuccess', 'Оплата прошла успешно', 'Payment successful'],
  ['PaymentFail', 'Оплата не прошла', 'Payment failed'],
  ['Country', 'Страна', 'Country'],
  ['Countries', 'Страны', 'Countries'],
  ['Page', 'Страница', 'Page'],
  ['PageNotFound', 'Страница не найдена', 'Page not found'],
  ['LoginTitle', 'Вход в личный кабинет', 'Log in to your account'],
  ['ForgotPasswordTitle', 'Восстановление пароля', 'Password recovery'],
  ['ResetPasswordTitle', 'Новый пароль', 'Set a new password'],
];

const catalog: Entry[] = [
  ['CountryPageTitle', 'Документы о компаниях: %s', 'Company documents: %s'],
  ['TariffsTitle', 'Тарифы: %s', 'Tariffs: %s'],
  [
    'TariffsSubtitle',
    'Цены указаны в евро и в рублях по курсу %s ₽ за 1 €',
    'Prices are in euros and in roubles at %s ₽ per €1',
  ],
  ['Price', 'Цена', 'Price'],
  ['PriceEur', '%s €', '€%s'],
  ['PriceRub', '%s ₽', '%s ₽'],
  ['PriceInRoubles', 'Цена в рублях', 'Price in roubles'],
  ['PriceFrom', 'от %s €', 'from €%s'],
  ['Duration', 'Срок', 'Duration'],
  ['WorkingDays', 'рабочих дней', 'working days'],
  ['DurationRange', 'от %s до %s рабочих дней', '%s to %s working days'],
  ['DurationUpTo', 'до %s рабочих дней', 'up to %s working days'],
  ['DeliveryByCourier', 'Оригинал курьером', 'Original by courier'],
  ['Electronic', 'Электронный документ', 'Electronic document'],
  ['Order', 'Заказать', 'Order'],
  ['AddToCart', 'В корзину', 'Add to cart'],
  ['InCart', 'В корзине', 'In the cart'],
  ['DownloadPriceList', 'Скачать прайс-лист', 'Download the price list'],
  ['DownloadOffer', 'Скачать коммерческое предложение', 'Download a commercial offer'],
  ['DownloadCommercialOffer', 'Скачать коммерческое предложение', 'Download a commercial offer'],
  ['CountryRegister', 'Реестр', 'Register'],
  ['OnlineRegister', 'Онлайн-реестр', 'Online register'],
  ['OfflineRegister', 'Запрос через партнёра', 'Request via a partner'],
  ['CountryRegisterName', 'Реестр: %s', 'Register: %s'],
  ['ProductType', 'Вид документа', 'Document type'],
  ['ProductName', 'Документ', 'Document'],
  ['Purpose', 'Цель', 'Purpose'],
  ['AllProducts', 'Все документы', 'All documents'],
  ['RelatedProducts', 'С этим документом заказывают', 'Often ordered with'],
  ['NoProducts', 'Для этой страны пока нет документов', 'No documents are available for this country yet'],
  ['Expand', 'Подробнее', 'Details'],
  ['Collapse', 'Свернуть', 'Collapse'],
  [
    'FaqSubtitle',
    'Не нашли ответ? Напишите нам — ответим в течение часа',
    'Can’t find the answer? Write to us and we will reply within an hour',
  ],
  ['ForeignRegistersTitle', 'Документы из иностранных реестров', 'Documents from foreign registers'],
  [
    'ForeignRegistersSubtitle',
    'Выписки, сертификаты и апостиль для компаний из %s стран',
    'Extracts, certificates and apostilles for companies from %s countries',
  ],
  ['Online', 'Онлайн', 'Online'],
  ['GoToTariffs', 'Смотреть тарифы', 'See tariffs'],
];

const materials: Entry[] = [
  ['ReadMore', 'Читать далее', 'Read more'],
  ['BackToList', 'Вернуться к списку', 'Back to the list'],
  ['RecentArticles', 'Свежие материалы', 'Recent articles'],
  ['PublishedAt', 'Опубликовано %s', 'Published on %s'],
  ['NoArticles', 'Материалов пока нет', 'No articles yet'],
  ['PreviousPage', 'Назад', 'Previous'],
  ['NextPage', 'Вперёд', 'Next'],
  ['PageOf', 'Страница %s из %s', 'Page %s of %s'],
  ['Pagination', 'Постраничная навигация', 'Pagination'],
  ['NotFoundTitle', 'Такой страницы нет', 'This page does not exist'],
  [
    'NotFoundText',
    'Возможно, она была удалена или вы перешли по неверной ссылке',
    'It may have been removed, or the link may be wrong',
  ],
  ['GoHome', 'На главную', 'Go to the home page'],
  ['Loading', 'Загрузка…', 'Loading…'],
  ['Error', 'Ошибка', 'Error'],
  ['LoadError', 'Не удалось загрузить данные', 'Could not load the data'],
  ['Retry', 'Повторить', 'Try again'],
  ['ReloadPage', 'Обновить страницу', 'Reload the page'],
  [
    'ChunkLoadTimeout',
    'Страница загружается слишком долго. Проверьте подключение и обновите её',
    'The page is taking too long to load. Check your connection and reload it',
  ],
  [
    'ChunkLoadError',
    'Не удалось загрузить страницу. Проверьте подключение и обновите её',
    'The page failed to load. Check your connection and reload it',
  ],
  ['AddedToCart', 'Документ добавлен в корзину', 'Document added to the cart'],
  ['RemovedFromCart', 'Документ удалён из корзины', 'Document removed from the cart'],
  ['Saved', 'Сохранено', 'Saved'],
  ['ProfileSaved', 'Профиль сохранён', 'Profile saved'],
  ['LegalEntitySaved', 'Юрлицо сохранено', 'Legal entity saved'],
  ['LegalEntityDeleted', 'Юрлицо удалено', 'Legal entity deleted'],
  ['DefaultLegalEntitySet', 'Основное юрлицо изменено', 'Default legal entity changed'],
  ['DownloadStarted', 'Файл скачивается', 'Your download has started'],
];

const search: Entry[] = [
  ['SearchButton', 'Найти', 'Search'],
  [
    'SearchPlaceholder',
    'Введите название, ИНН или номер компании',
    'Enter the company name, tax ID or number',
  ],
  [
    'SearchHint',
    'Для точного поиска используйте ИНН или регистрационный номер',
    'For an exact match, use the tax ID or registration number',
  ],
  ['NoResults', 'Ничего не найдено', 'Nothing found'],
  ['CompanyNotFound', 'Не нашли компанию? Добавьте её вручную', 'Company not found? Add it manually'],
  ['AddCompanyManually', 'Добавить вручную', 'Add manually'],
  ['AddCompanyTitle', 'Данные компании', 'Company details'],
  ['CompanyName', 'Название компании', 'Company name'],
  ['Inn', 'ИНН', 'Tax ID (INN)'],
  ['Ogrn', 'ОГРН', 'OGRN'],
  ['RegistrationNumber', 'Регистрационный номер', 'Registration number'],
  ['Status', 'Статус', 'Status'],
  ['Type', 'Тип', 'Type'],
  ['Updated', 'Обновлено', 'Updated'],
  ['CompanyActive', 'Действующая', 'Active'],
  ['CompanyInactive', 'Недействующая', 'Inactive'],
  ['FoundCompanies', 'Найдено компаний: %s', 'Companies found: %s'],
  ['SelectTypeTitle', 'Для чего нужен документ?', 'What do you need the document for?'],
  ['SelectProductTitle', 'Выберите документы', 'Choose the documents'],
  ['ChooseDocuments', 'Выбрать документы', 'Choose documents'],
  ['ShowMore', 'Показать ещё', 'Show more'],
  ['CompanyForOrder', 'Компания: %s', 'Company: %s'],
];

const cart: Entry[] = [
  ['CartEmpty', 'Корзина пуста', 'Your cart is empty'],
  [
    'CartEmptyHint',
    'Найдите компанию и выберите нужные документы',
    'Find a company and choose the documents you need',
  ],
  ['GoToSearch', 'Перейти к поиску', 'Go to search'],
  ['Remove', 'Удалить', 'Remove'],
  ['Total', 'Итого', 'Total'],
  ['Documents', 'Документы', 'Documents'],
  ['DocumentsCount', 'Документов: %s', 'Documents: %s'],
  ['Company', 'Компания', 'Company'],
  [
    'DeliveryRequired',
    'Потребуется доставка бумажных оригиналов',
    'Paper originals will need to be delivered',
  ],
  ['CheckoutButton', 'Оформить заказ', 'Check out'],
  ['ClearCart', 'Очистить корзину', 'Clear the cart'],
];

const checkout: Entry[] = [
  ['YourOrder', 'Ваш заказ', 'Your order'],
  ['CustomerDetails', 'Данные покупателя', 'Your details'],
  ['PayerDetails', 'Плательщик — юридическое лицо', 'Paying company'],
  ['DeliveryDetails', 'Доставка оригиналов', 'Delivery of originals'],
  ['FirstName', 'Имя', 'First name'],
  ['LastName', 'Фамилия', 'Last name'],
  ['MiddleName', 'Отчество', 'Middle name'],
  ['YurName', 'Наименование организации', 'Company name'],
  ['YurInn', 'ИНН организации', 'Company tax ID (INN)'],
  ['DeliveryCountry', 'Страна доставки', 'Delivery country'],
  ['Region', 'Регион', 'Region'],
  ['City', 'Город', 'City'],
  ['DeliveryAddress', 'Адрес доставки', 'Delivery address'],
  ['ContactName', 'Контактное лицо', 'Contact person'],
  ['ContactPhone', 'Телефон контактного лица', 'Contact person’s phone'],
  ['ContactIndex', 'Почтовый индекс', 'Postcode'],
  ['PaymentMethod', 'Способ оплаты', 'Payment method'],
  ['PaymentCard', 'Банковская карта', 'Bank card'],
  ['PaymentSbp', 'СБП', 'Faster Payments (SBP)'],
  ['PaymentInvoice', 'Счёт для юрлиц и ИП', 'Invoice for companies'],
  ['PaymentForeign', 'Перевод из-за рубежа', 'Payment from abroad'],
  ['Comment', 'Комментарий к заказу', 'Order comment'],
  [
    'CommentPlaceholder',
    'Например, к какому сроку нужны документы',
    'For example, the date you need the documents by',
  ],
  ['PlaceOrder', 'Оформить заказ', 'Place order'],
  [
    'UserExists',
    'Пользователь с таким e-mail уже зарегистрирован. Войдите, чтобы продолжить',
    'A user with this e-mail already exists. Log in to continue',
  ],
  [
    'AgreeToOffer',
    'Нажимая кнопку, вы принимаете условия оферты и политики конфиденциальности',
    'By clicking the button you accept the public offer and the privacy policy',
  ],
  ['OrderSuccessTitle', 'Спасибо! Заказ № %s оформлен', 'Thank you! Order No. %s has been placed'],
  [
    'OrderSuccessText',
    'Мы отправили подтверждение на e-mail. Документы появятся в личном кабинете по мере готовности',
    'We have sent a confirmation by e-mail. Documents will appear in your account as they are ready',
  ],
  ['OrderNumber', 'Заказ № %s', 'Order No. %s'],
  ['GoToPayment', 'Перейти к оплате', 'Proceed to payment'],
  [
    'PaymentSuccessText',
    'Мы получили оплату и уже приступили к работе',
    'We have received your payment and started work',
  ],
  [
    'PaymentFailText',
    'Платёж не прошёл. Попробуйте оплатить ещё раз — например, другой картой',
    'The payment did not go through. Try paying again, for example with another card',
  ],
  ['RetryPayment', 'Повторить оплату', 'Retry payment'],
  ['GoToAccount', 'Перейти в личный кабинет', 'Go to my account'],
];

const account: Entry[] = [
  ['Orders', 'Заказы', 'Orders'],
  ['LegalEntities', 'Юрлица', 'Legal entities'],
  ['PersonalData', 'Личные данные', 'Personal details'],
  ['DeliveryData', 'Данные для доставки', 'Delivery details'],
  ['Telegram', 'Telegram', 'Telegram'],
  ['ActType', 'Закрывающие документы', 'Accounting documents'],
  ['ActTypePaper', 'Оригиналы почтой', 'Originals by post'],
  ['ActTypeEdo', 'Через ЭДО', 'Via e-document exchange'],
  ['Purchases', 'Покупок: %s', 'Purchases: %s'],
  ['Act', 'Акт', 'Act'],
  ['Invoice', 'Счёт', 'Invoice'],
  ['Acts', 'Акты', 'Acts'],
  ['Invoices', 'Счета', 'Invoices'],
  ['Download', 'Скачать', 'Download'],
  ['DocumentNumber', 'Номер', 'Number'],
  ['Sum', 'Сумма', 'Amount'],
  ['OrderDate', 'Дата заказа', 'Order date'],
  ['OrderStatus', 'Статус', 'Status'],
  ['OrderStatusNew', 'Новый', 'New'],
  ['OrderStatusAwaitingPayment', 'Ожидает оплаты', 'Awaiting payment'],
  ['OrderStatusPaid', 'Оплачен', 'Paid'],
  ['OrderStatusInProgress', 'В работе', 'In progress'],
  ['OrderStatusReady', 'Готов', 'Ready'],
  ['OrderStatusDelivered', 'Доставлен', 'Delivered'],
  ['OrderStatusCancelled', 'Отменён', 'Cancelled'],
  ['NoOrders', 'Заказов пока нет', 'No orders yet'],
  ['NoDocuments', 'Документов пока нет', 'No documents yet'],
  ['NoLegalEntities', 'Вы ещё не добавили ни одного юрлица', 'You have not added any legal entities yet'],
  ['MakeDefault', 'Сделать основным', 'Make default'],
  ['Default', 'Основное', 'Default'],
  ['Add', 'Добавить', 'Add'],
  ['Edit', 'Изменить', 'Edit'],
  ['Delete', 'Удалить', 'Delete'],
  ['Save', 'Сохранить', 'Save'],
  ['Cancel', 'Отмена', 'Cancel'],
  ['ConfirmDelete', 'Удалить без возможности восстановления?', 'Delete this permanently?'],
  ['AddLegalEntity', 'Добавить юрлицо', 'Add a legal entity'],
  ['EditLegalEntity', 'Редактировать юрлицо', 'Edit the legal entity'],
  ['LegalEntityName', 'Наименование', 'Name'],
  ['LegalEntityInn', 'ИНН', 'Tax ID (INN)'],
  ['LegalEntityOgrn', 'ОГРН', 'Registration number (OGRN)'],
  ['LegalEntityAddress', 'Юридический адрес', 'Registered address'],
  ['LegalEntityAccount', 'Расчётный счёт', 'Bank account number'],
  ['LegalEntityKpp', 'КПП', 'Tax registration reason code (KPP)'],
  ['LegalEntityBik', 'БИК', 'Bank identification code (BIK)'],
  ['LegalEntityBank', 'Банк', 'Bank'],
  ['DefaultLegalEntity', 'Основное юрлицо для счетов', 'Default entity for invoices'],
];

const auth: Entry[] = [
  ['Password', 'Пароль', 'Password'],
  ['RepeatPassword', 'Повторите пароль', 'Repeat the password'],
  ['RememberMe', 'Запомнить меня', 'Remember me'],
  ['ForgotPassword', 'Забыли пароль?', 'Forgot your password?'],
  ['Register', 'Зарегистрироваться', 'Sign up'],
  ['RegisterTitle', 'Регистрация', 'Sign up'],
  ['NoAccount', 'Ещё нет аккаунта?', 'No account yet?'],
  ['HaveAccount', 'Уже есть аккаунт?', 'Already have an account?'],
  ['ResetPassword', 'Сменить пароль', 'Reset password'],
  ['NewPassword', 'Новый пароль', 'New password'],
  ['ChangePassword', 'Изменить пароль', 'Change password'],
  ['SendResetLink', 'Отправить ссылку', 'Send the link'],
  [
    'ForgotPasswordText',
    'Укажите e-mail, с которым вы регистрировались, и мы пришлём ссылку для смены пароля',
    'Enter the e-mail you signed up with and we will send you a link to reset your password',
  ],
  ['ResetLinkSent', 'Мы отправили ссылку для смены пароля на %s', 'We have sent a password reset link to %s'],
  [
    'PasswordChanged',
    'Пароль изменён. Теперь вы можете войти',
    'Your password has been changed. You can now log in',
  ],
  ['AuthRequired', 'Войдите, чтобы продолжить', 'Please log in to continue'],
  ['RegisterSuccess', 'Регистрация прошла успешно', 'You have signed up successfully'],
  ['LoggedOut', 'Вы вышли из аккаунта', 'You have logged out'],
];

const forms: Entry[] = [
  ['Send', 'Отправить', 'Send'],
  ['SendingData', 'Отправляем данные…', 'Sending…'],
  ['SentSuccessfully', 'Отправлено! Мы скоро свяжемся с вами', 'Sent! We will get back to you shortly'],
  ['RequiredFieldsHint', '* — обязательные поля', '* Required fields'],
  ['ConsultTitle', 'Бесплатная консультация прямо сейчас', 'Free consultation now'],
  [
    'ConsultSubtitle',
    'Оставьте контакты — специалист перезвонит в течение 15 минут в рабочее время',
    'Leave your details and a specialist will call you back within 15 minutes during office hours',
  ],
  ['Name', 'Имя', 'Name'],
  ['PhoneCountry', 'Код страны', 'Country code'],
  ['EmailPlaceholder', 'name@company.ru', 'name@company.com'],
  [
    'ConsentPersonalData',
    'Отправляя форму, вы соглашаетесь на обработку персональных данных',
    'By sending the form you agree to the processing of your personal data',
  ],
];

/**
 * Plural forms '%s <word>' for the Intl.PluralRules categories (the %s takes the count);
 * English repeats its plural for few and many.
 */
function plural(base: string, ru: [string, string, string, string], en: [string, string]): Entry[] {
  const [one, few, many, other] = ru;
  const [enOne, enOther] = en;
  return [
    [`${base}_one`, `%s ${one}`, `%s ${enOne}`],
    [`${base}_few`, `%s ${few}`, `%s ${enOther}`],
    [`${base}_many`, `%s ${many}`, `%s ${enOther}`],
    [`${base}_other`, `%s ${other}`, `%s ${enOther}`],
  ];
}

const plurals: Entry[] = [
  ...plural(
    'WorkingDay',
    ['рабочий день', 'рабочих дня', 'рабочих дней', 'рабочего дня'],
    ['working day', 'working days'],
  ),
  ...plural('Day', ['день', 'дня', 'дней', 'дня'], ['day', 'days']),
  ...plural('Document', ['документ', 'документа', 'документов', 'документа'], ['document', 'documents']),
  ...plural('Product', ['товар', 'товара', 'товаров', 'товара'], ['product', 'products']),
  ...plural('Company', ['компания', 'компании', 'компаний', 'компании'], ['company', 'companies']),
  ...plural('Order', ['заказ', 'заказа', 'заказов', 'заказа'], ['order', 'orders']),
  ...plural('Country', ['страна', 'страны', 'стран', 'страны'], ['country', 'countries']),
  ...plural('Review', ['отзыв', 'отзыва', 'отзывов', 'отзыва'], ['review', 'reviews']),
  ...plural('Purchase', ['покупка', 'покупки', 'покупок', 'покупки'], ['purchase', 'purchases']),
  ...plural('Character', ['символ', 'символа', 'символов', 'символа'], ['character', 'characters']),
];

/** The back-office's screens: loaded with the back-office, never sent with the shop's settings. */
const backOfficeEntries: Entry[] = [
  ...backOfficeTexts,
  ...backOfficeRatesTexts,
  ...backOfficeOrdersTexts,
  ...backOfficeCustomerTexts,
  ...backOfficeCatalogTexts,
  ...backOfficeInboxTexts,
  ...backOfficeContentTexts,
  ...backOfficeTextsTexts,
  ...backOfficeBlocksTexts,
];

const entries: Entry[] = [
  ...messages,
  ...layout,
  ...home,
  ...pagesAndBreadcrumbs,
  ...catalog,
  ...materials,
  ...search,
  ...cart,
  ...checkout,
  ...account,
  ...auth,
  ...forms,
  ...plurals,
  ...catalogPageTexts,
  ...contentPageTexts,
  ...formsServerTexts,
  ...sessionsTexts,
  ...companySearchTexts,
  ...searchPageTexts,
  ...formsWebTexts,
  ...passwordTexts,
  ...accountsWebTexts,
  ...linksTexts,
  ...accountsListsTexts,
  ...cartTexts,
  ...checkoutTexts,
  ...paymentTexts,
  ...paymentRefundTexts,
  ...checkoutWebTexts,
  ...backOfficeEntries,
  ...pdfTexts,
  ...setupTexts,
  ...shipmentsTexts,
];

function build(list: Entry[]): SeedTranslations {
  const result: SeedTranslations = { 'ru-RU': {}, 'en-US': {} };
  for (const [key, ru, en] of list) {
    if (key in result['ru-RU']) throw new Error(`Duplicate translation key ${key}`);
    result['ru-RU'][key] = ru;
    result['en-US'][key] = en;
  }
  return result;
}

export const translations: SeedTranslations = build(entries);

/**
 * The back-office's texts a customer may see: its refusal of a signed-in customer, who cannot read
 * the back-office's own texts.
 */
const shownToCustomers = new Set(['AdminRefusedTitle', 'AdminRefusedText', 'AdminToShop']);

/**
 * The keys of the back-office's own texts: its files' entries and every `Admin…` key, but for the
 * calls' message keys (a refusal may reach any page) and those shown to customers. The shop's
 * settings answer leaves them out (they were half of it); `/api/admin/texts` carries them.
 */
export const backOfficeTextKeys: ReadonlySet<string> = new Set(
  [
    ...backOfficeEntries.map(([key]) => key),
    ...entries.map(([key]) => key).filter((key) => key.startsWith('Admin')),
  ].filter((key) => !(messageKeys as readonly string[]).includes(key) && !shownToCustomers.has(key)),
);
