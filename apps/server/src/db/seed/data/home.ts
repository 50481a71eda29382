import type { SeedAdvantage, SeedFirstDoc, SeedPayOption, SeedReview } from '../types.js';

export const reviews: SeedReview[] = [
  {
    id: 1,
    sort: 1,
    rating: 5,
    date: '2026-03-18',
    author: { 'ru-RU': 'Ольга Смирнова', 'en-US': 'Olga Smirnova' },
    company: { 'ru-RU': 'ООО «Северный логистический центр»', 'en-US': 'Severny Logistics Centre LLC' },
    text: {
      'ru-RU':
        'Банк запросил документы на кипрского учредителя с апостилем и переводом, а времени было меньше двух недель. Заказали полный комплект сертификатов — всё пришло за восемь рабочих дней, перевод банк принял с первого раза.',
      'en-US':
        'Our bank asked for documents on our Cypriot parent with an apostille and a translation, and we had less than two weeks. We ordered the full set of certificates — everything arrived in eight working days and the bank accepted the translation first time.',
    },
  },
  {
    id: 2,
    sort: 2,
    rating: 5,
    date: '2026-02-04',
    author: { 'ru-RU': 'Дмитрий Котов', 'en-US': 'Dmitry Kotov' },
    company: { 'ru-RU': 'Юридическая фирма «Котов и партнёры»', 'en-US': 'Kotov & Partners law firm' },
    text: {
      'ru-RU':
        'Регулярно заказываем выписки из Companies House и Handelsregister для судебных дел. Удобно, что всё в одном кабинете, а акты и счета формируются автоматически. Менеджер отвечает быстро и по делу.',
      'en-US':
        'We regularly order Companies House and Handelsregister extracts for court cases. It is handy to have everything in one account, with acts and invoices generated automatically. The manager replies quickly and to the point.',
    },
  },
  {
    id: 3,
    sort: 3,
    rating: 4,
    date: '2025-12-11',
    author: { 'ru-RU': 'Айгерим Нурланова', 'en-US': 'Aigerim Nurlanova' },
    company: { 'ru-RU': 'ТОО «Алматы Трейд Групп»', 'en-US': 'Almaty Trade Group LLP' },
    text: {
      'ru-RU':
        'Нужна была выписка из ЕГРЮЛ на российского партнёра с апостилем для банка в Алматы. Сделали за неделю, хотя апостиль задержали на один день. В остальном всё чётко, будем обращаться ещё.',
      'en-US':
        'We needed an EGRUL extract on our Russian partner with an apostille for a bank in Almaty. It was done within a week, although the apostille was one day late. Otherwise everything was spot on and we will be back.',
    },
  },
  {
    id: 4,
    sort: 4,
    rating: 5,
    date: '2025-11-20',
    author: { 'ru-RU': 'Сергей Лебедев', 'en-US': 'Sergey Lebedev' },
    company: { 'ru-RU': 'АО «Промтехснаб»', 'en-US': 'Promtekhsnab JSC' },
    text: {
      'ru-RU':
        'Перед поставкой проверяли турецкого производителя: заказали Faaliyet Belgesi и выписку из торгового реестра. Оказалось, что у компании сменился директор, о чём нас не предупредили. Документы сэкономили нам много нервов.',
      'en-US':
        'Before a shipment we checked a Turkish manufacturer by ordering the Faaliyet Belgesi and a trade registry extract. It turned out the company had a new director nobody had told us about. The documents saved us a lot of trouble.',
    },
  },
  {
    id: 5,
    sort: 5,
    rating: 5,
    date: '2025-10-02',
    author: { 'ru-RU': 'Марина Алексеева', 'en-US': 'Marina Alekseeva' },
    company: { 'ru-RU': 'ИП Алексеева М. В.', 'en-US': 'M. V. Alekseeva, sole proprietor' },
    text: {
      'ru-RU':
        'Для визы понадобилась выписка из ЕГРИП с переводом на английский. Оформила заказ с телефона за пять минут, оплатила через СБП, а через три дня курьер привёз нотариальный перевод.',
      'en-US':
        'I needed an EGRIP extract with an English translation for a visa. I placed the order from my phone in five minutes, paid via SBP, and three days later a courier brought the notarised translation.',
    },
  },
  {
    id: 6,
    sort: 6,
    rating: 4,
    date: '2025-08-27',
    author: { 'ru-RU': 'Тимур Хасанов', 'en-US': 'Timur Khasanov' },
    company: { 'ru-RU': 'ООО «Восток Импорт»', 'en-US': 'Vostok Import LLC' },
    text: {
      'ru-RU':
        'Заказывали документы на компанию из свободной зоны Дубая. Легализация заняла почти весь заявленный срок, но менеджер каждые несколько дней сообщал, на каком этапе документы. Результатом довольны.',
      'en-US':
        'We ordered documents on a Dubai free zone company. Legalisation took almost the full stated time, but the manager told us every few days what stage the documents were at. We are happy with the result.',
    },
  },
  {
    id: 7,
    sort: 7,
    rating: 5,
    date: '2025-06-16',
    author: { 'ru-RU': 'Елена Воронцова', 'en-US': 'Elena Vorontsova' },
    company: { 'ru-RU': 'ПАО «Региональный инвестиционный банк»', 'en-US': 'Regional Investment Bank PJSC' },
    text: {
      'ru-RU':
        'Работаем по договору с постоплатой для проверки иностранных клиентов. Сроки соблюдаются, качество переводов стабильное, а корпоративный кабинет позволяет всем сотрудникам отдела видеть статусы заказов.',
      'en-US':
        'We work under a post-payment contract to check foreign clients. Deadlines are met, the translations are consistently good, and the corporate account lets the whole department see order statuses.',
    },
  },
];

