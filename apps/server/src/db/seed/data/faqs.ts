import type { SeedFaq } from '../types.js';

export const faqs: SeedFaq[] = [
  {
    id: 1,
    sort: 1,
    question: { 'ru-RU': 'Как заказать документ?', 'en-US': 'How do I order a document?' },
    answer: {
      'ru-RU':
        '<p>Выберите страну, найдите компанию по названию, ИНН или регистрационному номеру и добавьте нужные документы в корзину. Затем оформите заказ и оплатите его удобным способом.</p><p>Если компания не нашлась в поиске, введите её данные вручную — мы найдём её в реестре сами.</p>',
      'en-US':
        '<p>Choose a country, find the company by name, tax number or registration number and add the documents you need to the cart. Then check out and pay in the way that suits you.</p><p>If the search does not find the company, enter its details manually and we will locate it in the register ourselves.</p>',
    },
  },
  {
    id: 2,
    sort: 2,
    question: { 'ru-RU': 'Какие способы оплаты доступны?', 'en-US': 'Which payment methods do you accept?' },
    answer: {
      'ru-RU':
        '<ul><li>банковские карты «Мир», Visa и Mastercard российских банков;</li><li>Система быстрых платежей (СБП) по QR-коду;</li><li>безналичный перевод по счёту для юридических лиц и ИП;</li><li>перевод в евро для нерезидентов.</li></ul><p>Цены указаны в евро, к оплате в рублях сумма пересчитывается по курсу, который указан на сайте в день заказа.</p>',
      'en-US':
        '<ul><li>Mir, Visa and Mastercard cards issued by Russian banks;</li><li>the Faster Payments System (SBP) via a QR code;</li><li>bank transfer against an invoice for companies and sole proprietors;</li><li>transfer in euros for non-residents.</li></ul><p>Prices are set in euros; rouble payments are converted at the rate shown on the site on the day of the order.</p>',
    },
  },
  {
    id: 3,
    sort: 3,
    question: { 'ru-RU': 'Как доставляются документы?', 'en-US': 'How are documents delivered?' },
    answer: {
      'ru-RU':
        '<p>Электронные документы появляются в личном кабинете и приходят на e-mail. Бумажные оригиналы — апостилированные документы, нотариальные переводы и заверенные копии — мы отправляем курьерской службой по России и СНГ, а по Москве можно забрать их в нашем офисе.</p>',
      'en-US':
        '<p>Electronic documents appear in your account and are sent by e-mail. Paper originals — apostilled documents, notarised translations and certified copies — are sent by courier across Russia and the CIS, and in Moscow you can also collect them at our office.</p>',
    },
  },
  {
    id: 4,
    sort: 4,
    question: {
      'ru-RU': 'Сколько времени занимает исполнение заказа?',
      'en-US': 'How long does an order take?',
    },
    answer: {
      'ru-RU':
        '<p>Срок указан у каждого документа в рабочих днях и зависит от страны и реестра. Выписка из ЕГРЮЛ готова в течение рабочего дня, выписки из онлайн-реестров Европы — за 1–2 дня, а документы с апостилем и легализацией — от 5 до 25 рабочих дней.</p><p>Срок исчисляется с момента поступления оплаты, время доставки оригинала в него не входит.</p>',
      'en-US':
        '<p>Each document shows its duration in working days, which depends on the country and the register. An EGRUL extract is ready within a working day, extracts from European online registers in 1–2 days, and documents with an apostille or legalisation take 5 to 25 working days.</p><p>The duration counts from the moment payment is received and does not include delivery of the original.</p>',
    },
  },
  {
    id: 5,
    sort: 5,
    question: {
      'ru-RU': 'Имеет ли электронная выписка юридическую силу?',
      'en-US': 'Is an electronic extract legally valid?',
    },
    answer: {
      'ru-RU':
        '<p>Да. Выписка из ЕГРЮЛ в электронном виде подписана усиленной квалифицированной электронной подписью ФНС России и равнозначна бумажной выписке с печатью (ст. 6 закона № 63-ФЗ). Её принимают банки, суды и участники закупок.</p><p>Для предъявления за рубежом электронной выписки обычно недостаточно: нужна бумажная выписка с апостилем.</p>',
      'en-US':
        '<p>Yes. An electronic EGRUL extract carries the Federal Tax Service’s qualified e-signature and is equivalent to a paper extract with a seal (Article 6 of Federal Law No. 63-FZ). Banks, courts and procurement bodies accept it.</p><p>For use abroad an electronic extract is usually not enough: you need a paper extract with an apostille.</p>',
    },
  },
  {
    id: 6,
    sort: 6,
    question: {
      'ru-RU': 'Что такое апостиль и когда он нужен?',
      'en-US': 'What is an apostille and when is it needed?',
    },
    answer: {
      'ru-RU':
        '<p>Апостиль — штамп, который удостоверяет подлинность подписи и печати на официальном документе. Он нужен, чтобы документ одной страны признавали в другой стране — участнице Гаагской конвенции 1961 года.</p><p>Если страна не применяет апостиль (например, ОАЭ), документ проходит консульскую легализацию — мы организуем и её.</p>',
      'en-US':
        '<p>An apostille is a certificate that authenticates the signature and seal on an official document. It lets a document issued in one country be recognised in another country party to the 1961 Hague Convention.</p><p>If a country does not use the apostille (the UAE, for example), the document goes through consular legalisation, which we can arrange too.</p>',
    },
  },
  {
    id: 7,
    sort: 7,
    question: { 'ru-RU': 'Вы делаете переводы документов?', 'en-US': 'Do you translate documents?' },
    answer: {
      'ru-RU':
        '<p>Да. Переводы выполняют наши штатные переводчики, а их подпись заверяет нотариус. Мы переводим с английского, немецкого, греческого, китайского, турецкого, языков стран СНГ и Балтии и на эти языки.</p><p>Перевод делается с апостилированного документа, поэтому апостиль и перевод удобно заказывать вместе.</p>',
      'en-US':
        '<p>Yes. Translations are done by our in-house translators and their signatures are certified by a notary. We work from and into English, German, Greek, Chinese, Turkish and the languages of the CIS and the Baltic states.</p><p>The translation is made from the apostilled document, so it is convenient to order the apostille and the translation together.</p>',
    },
  },
  {
    id: 8,
    sort: 8,
    question: { 'ru-RU': 'Можно ли вернуть деньги?', 'en-US': 'Can I get a refund?' },
    answer: {
      'ru-RU':
        '<p>Если работа по заказу ещё не начата, мы вернём деньги полностью. Если запрос уже направлен в реестр, удерживаются фактически понесённые расходы: госпошлины и услуги партнёров.</p><p>Когда реестр не может выдать документ (например, компания ликвидирована), мы возвращаем стоимость этого документа в течение 10 рабочих дней.</p>',
      'en-US':
        '<p>If work on the order has not started yet, we refund it in full. If the request has already been sent to the register, we keep the costs actually incurred: state fees and partners’ charges.</p><p>When the register cannot issue a document (for example, the company has been dissolved), we refund the price of that document within 10 working days.</p>',
    },
  },
  {
    id: 9,
    sort: 9,
    question: {
      'ru-RU': 'Вы предоставляете закрывающие документы юрлицам?',
      'en-US': 'Do you issue accounting documents for companies?',
    },
    answer: {
      'ru-RU':
        '<p>Да. По каждому оплаченному заказу формируются счёт и акт оказанных услуг. Они доступны в личном кабинете в разделе «Документы», а оригиналы на бумаге мы отправляем почтой или через ЭДО по запросу.</p>',
      'en-US':
        '<p>Yes. Every paid order comes with an invoice and a certificate of services rendered (act). They are available under “Documents” in your account, and we send paper originals by post or via e-document exchange on request.</p>',
    },
  },
  {
    id: 10,
    sort: 10,
    question: { 'ru-RU': 'Что такое ИНН и ОГРН?', 'en-US': 'What are INN and OGRN?' },
    answer: {
      'ru-RU':
        '<ul><li><strong>ИНН</strong> — идентификационный номер налогоплательщика: 10 цифр у организаций и 12 цифр у ИП и физических лиц.</li><li><strong>ОГРН</strong> — основной государственный регистрационный номер записи о создании юридического лица в ЕГРЮЛ, 13 цифр (у ИП — ОГРНИП из 15 цифр).</li></ul><p>Искать компанию удобнее всего по ИНН или ОГРН: так результат будет однозначным.</p>',
      'en-US':
        '<ul><li><strong>INN</strong> is the taxpayer identification number: 10 digits for companies and 12 digits for sole proprietors and individuals.</li><li><strong>OGRN</strong> is the primary state registration number of a company’s entry in EGRUL, 13 digits (OGRNIP of 15 digits for sole proprietors).</li></ul><p>Searching by INN or OGRN gives the most precise result.</p>',
    },
  },
  {
    id: 11,
    sort: 11,
    question: { 'ru-RU': 'Как вы защищаете мои данные?', 'en-US': 'How do you protect my data?' },
    answer: {
      'ru-RU':
        '<p>Мы обрабатываем персональные данные в соответствии с законом № 152-ФЗ и храним их на серверах в России. Данные используются только для исполнения заказа и не передаются третьим лицам, кроме реестров и партнёров, без которых заказ невозможно выполнить. Подробнее — в политике конфиденциальности.</p>',
      'en-US':
        '<p>We process personal data in line with Federal Law No. 152-FZ and store it on servers in Russia. Data is used only to fulfil your order and is not shared with third parties other than the registers and partners needed to complete it. See the privacy policy for details.</p>',
    },
  },
  {
    id: 12,
    sort: 12,
    question: {
      'ru-RU': 'С какими иностранными реестрами вы работаете?',
      'en-US': 'Which foreign registers do you work with?',
    },
    answer: {
      'ru-RU':
        '<p>Мы получаем документы из реестров 20 стран: стран СНГ, Великобритании, Германии, Кипра, ОАЭ, стран Балтии, США, Китая, Турции, Нидерландов, Гонконга и Сербии. Если нужной страны нет в списке, напишите нам — в большинстве юрисдикций мы работаем через партнёров.</p>',
      'en-US':
        '<p>We obtain documents from the registers of 20 countries: the CIS, the United Kingdom, Germany, Cyprus, the UAE, the Baltic states, the USA, China, Turkey, the Netherlands, Hong Kong and Serbia. If the country you need is not listed, write to us — we work in most jurisdictions through partners.</p>',
    },
  },
  {
    id: 13,
    sort: 13,
    question: {
      'ru-RU': 'Что делать, если компания не находится в поиске?',
      'en-US': 'What if the company does not show up in the search?',
    },
    answer: {
      'ru-RU':
        '<p>Проверьте написание названия и попробуйте искать по регистрационному номеру. Если компании всё равно нет, нажмите «Добавить вручную» и укажите известные вам данные: название, страну и номер. Менеджер найдёт компанию в реестре и свяжется с вами, если понадобится уточнение.</p>',
      'en-US':
        '<p>Check the spelling and try searching by registration number. If the company is still missing, click “Add manually” and enter what you know: name, country and number. A manager will find the company in the register and contact you if anything needs clarifying.</p>',
    },
  },
  {
    id: 14,
    sort: 14,
    question: {
      'ru-RU': 'Можно ли работать с вами по договору?',
      'en-US': 'Can we work with you under a contract?',
    },
    answer: {
      'ru-RU':
        '<p>Да. Для банков, юридических фирм и компаний с регулярными заказами мы заключаем договор с постоплатой, открываем корпоративный кабинет для нескольких сотрудников и закрепляем персонального менеджера. Оставьте заявку через форму «Бесплатная консультация».</p>',
      'en-US':
        '<p>Yes. For banks, law firms and companies with regular orders we sign a contract with post-payment, open a corporate account for several employees and assign a personal manager. Leave a request through the “Free consultation” form.</p>',
    },
  },
  {
    id: 15,
    sort: 15,
    question: {
      'ru-RU': 'Как долго действует выписка?',
      'en-US': 'How long is an extract valid?',
    },
    answer: {
      'ru-RU':
        '<p>Закон не ограничивает срок действия выписки, но получатели сами устанавливают требования к её «свежести»:</p><ul><li>банки обычно принимают выписки не старше 30 дней;</li><li>заказчики по 44-ФЗ — не старше 6 месяцев до размещения извещения;</li><li>нотариусы и суды — как правило, не старше 30 дней.</li></ul>',
      'en-US':
        '<p>The law does not set a validity period for an extract, but recipients set their own requirements on how recent it must be:</p><ul><li>banks usually accept extracts no older than 30 days;</li><li>public procurement customers — no older than 6 months before the notice is published;</li><li>notaries and courts — as a rule, no older than 30 days.</li></ul>',
    },
  },
  {
    id: 16,
    sort: 16,
    question: {
      'ru-RU': 'Можно ли заказать документы без регистрации?',
      'en-US': 'Can I order without registering?',
    },
    answer: {
      'ru-RU':
        '<p>Да. При оформлении заказа личный кабинет создаётся автоматически по вашему e-mail — в нём будут готовые документы, история заказов, счета и акты. Пароль можно задать позже через восстановление пароля.</p>',
      'en-US':
        '<p>Yes. When you check out, an account is created automatically for your e-mail — it will hold your finished documents, order history, invoices and acts. You can set a password later using password recovery.</p>',
    },
  },
];