export const firstDocs: SeedFirstDoc[] = [
  {
    id: 1,
    countryCode: 'RU',
    sort: 1,
    image: '/uploads/docs/egrul-extract.svg',
    title: { 'ru-RU': 'Выписка из ЕГРЮЛ', 'en-US': 'EGRUL extract' },
    description: {
      'ru-RU': 'Электронная выписка с подписью ФНС — готова в течение рабочего дня.',
      'en-US': 'An electronic extract signed by the Federal Tax Service, ready within a working day.',
    },
  },
  {
    id: 2,
    countryCode: 'GB',
    sort: 2,
    image: '/uploads/docs/companies-house.svg',
    title: { 'ru-RU': 'Выписка из Companies House', 'en-US': 'Companies House extract' },
    description: {
      'ru-RU': 'Директора, бенефициары и история отчётности британской компании.',
      'en-US': 'Officers, beneficial owners and filing history of a UK company.',
    },
  },
  {
    id: 3,
    countryCode: 'CY',
    sort: 3,
    image: '/uploads/docs/good-standing.svg',
    title: { 'ru-RU': 'Certificate of Good Standing', 'en-US': 'Certificate of Good Standing' },
    description: {
      'ru-RU': 'Подтверждение действующего статуса кипрской компании для банка.',
      'en-US': 'Proof of a Cypriot company’s active status for your bank.',
    },
  },
  {
    id: 4,
    countryCode: 'DE',
    sort: 4,
    image: '/uploads/docs/handelsregister.svg',
    title: { 'ru-RU': 'Handelsregisterauszug', 'en-US': 'Handelsregisterauszug' },
    description: {
      'ru-RU': 'Текущая или хронологическая выписка из торгового реестра Германии.',
      'en-US': 'A current or chronological extract from the German commercial register.',
    },
  },
  {
    id: 5,
    countryCode: null,
    sort: 5,
    image: '/uploads/docs/apostille.svg',
    title: { 'ru-RU': 'Апостиль', 'en-US': 'Apostille' },
    description: {
      'ru-RU': 'Чтобы документ признавали во всех странах Гаагской конвенции — их более 120.',
      'en-US':
        'So that the document is recognised in every Hague Convention country — more than 120 of them.',
    },
  },
  {
    id: 6,
    countryCode: null,
    sort: 6,
    image: '/uploads/docs/translation.svg',
    title: { 'ru-RU': 'Нотариальный перевод', 'en-US': 'Certified translation' },
    description: {
      'ru-RU': 'Перевод с заверением подписи переводчика у нотариуса — с 30 языков.',
      'en-US': 'Translation with the translator’s signature notarised — from 30 languages.',
    },
  },
  {
    id: 7,
    countryCode: 'AE',
    sort: 7,
    image: '/uploads/docs/incumbency.svg',
    title: { 'ru-RU': 'Certificate of Incumbency', 'en-US': 'Certificate of Incumbency' },
    description: {
      'ru-RU': 'Директора и акционеры компании свободной зоны ОАЭ.',
      'en-US': 'Directors and shareholders of a UAE free zone company.',
    },
  },
  {
    id: 8,
    countryCode: null,
    sort: 8,
    image: '/uploads/docs/financials.svg',
    title: { 'ru-RU': 'Финансовая отчётность', 'en-US': 'Financial statements' },
    description: {
      'ru-RU': 'Баланс и отчёт о прибылях и убытках для проверки контрагента.',
      'en-US': 'Balance sheet and profit and loss account for checking a counterparty.',
    },
  },
];

export const advantages: SeedAdvantage[] = [
  {
    id: 1,
    sort: 1,
    icon: '/uploads/icons/official.svg',
    title: { 'ru-RU': 'Только официальные источники', 'en-US': 'Official sources only' },
    text: {
      'ru-RU': 'Документы выдают государственные реестры и регистраторы — никаких выгрузок из агрегаторов.',
      'en-US': 'Documents are issued by state registers and registrars — never copied from aggregators.',
    },
  },
  {
    id: 2,
    sort: 2,
    icon: '/uploads/icons/fast.svg',
    title: { 'ru-RU': 'Быстро и в срок', 'en-US': 'Fast and on time' },
    text: {
      'ru-RU': 'Выписка из ЕГРЮЛ — за один рабочий день, из онлайн-реестров Европы — за 1–2 дня.',
      'en-US': 'An EGRUL extract in one working day, European online registers in 1–2 days.',
    },
  },
  {
    id: 3,
    sort: 3,
    icon: '/uploads/icons/countries.svg',
    title: { 'ru-RU': '20 стран в одном окне', 'en-US': '20 countries in one place' },
    text: {
      'ru-RU': 'СНГ, Европа, Азия и США: один заказ, одна оплата и один личный кабинет.',
      'en-US': 'The CIS, Europe, Asia and the USA: one order, one payment and one account.',
    },
  },
  {
    id: 4,
    sort: 4,
    icon: '/uploads/icons/turnkey.svg',
    title: { 'ru-RU': 'Апостиль и перевод под ключ', 'en-US': 'Apostille and translation in one go' },
    text: {
      'ru-RU': 'Сами проставим апостиль, сделаем нотариальный перевод и доставим оригинал курьером.',
      'en-US': 'We get the apostille, make a notarised translation and deliver the original by courier.',
    },
  },
  {
    id: 5,
    sort: 5,
    icon: '/uploads/icons/accounting.svg',
    title: { 'ru-RU': 'Закрывающие документы', 'en-US': 'Invoices and acts' },
    text: {
      'ru-RU': 'Счета и акты для бухгалтерии формируются автоматически и хранятся в личном кабинете.',
      'en-US':
        'Invoices and acts for your accounts team are generated automatically and kept in your account.',
    },
  },
  {
    id: 6,
    sort: 6,
    icon: '/uploads/icons/support.svg',
    title: { 'ru-RU': 'Поддержка юристов', 'en-US': 'Legal support' },
    text: {
      'ru-RU': 'Подскажем, какие документы нужны банку, суду или нотариусу, чтобы не платить дважды.',
      'en-US': 'We tell you which documents a bank, court or notary needs, so you never pay twice.',
    },
  },
];

/**
 * The ways to pay the home page names: each one the checkout's method it is, or none (the home page
 * shows an option only while the checkout offers its method; the others stay for the back-office).
 */
export const payOptions: SeedPayOption[] = [
  {
    id: 1,
    sort: 1,
    image: '/uploads/pay/bank-card.svg',
    paymentMethod: 'card',
    title: { 'ru-RU': 'Банковская карта', 'en-US': 'Bank card' },
    text: {
      'ru-RU':
        'Карты «Мир», Visa и Mastercard российских банков, оплата проходит по защищённому протоколу 3-D Secure.',
      'en-US': 'Mir, Visa and Mastercard cards of Russian banks, paid securely with 3-D Secure.',
    },
  },
  {
    id: 2,
    sort: 2,
    image: '/uploads/pay/sbp.svg',
    paymentMethod: null,
    title: { 'ru-RU': 'СБП', 'en-US': 'Faster Payments (SBP)' },
    text: {
      'ru-RU': 'Оплата по QR-коду из приложения вашего банка без комиссии.',
      'en-US': 'Pay by QR code from your banking app with no fee.',
    },
  },
  {
    id: 3,
    sort: 3,
    image: '/uploads/pay/invoice.svg',
    paymentMethod: 'invoice',
    title: { 'ru-RU': 'Счёт для юрлиц и ИП', 'en-US': 'Invoice for companies' },
    text: {
      'ru-RU': 'Безналичная оплата по счёту, акт и счёт появятся в личном кабинете.',
      'en-US': 'Bank transfer against an invoice; the act and invoice appear in your account.',
    },
  },
  {
    id: 4,
    sort: 4,
    image: '/uploads/pay/international.svg',
    paymentMethod: null,
    title: { 'ru-RU': 'Перевод из-за рубежа', 'en-US': 'Payment from abroad' },
    text: {
      'ru-RU': 'Для нерезидентов — банковский перевод в евро по реквизитам партнёра.',
      'en-US': 'For non-residents — a bank transfer in euros to our partner’s account.',
    },
  },
  {
    id: 5,
    sort: 5,
    image: '/uploads/pay/contract.svg',
    paymentMethod: null,
    title: { 'ru-RU': 'Постоплата по договору', 'en-US': 'Post-payment under contract' },
    text: {
      'ru-RU': 'Для постоянных корпоративных клиентов — оплата раз в месяц по сводному счёту.',
      'en-US': 'For regular corporate clients — one consolidated invoice a month.',
    },
  },
];
