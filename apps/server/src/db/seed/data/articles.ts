import type { SeedArticle } from '../types.js';

/** Joins HTML blocks, one block per line in the source. */
const html = (...blocks: string[]): string => blocks.join('');

const news: SeedArticle[] = [
  {
    id: 1,
    categoryId: 100,
    path: 'serbia-and-hong-kong-added',
    publishedAt: '2025-02-12T09:00:00Z',
    image: '/uploads/articles/serbia-and-hong-kong-added.svg',
    countryCode: 'RS',
    title: {
      'ru-RU': 'В каталоге появились Сербия и Гонконг',
      'en-US': 'Serbia and Hong Kong join the catalogue',
    },
    intro: {
      'ru-RU':
        'Теперь через наш сервис можно заказать выписки, отчётность и апостиль для компаний из Сербии и Гонконга.',
      'en-US':
        'You can now order extracts, financial statements and apostilles for companies from Serbia and Hong Kong through our service.',
    },
    body: {
      'ru-RU': html(
        '<p>За последний год мы получили несколько сотен запросов на документы сербских и гонконгских компаний. Российский бизнес всё чаще выбирает эти юрисдикции для торговых и холдинговых структур, и банки закономерно просят подтверждать их статус.</p>',
        '<h2>Что можно заказать</h2>',
        '<ul><li>Сербия: выписка из реестра APR (izvod), финансовая отчётность, копия учредительного акта, апостиль суда и нотариальный перевод.</li><li>Гонконг: сведения о компании из Companies Registry, копия декларации NAR1, устав, Certificate of Incumbency и апостиль Высокого суда.</li></ul>',
        '<p>Оба реестра работают онлайн, поэтому электронные документы готовы за один-два рабочих дня. Документы с апостилем занимают от семи до десяти дней.</p>',
        '<p>Цены на новые страны уже опубликованы в разделе «Тарифы».</p>',
      ),
      'en-US': html(
        '<p>Over the past year we have received several hundred requests for documents on Serbian and Hong Kong companies. Russian businesses increasingly use these jurisdictions for trading and holding structures, and banks naturally ask for proof of their status.</p>',
        '<h2>What you can order</h2>',
        '<ul><li>Serbia: an APR register extract (izvod), financial statements, a copy of the founding act, a court apostille and a certified translation.</li><li>Hong Kong: company particulars from the Companies Registry, a copy of the NAR1 annual return, the articles, a Certificate of Incumbency and a High Court apostille.</li></ul>',
        '<p>Both registers are online, so electronic documents are ready in one or two working days. Apostilled documents take seven to ten days.</p>',
        '<p>Prices for the new countries are already listed on the Tariffs page.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Выписки, отчётность и апостиль для компаний Сербии и Гонконга: сроки от 1 рабочего дня.',
      'en-US':
        'Extracts, financial statements and apostilles for Serbian and Hong Kong companies from 1 working day.',
    },
  },
  {
    id: 2,
    categoryId: 100,
    path: 'companies-house-identity-verification',
    publishedAt: '2025-04-08T10:30:00Z',
    image: '/uploads/articles/companies-house-identity-verification.svg',
    countryCode: 'GB',
    title: {
      'ru-RU': 'Companies House вводит проверку личности директоров',
      'en-US': 'Companies House introduces identity checks for directors',
    },
    intro: {
      'ru-RU':
        'Британский регистратор поэтапно вводит обязательную верификацию личности директоров и лиц со значительным контролем.',
      'en-US':
        'The UK registrar is phasing in mandatory identity verification for directors and persons with significant control.',
    },
    body: {
      'ru-RU': html(
        '<p>Закон об экономических преступлениях и корпоративной прозрачности 2023 года дал Companies House новые полномочия. Один из главных шагов — обязательная проверка личности всех директоров и лиц со значительным контролем (PSC).</p>',
        '<h2>Что это значит для владельцев компаний</h2>',
        '<ul><li>директорам нужно подтвердить личность онлайн через GOV.UK One Login или через уполномоченного агента;</li><li>у каждого проверенного лица появится персональный код, который указывается в заявлениях;</li><li>после переходного периода непроверенные директора не смогут занимать должность.</li></ul>',
        '<p>Для тех, кто заказывает документы, реформа полезна: сведения в реестре станут достовернее, а банкам будет проще доверять выписке.</p>',
        '<p>Мы следим за изменениями и обновим описание британских документов, как только в выписках появятся новые поля.</p>',
      ),
      'en-US': html(
        '<p>The Economic Crime and Corporate Transparency Act 2023 gave Companies House new powers. One of the main steps is mandatory identity verification for all directors and persons with significant control (PSCs).</p>',
        '<h2>What it means for company owners</h2>',
        '<ul><li>directors must verify their identity online through GOV.UK One Login or via an authorised agent;</li><li>each verified person receives a personal code to be quoted in filings;</li><li>after the transition period, unverified directors will not be able to hold office.</li></ul>',
        '<p>For those ordering documents the reform is good news: register data will become more reliable, and banks will find it easier to trust an extract.</p>',
        '<p>We are following the changes and will update our descriptions of UK documents as soon as new fields appear in the extracts.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Companies House вводит обязательную проверку личности директоров и PSC: что изменится для компаний.',
      'en-US':
        'Companies House is introducing mandatory ID checks for directors and PSCs. Here is what changes.',
    },
  },
  {
    id: 3,
    categoryId: 100,
    path: 'uae-free-zones-faster-documents',
    publishedAt: '2025-05-20T08:15:00Z',
    image: '/uploads/articles/uae-free-zones-faster-documents.svg',
    countryCode: 'AE',
    title: {
      'ru-RU': 'Документы свободных зон ОАЭ — на неделю быстрее',
      'en-US': 'UAE free zone documents a week faster',
    },
    intro: {
      'ru-RU':
        'Мы заключили соглашение с новым партнёром в Дубае и сократили сроки получения сертификатов DMCC, JAFZA и IFZA.',
      'en-US':
        'A new partner agreement in Dubai has cut the time needed to obtain DMCC, JAFZA and IFZA certificates.',
    },
    body: {
      'ru-RU': html(
        '<p>Раньше запрос сертификатов в администрации свободной зоны занимал до двух недель. Теперь наш партнёр подаёт заявки напрямую через корпоративные порталы зон, и сертификаты готовы за 7–10 рабочих дней.</p>',
        '<h2>Какие зоны поддерживаются</h2>',
        '<ul><li>DMCC и JAFZA в Дубае;</li><li>IFZA и Meydan Free Zone;</li><li>ADGM и KIZAD в Абу-Даби;</li><li>RAKEZ в Рас-эль-Хайме.</li></ul>',
        '<p>Сроки консульской легализации при этом не изменились: МИД ОАЭ и консульство России работают по своему графику, поэтому полный комплект для российского банка занимает от 15 рабочих дней.</p>',
      ),
      'en-US': html(
        '<p>Requesting certificates from a free zone authority used to take up to two weeks. Our partner now files requests directly through the zones’ corporate portals, and certificates are ready in 7–10 working days.</p>',
        '<h2>Which zones are covered</h2>',
        '<ul><li>DMCC and JAFZA in Dubai;</li><li>IFZA and Meydan Free Zone;</li><li>ADGM and KIZAD in Abu Dhabi;</li><li>RAKEZ in Ras Al Khaimah.</li></ul>',
        '<p>Consular legalisation times have not changed: the UAE Ministry of Foreign Affairs and the Russian consulate work to their own schedules, so a full set for a Russian bank still takes 15 working days or more.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Сертификаты DMCC, JAFZA, IFZA и ADGM теперь за 7–10 рабочих дней. Легализация — от 15 дней.',
      'en-US':
        'DMCC, JAFZA, IFZA and ADGM certificates now take 7–10 working days; legalisation from 15 days.',
    },
  },
  {
    id: 4,
    categoryId: 100,
    path: 'pay-with-sbp',
    publishedAt: '2025-06-10T07:45:00Z',
    image: '/uploads/articles/pay-with-sbp.svg',
    countryCode: null,
    title: {
      'ru-RU': 'Заказы можно оплатить через СБП',
      'en-US': 'Orders can now be paid via SBP',
    },
    intro: {
      'ru-RU':
        'Добавили оплату по QR-коду через Систему быстрых платежей — без комиссии и ввода данных карты.',
      'en-US':
        'We have added QR code payment through the Faster Payments System — no fee and no card details.',
    },
    body: {
      'ru-RU': html(
        '<p>При оформлении заказа выберите способ оплаты «СБП». На экране появится QR-код: отсканируйте его камерой телефона или в приложении банка и подтвердите платёж.</p>',
        '<p>Деньги поступают мгновенно, поэтому работа над заказом начинается сразу, а не после обработки карточного платежа.</p>',
        '<h2>Почему это удобно</h2>',
        '<ul><li>нет комиссии для покупателя;</li><li>не нужно вводить номер карты;</li><li>оплатить можно с любого счёта в банке — участнике СБП.</li></ul>',
      ),
      'en-US': html(
        '<p>At checkout choose “SBP” as the payment method. A QR code will appear on the screen: scan it with your phone camera or banking app and confirm the payment.</p>',
        '<p>The money arrives instantly, so work on your order starts straight away rather than after a card payment is processed.</p>',
        '<h2>Why it is convenient</h2>',
        '<ul><li>no fee for the buyer;</li><li>no card number to type in;</li><li>you can pay from any account at a bank that supports SBP.</li></ul>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Оплата заказов через Систему быстрых платежей по QR-коду: мгновенно и без комиссии.',
      'en-US':
        'Pay for orders with a QR code through the Faster Payments System: instant and free of charge.',
    },
  },
  {
    id: 5,
    categoryId: 100,
    path: 'kazakhstan-registration-history',
    publishedAt: '2025-07-15T11:00:00Z',
    image: '/uploads/articles/kazakhstan-registration-history.svg',
    countryCode: 'KZ',
    title: {
      'ru-RU': 'Казахстан: справка о всех регистрационных действиях за 2–3 дня',
      'en-US': 'Kazakhstan: history of registration actions in 2–3 days',
    },
    intro: {
      'ru-RU':
        'Новый документ в каталоге показывает полную историю казахстанской компании — смены руководителей, участников и адреса.',
      'en-US':
        'A new product shows the full history of a Kazakh company — changes of directors, members and address.',
    },
    body: {
      'ru-RU': html(
        '<p>Обычная справка о зарегистрированном юридическом лице отражает только текущее состояние компании. Для проверки контрагента и для суда часто важно знать, как компания менялась со временем.</p>',
        '<h2>Что указано в справке</h2>',
        '<ul><li>даты регистрации и перерегистрации;</li><li>все смены первого руководителя;</li><li>изменения состава участников и их долей;</li><li>смены наименования и юридического адреса.</li></ul>',
        '<p>Справка формируется через портал eGov и подписывается электронной цифровой подписью. Для предъявления за рубежом её можно заказать вместе с апостилем и нотариальным переводом.</p>',
      ),
      'en-US': html(
        '<p>The standard certificate of a registered legal entity shows only the company’s current state. When checking a counterparty or going to court, it often matters how the company has changed over time.</p>',
        '<h2>What the certificate shows</h2>',
        '<ul><li>dates of registration and re-registration;</li><li>every change of the chief executive;</li><li>changes in members and their shares;</li><li>changes of name and registered address.</li></ul>',
        '<p>The certificate is generated via the eGov portal and signed with a digital signature. For use abroad it can be ordered together with an apostille and a certified translation.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Справка о всех регистрационных действиях казахстанской компании через eGov за 2–3 рабочих дня.',
      'en-US': 'A certificate of all registration actions of a Kazakh company via eGov in 2–3 working days.',
    },
  },
  {
    id: 6,
    categoryId: 100,
    path: 'account-legal-entities',
    publishedAt: '2025-08-28T09:20:00Z',
    image: '/uploads/articles/account-legal-entities.svg',
    countryCode: null,
    title: {
      'ru-RU': 'В личном кабинете появились сохранённые юрлица',
      'en-US': 'Saved legal entities in your account',
    },
    intro: {
      'ru-RU': 'Реквизиты компаний-плательщиков теперь можно сохранить и выбирать при оформлении заказа.',
      'en-US': 'You can now save the details of paying companies and pick them at checkout.',
    },
    body: {
      'ru-RU': html(
        '<p>Многие клиенты оплачивают заказы от нескольких компаний группы. Чтобы не вводить реквизиты каждый раз, мы добавили в личный кабинет раздел «Юрлица».</p>',
        '<h2>Как это работает</h2>',
        '<ul><li>добавьте компанию: наименование, ИНН, ОГРН, КПП, адрес и банковские реквизиты;</li><li>отметьте одну из компаний как основную — она будет подставляться в заказ автоматически;</li><li>счета и акты формируются на выбранное юрлицо.</li></ul>',
        '<p>Реквизиты можно изменить или удалить в любой момент, уже выставленные документы при этом не меняются.</p>',
      ),
      'en-US': html(
        '<p>Many clients pay for orders on behalf of several group companies. To save typing the details every time, we have added a “Legal entities” section to the account.</p>',
        '<h2>How it works</h2>',
        '<ul><li>add a company: name, INN, OGRN, KPP, address and bank details;</li><li>mark one company as the default and it will be filled in automatically;</li><li>invoices and acts are issued to the selected entity.</li></ul>',
        '<p>You can edit or delete the details at any time; documents already issued stay unchanged.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Сохраняйте реквизиты компаний в личном кабинете и выставляйте счета на нужное юрлицо.',
      'en-US': 'Save company details in your account and have invoices issued to the right legal entity.',
    },
  },
  {
    id: 7,
    categoryId: 100,
    path: 'china-apostille-orders',
    publishedAt: '2025-09-23T06:40:00Z',
    image: '/uploads/articles/china-apostille-orders.svg',
    countryCode: 'CN',
    title: {
      'ru-RU': 'Апостиль на китайские документы — без консульской легализации',
      'en-US': 'Apostilles on Chinese documents — no consular legalisation',
    },
    intro: {
      'ru-RU':
        'Китай применяет Гаагскую конвенцию, и мы перевели все заказы по китайским компаниям на апостиль.',
      'en-US':
        'China now applies the Hague Convention, and we have moved all Chinese orders to the apostille.',
    },
    body: {
      'ru-RU': html(
        '<p>С 7 ноября 2023 года Китай присоединился к Конвенции об апостиле. Документы китайских компаний больше не нужно легализовать в консульстве: достаточно апостиля Министерства иностранных дел КНР или уполномоченного местного управления.</p>',
        '<h2>Что изменилось для клиентов</h2>',
        '<ul><li>срок получения комплекта сократился с 30–40 до 15–20 рабочих дней;</li><li>стоимость снизилась за счёт отказа от консульского сбора;</li><li>порядок перевода не изменился — перевод делается с апостилированного документа.</li></ul>',
        '<p>Реестр SAMR по-прежнему не выдаёт полные документы онлайн, поэтому заказы выполняет наш партнёр на месте.</p>',
      ),
      'en-US': html(
        '<p>On 7 November 2023 China joined the Apostille Convention. Documents of Chinese companies no longer need consular legalisation: an apostille from the Ministry of Foreign Affairs or an authorised local office is enough.</p>',
        '<h2>What has changed for clients</h2>',
        '<ul><li>a full set now takes 15–20 working days instead of 30–40;</li><li>the price is lower because there is no consular fee;</li><li>the translation process is the same — the translation is made from the apostilled document.</li></ul>',
        '<p>The SAMR register still does not release full documents online, so orders are handled by our partner on the ground.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Документы китайских компаний с апостилем за 15–20 рабочих дней вместо консульской легализации.',
      'en-US': 'Chinese company documents with an apostille in 15–20 working days instead of legalisation.',
    },
  },
  {
    id: 8,
    categoryId: 100,
    path: 'germany-lower-prices',
    publishedAt: '2025-10-14T12:00:00Z',
    image: '/uploads/articles/germany-lower-prices.svg',
    countryCode: 'DE',
    title: {
      'ru-RU': 'Снизили цены на выписки из торгового реестра Германии',
      'en-US': 'Lower prices for German commercial register extracts',
    },
    intro: {
      'ru-RU': 'Текущая выписка Handelsregisterauszug теперь стоит 45 €, а хронологическая — 69 €.',
      'en-US': 'A current Handelsregisterauszug now costs €45 and a chronological one €69.',
    },
    body: {
      'ru-RU': html(
        '<p>Портал торгового реестра Германии предоставляет свободный доступ к записям, поэтому основную часть стоимости выписки составляет работа по поиску нужного суда и проверке данных. Мы автоматизировали этот этап и снизили цены.</p>',
        '<h2>Новые цены</h2>',
        '<ul><li>текущая выписка — 45 € вместо 59 €;</li><li>хронологическая выписка — 69 € вместо 85 €;</li><li>заверенная бумажная выписка — без изменений, 119 €.</li></ul>',
        '<p>Для российских нотариусов и банков по-прежнему нужна заверенная выписка с апостилем и переводом: её можно заказать одним комплектом.</p>',
      ),
      'en-US': html(
        '<p>The German commercial register portal offers free access to its records, so most of the cost of an extract is the work of finding the right court and checking the data. We have automated that step and cut our prices.</p>',
        '<h2>New prices</h2>',
        '<ul><li>current extract — €45 instead of €59;</li><li>chronological extract — €69 instead of €85;</li><li>certified paper extract — unchanged at €119.</li></ul>',
        '<p>Russian notaries and banks still require a certified extract with an apostille and a translation, which you can order as one set.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Выписка из Handelsregister за 45 €, хронологическая — за 69 €. Заверенная с апостилем — под ключ.',
      'en-US':
        'Handelsregister extract for €45, chronological for €69. Certified with an apostille on request.',
    },
  },
  {
    id: 9,
    categoryId: 100,
    path: 'cyprus-full-set-of-certificates',
    publishedAt: '2025-12-03T08:00:00Z',
    image: '/uploads/articles/cyprus-full-set-of-certificates.svg',
    countryCode: 'CY',
    title: {
      'ru-RU': 'Кипр: полный комплект сертификатов одним заказом',
      'en-US': 'Cyprus: the full set of certificates in one order',
    },
    intro: {
      'ru-RU':
        'Пять сертификатов регистратора с апостилем на каждом — по цене ниже, чем при заказе по отдельности.',
      'en-US': 'Five registrar certificates, each apostilled, for less than ordering them one by one.',
    },
    body: {
      'ru-RU': html(
        '<p>Российские банки при проверке кипрских учредителей почти всегда просят один и тот же набор документов. Мы собрали его в отдельный продукт.</p>',
        '<h2>Что входит в комплект</h2>',
        '<ol><li>Certificate of Incorporation — о регистрации компании;</li><li>Certificate of Registered Office — о юридическом адресе;</li><li>Certificate of Directors and Secretary — о директорах и секретаре;</li><li>Certificate of Shareholders — об акционерах;</li><li>Certificate of Good Standing — о действующем статусе.</li></ol>',
        '<p>На каждый сертификат проставляется апостиль, срок исполнения — 7–10 рабочих дней. Нотариальный перевод можно добавить в тот же заказ.</p>',
      ),
      'en-US': html(
        '<p>When checking Cypriot shareholders, Russian banks almost always ask for the same set of documents, so we have made it a product of its own.</p>',
        '<h2>What the set includes</h2>',
        '<ol><li>Certificate of Incorporation;</li><li>Certificate of Registered Office;</li><li>Certificate of Directors and Secretary;</li><li>Certificate of Shareholders;</li><li>Certificate of Good Standing.</li></ol>',
        '<p>Each certificate is apostilled and the set takes 7–10 working days. A certified translation can be added to the same order.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Пять сертификатов регистратора Кипра с апостилем одним заказом за 7–10 рабочих дней.',
      'en-US': 'Five Cyprus registrar certificates with apostilles in one order, ready in 7–10 working days.',
    },
  },
  {
    id: 10,
    categoryId: 100,
    path: 'new-year-holidays-2026',
    publishedAt: '2025-12-22T10:00:00Z',
    image: '/uploads/articles/new-year-holidays-2026.svg',
    countryCode: 'RU',
    title: {
      'ru-RU': 'График работы в новогодние праздники',
      'en-US': 'Our schedule over the New Year holidays',
    },
    intro: {
      'ru-RU': 'Рассказываем, как праздники в России и за рубежом повлияют на сроки выполнения заказов.',
      'en-US': 'How holidays in Russia and abroad will affect order durations.',
    },
    body: {
      'ru-RU': html(
        '<p>С 31 декабря по 11 января наш офис не работает, но сайт принимает заказы круглосуточно. Электронные выписки из ЕГРЮЛ формируются автоматически и в праздничные дни.</p>',
        '<h2>На что обратить внимание</h2>',
        '<ul><li>сроки указаны в рабочих днях, праздничные дни в них не входят;</li><li>в Европе и США реестры и апостильные службы не работают 24–26 декабря и 1 января;</li><li>курьерская доставка возобновится 12 января.</li></ul>',
        '<p>Если документы нужны к определённой дате, оформите заказ до 19 декабря — мы успеем получить их до праздников.</p>',
      ),
      'en-US': html(
        '<p>Our office is closed from 31 December to 11 January, but the site takes orders around the clock. Electronic EGRUL extracts are generated automatically even on public holidays.</p>',
        '<h2>Things to keep in mind</h2>',
        '<ul><li>durations are in working days and exclude public holidays;</li><li>registers and apostille offices in Europe and the USA are closed on 24–26 December and 1 January;</li><li>courier delivery resumes on 12 January.</li></ul>',
        '<p>If you need documents by a specific date, place your order before 19 December and we will get them before the holidays.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Как новогодние праздники повлияют на сроки заказов и доставку документов.',
      'en-US': 'How the New Year holidays affect order durations and the delivery of documents.',
    },
  },
  {
    id: 11,
    categoryId: 100,
    path: 'new-fns-extract-format-2026',
    publishedAt: '2026-02-16T09:10:00Z',
    image: '/uploads/articles/new-fns-extract-format-2026.svg',
    countryCode: 'RU',
    title: {
      'ru-RU': 'Выписка из ЕГРЮЛ: PDF и XML в одном заказе',
      'en-US': 'EGRUL extract: PDF and XML in one order',
    },
    intro: {
      'ru-RU':
        'К электронной выписке с подписью ФНС теперь прилагается машиночитаемый файл XML для учётных систем.',
      'en-US':
        'An electronic extract signed by the Federal Tax Service now comes with a machine-readable XML file for your systems.',
    },
    body: {
      'ru-RU': html(
        '<p>Банки и крупные компании загружают данные о контрагентах в свои учётные и комплаенс-системы. Чтобы не перепечатывать реквизиты вручную, мы добавили к выписке из ЕГРЮЛ файл в формате XML.</p>',
        '<h2>Что в комплекте</h2>',
        '<ul><li>PDF-выписка с усиленной квалифицированной электронной подписью ФНС;</li><li>файл подписи для проверки на портале Госуслуг;</li><li>XML с теми же сведениями в структурированном виде.</li></ul>',
        '<p>Цена выписки не изменилась. Файлы доступны для скачивания в личном кабинете в течение трёх лет.</p>',
      ),
      'en-US': html(
        '<p>Banks and large companies load counterparty data into their accounting and compliance systems. To save retyping the details by hand, we now add an XML file to every EGRUL extract.</p>',
        '<h2>What you get</h2>',
        '<ul><li>a PDF extract with the Federal Tax Service’s qualified e-signature;</li><li>a signature file for verification on the Gosuslugi portal;</li><li>an XML file with the same data in structured form.</li></ul>',
        '<p>The price of the extract is unchanged. The files remain available for download in your account for three years.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'К выписке из ЕГРЮЛ с подписью ФНС теперь прилагается XML для загрузки в учётные системы.',
      'en-US': 'EGRUL extracts signed by the tax service now come with an XML file for your systems.',
    },
  },
  {
    id: 12,
    categoryId: 100,
    path: 'baltic-registers-same-day',
    publishedAt: '2026-04-09T07:30:00Z',
    image: '/uploads/articles/baltic-registers-same-day.svg',
    countryCode: 'EE',
    title: {
      'ru-RU': 'Выписки из реестров Эстонии и Латвии — в день заказа',
      'en-US': 'Estonian and Latvian extracts on the day you order',
    },
    intro: {
      'ru-RU': 'Заказы, оплаченные до 15:00 по Москве, выполняются в тот же рабочий день.',
      'en-US': 'Orders paid before 3 p.m. Moscow time are completed on the same working day.',
    },
    body: {
      'ru-RU': html(
        '<p>Коммерческий регистр Эстонии и Регистр предприятий Латвии полностью электронные. Мы подключились к их платным сервисам напрямую и теперь выдаём выписки без ожидания.</p>',
        '<h2>Какие документы ускорились</h2>',
        '<ul><li>выписка из e-Äriregister и регистрационная карточка с историей;</li><li>выписка из Uzņēmumu reģistrs, включая сведения о бенефициарах;</li><li>годовые отчёты обеих стран.</li></ul>',
        '<p>Бумажные документы с апостилем по-прежнему занимают 5–7 рабочих дней: апостиль ставит нотариус или МИД.</p>',
      ),
      'en-US': html(
        '<p>The Estonian e-Business Register and the Latvian Register of Enterprises are fully electronic. We now connect to their paid services directly and issue extracts with no waiting.</p>',
        '<h2>Which documents are faster</h2>',
        '<ul><li>the e-Äriregister extract and the registry card with its history;</li><li>the Uzņēmumu reģistrs extract, including beneficial owners;</li><li>annual reports from both countries.</li></ul>',
        '<p>Paper documents with an apostille still take 5–7 working days, as the apostille is affixed by a notary or the foreign ministry.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Выписки из реестров Эстонии и Латвии в день заказа при оплате до 15:00 по Москве.',
      'en-US': 'Estonian and Latvian register extracts on the same day if paid before 3 p.m. Moscow time.',
    },
  },
  {
    id: 13,
    categoryId: 100,
    path: 'corporate-accounts',
    publishedAt: '2026-06-18T10:00:00Z',
    image: '/uploads/articles/corporate-accounts.svg',
    countryCode: null,
    title: {
      'ru-RU': 'Корпоративный кабинет для команд',
      'en-US': 'Corporate accounts for teams',
    },
    intro: {
      'ru-RU':
        'Несколько сотрудников компании теперь могут работать в одном кабинете с общей историей заказов и документами.',
      'en-US': 'Several employees can now work in one account with a shared order history and documents.',
    },
    body: {
      'ru-RU': html(
        '<p>Юридические и комплаенс-отделы часто заказывают документы одновременно. Корпоративный кабинет собирает все заказы компании в одном месте.</p>',
        '<h2>Возможности</h2>',
        '<ul><li>общая история заказов и готовых документов;</li><li>единые реквизиты для счетов и актов;</li><li>постоплата по договору с ежемесячным сводным счётом;</li><li>персональный менеджер.</li></ul>',
        '<p>Чтобы подключить корпоративный кабинет, оставьте заявку через форму «Бесплатная консультация» — менеджер пришлёт договор.</p>',
      ),
      'en-US': html(
        '<p>Legal and compliance teams often order documents at the same time. A corporate account brings all of a company’s orders together in one place.</p>',
        '<h2>Features</h2>',
        '<ul><li>a shared history of orders and finished documents;</li><li>one set of billing details for invoices and acts;</li><li>post-payment under contract with a monthly consolidated invoice;</li><li>a personal manager.</li></ul>',
        '<p>To get a corporate account, leave a request through the “Free consultation” form and a manager will send you a contract.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Корпоративный кабинет: общая история заказов, постоплата по договору и персональный менеджер.',
      'en-US':
        'Corporate accounts: a shared order history, post-payment under contract and a personal manager.',
    },
  },
  {
    id: 14,
    categoryId: 100,
    path: 'armenia-history-extract',
    publishedAt: '2026-09-02T08:30:00Z',
    image: '/uploads/articles/armenia-history-extract.svg',
    countryCode: 'AM',
    title: {
      'ru-RU': 'Армения: выписка с историей изменений',
      'en-US': 'Armenia: extract with the history of changes',
    },
    intro: {
      'ru-RU': 'Новый документ показывает все изменения армянской компании в Государственном регистре.',
      'en-US': 'A new document shows every change of an Armenian company in the State Register.',
    },
    body: {
      'ru-RU': html(
        '<p>Армянские компании всё чаще становятся контрагентами российского бизнеса, и банки просят подтвердить не только текущий состав участников, но и его историю.</p>',
        '<h2>Что показывает выписка</h2>',
        '<ul><li>все смены участников и их долей с датами;</li><li>смены директора;</li><li>изменения уставного капитала и адреса.</li></ul>',
        '<p>Выписка готова за 3–5 рабочих дней. Для предъявления в России рекомендуем заказать её вместе с апостилем и переводом с армянского языка.</p>',
      ),
      'en-US': html(
        '<p>Armenian companies are increasingly counterparties of Russian businesses, and banks ask to confirm not just the current members but also their history.</p>',
        '<h2>What the extract shows</h2>',
        '<ul><li>every change of members and their shares, with dates;</li><li>changes of director;</li><li>changes of share capital and address.</li></ul>',
        '<p>The extract is ready in 3–5 working days. For use in Russia we recommend ordering it with an apostille and a translation from Armenian.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Выписка из регистра Армении с историей участников, директоров и капитала за 3–5 рабочих дней.',
      'en-US': 'An Armenian register extract with the history of members, directors and capital in 3–5 days.',
    },
  },
];

const publications: SeedArticle[] = [
  {
    id: 15,
    categoryId: 1,
    path: 'what-is-an-apostille',
    publishedAt: '2025-01-28T09:00:00Z',
    image: '/uploads/articles/what-is-an-apostille.svg',
    countryCode: null,
    title: {
      'ru-RU': 'Апостиль: что это, кто его ставит и сколько он действует',
      'en-US': 'The apostille: what it is, who issues it and how long it lasts',
    },
    intro: {
      'ru-RU':
        'Разбираемся, зачем нужен апостиль, чем он отличается от легализации и как не ошибиться с порядком действий.',
      'en-US':
        'Why you need an apostille, how it differs from legalisation and how to get the steps in the right order.',
    },
    body: {
      'ru-RU': html(
        '<p>Апостиль — это специальный штамп или отдельный лист, который подтверждает подлинность подписи, должность подписавшего и печать на официальном документе. Его ввела Гаагская конвенция 1961 года, чтобы упростить обмен документами между странами.</p>',
        '<h2>Кто ставит апостиль</h2>',
        '<p>Апостиль проставляет компетентный орган страны, выдавшей документ: в России — Минюст, ФНС, органы ЗАГС или Минобрнауки в зависимости от вида документа; в Великобритании — FCDO; в Германии — суды и ведомства земель; в США — Secretary of State.</p>',
        '<h2>Типичные ошибки</h2>',
        '<ul><li>апостиль ставят на электронную выписку — это невозможно, нужен бумажный документ;</li><li>сначала делают перевод, а потом апостиль — правильно наоборот;</li><li>ставят апостиль для страны, которая его не признаёт, например для ОАЭ.</li></ul>',
        '<p>Сам апостиль бессрочен, но получатель может потребовать свежий документ, поэтому уточняйте требования заранее.</p>',
      ),
      'en-US': html(
        '<p>An apostille is a stamp or a separate sheet that certifies the authenticity of the signature, the capacity of the signatory and the seal on an official document. It was introduced by the 1961 Hague Convention to make it easier to use documents across borders.</p>',
        '<h2>Who issues the apostille</h2>',
        '<p>The apostille is issued by the competent authority of the country where the document was issued: in Russia the Ministry of Justice, the Federal Tax Service, civil registry offices or the Ministry of Education depending on the document; in the UK the FCDO; in Germany the courts and state authorities; in the USA the Secretary of State.</p>',
        '<h2>Common mistakes</h2>',
        '<ul><li>trying to apostille an electronic extract — it cannot be done, you need a paper document;</li><li>translating first and apostilling later — it should be the other way round;</li><li>getting an apostille for a country that does not recognise it, such as the UAE.</li></ul>',
        '<p>The apostille itself does not expire, but the recipient may ask for a recent document, so check the requirements in advance.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Что такое апостиль, кто его ставит в разных странах и какие ошибки допускают чаще всего.',
      'en-US': 'What an apostille is, who issues it in different countries and the most common mistakes.',
    },
  },
  {
    id: 16,
    categoryId: 1,
    path: 'kyc-documents-for-banks',
    publishedAt: '2025-03-19T10:00:00Z',
    image: '/uploads/articles/kyc-documents-for-banks.svg',
    countryCode: null,
    title: {
      'ru-RU': 'Какие документы о компании банк запросит при KYC',
      'en-US': 'Which company documents a bank asks for in KYC',
    },
    intro: {
      'ru-RU':
        'Список документов для открытия счёта и периодической проверки клиента, если в структуре есть иностранные компании.',
      'en-US':
        'The documents needed to open an account and pass periodic reviews when your structure includes foreign companies.',
    },
    body: {
      'ru-RU': html(
        '<p>Процедура «знай своего клиента» (KYC) обязательна для банков по закону № 115-ФЗ. Если среди участников компании есть иностранные юрлица, банк должен установить всю цепочку владения вплоть до конечных бенефициаров.</p>',
        '<h2>Стандартный комплект по иностранному участнику</h2>',
        '<ul><li>выписка из реестра страны регистрации;</li><li>сертификат о действующем статусе (Good Standing);</li><li>Certificate of Incumbency или аналог — о директорах и акционерах;</li><li>копия устава в действующей редакции.</li></ul>',
        '<p>Все документы должны быть с апостилем или легализованы и переведены на русский язык с нотариальным заверением. Большинство банков принимает документы не старше 30–90 дней.</p>',
        '<h2>Как сэкономить время</h2>',
        '<p>Уточните у менеджера банка точный список до заказа: у разных банков требования различаются. Мы подскажем, какой документ в конкретной стране соответствует требованию банка.</p>',
      ),
      'en-US': html(
        '<p>Know-your-customer (KYC) checks are mandatory for Russian banks under Federal Law No. 115-FZ. If a company has foreign members, the bank must trace the whole chain of ownership up to the ultimate beneficial owners.</p>',
        '<h2>The standard set for a foreign member</h2>',
        '<ul><li>an extract from the register of the country of incorporation;</li><li>a Certificate of Good Standing;</li><li>a Certificate of Incumbency or equivalent showing directors and shareholders;</li><li>a copy of the current articles of association.</li></ul>',
        '<p>All documents must be apostilled or legalised and translated into Russian with notarisation. Most banks accept documents no older than 30–90 days.</p>',
        '<h2>How to save time</h2>',
        '<p>Ask your bank manager for the exact list before ordering, as requirements vary between banks. We will tell you which document in a given country meets the bank’s requirement.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Какие документы об иностранных участниках запрашивают банки при KYC и как их подготовить.',
      'en-US': 'Which documents on foreign members banks request during KYC and how to prepare them.',
    },
  },
  {
    id: 17,
    categoryId: 1,
    path: 'tender-documents-44-fz',
    publishedAt: '2025-05-06T08:00:00Z',
    image: '/uploads/articles/tender-documents-44-fz.svg',
    countryCode: 'RU',
    title: {
      'ru-RU': 'Выписка из ЕГРЮЛ для тендера: требования 44-ФЗ и 223-ФЗ',
      'en-US': 'EGRUL extracts for tenders: the rules under 44-FZ and 223-FZ',
    },
    intro: {
      'ru-RU':
        'Когда выписка нужна участнику закупки, какой давности она должна быть и подойдёт ли электронная.',
      'en-US': 'When a bidder needs an extract, how recent it must be and whether an electronic one will do.',
    },
    body: {
      'ru-RU': html(
        '<p>При закупках по 44-ФЗ большую часть сведений об участнике заказчик получает автоматически из единого реестра участников закупок. Но по 223-ФЗ и в коммерческих тендерах выписку из ЕГРЮЛ по-прежнему часто требуют в составе заявки.</p>',
        '<h2>Основные требования</h2>',
        '<ul><li>выписка должна быть получена не ранее чем за шесть месяцев до публикации извещения;</li><li>электронная выписка с подписью ФНС равнозначна бумажной;</li><li>для иностранного участника нужен перевод документа о регистрации на русский язык.</li></ul>',
        '<h2>Что ещё может понадобиться</h2>',
        '<p>Заказчики часто просят бухгалтерскую отчётность за последний год и справку об отсутствии налоговой задолженности. Отчётность из ГИР БО можно заказать у нас вместе с выпиской.</p>',
      ),
      'en-US': html(
        '<p>In procurement under Law 44-FZ the customer gets most bidder data automatically from the unified register of procurement participants. Under Law 223-FZ and in commercial tenders, however, an EGRUL extract is still often required as part of the bid.</p>',
        '<h2>Key requirements</h2>',
        '<ul><li>the extract must be obtained no earlier than six months before the notice is published;</li><li>an electronic extract signed by the tax service is equivalent to a paper one;</li><li>a foreign bidder needs a Russian translation of its registration document.</li></ul>',
        '<h2>What else may be needed</h2>',
        '<p>Customers often ask for the latest annual accounts and a tax clearance certificate. Financial statements from GIR BO can be ordered from us together with the extract.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Требования к выписке из ЕГРЮЛ для закупок по 44-ФЗ и 223-ФЗ: срок давности и формат.',
      'en-US': 'Requirements for EGRUL extracts in 44-FZ and 223-FZ procurement: validity and format.',
    },
  },
  {
    id: 18,
    categoryId: 1,
    path: 'sanctions-screening-counterparty',
    publishedAt: '2025-07-01T09:30:00Z',
    image: '/uploads/articles/sanctions-screening-counterparty.svg',
    countryCode: null,
    title: {
      'ru-RU': 'Как проверить иностранного контрагента на санкционные риски',
      'en-US': 'How to screen a foreign counterparty for sanctions risk',
    },
    intro: {
      'ru-RU':
        'Пошаговая проверка партнёра перед сделкой: от выписки из реестра до анализа цепочки владения.',
      'en-US':
        'A step-by-step check of a partner before a deal, from the register extract to the ownership chain.',
    },
    body: {
      'ru-RU': html(
        '<p>Платёж, заблокированный банком-корреспондентом, обходится дороже любой проверки. Поэтому перед крупной сделкой стоит убедиться, что ни контрагент, ни его владельцы не связаны с лицами из санкционных списков.</p>',
        '<h2>Порядок проверки</h2>',
        '<ol><li>Получите актуальную выписку из реестра и убедитесь, что компания действует.</li><li>Установите директоров, акционеров и конечных бенефициаров — при необходимости закажите Certificate of Incumbency.</li><li>Сверьте все имена и наименования со списками OFAC, ЕС, Великобритании и ООН.</li><li>Проверьте судебные дела и финансовую отчётность на признаки фиктивности.</li></ol>',
        '<p>Учтите правило 50%: компания может попасть под ограничения, даже если сама не включена в список, но принадлежит лицам из него.</p>',
        '<p>Мы предоставляем официальные документы из реестров; правовую оценку рисков рекомендуем поручить юристу.</p>',
      ),
      'en-US': html(
        '<p>A payment blocked by a correspondent bank costs more than any check. Before a major deal it pays to make sure that neither the counterparty nor its owners are linked to sanctioned persons.</p>',
        '<h2>The steps</h2>',
        '<ol><li>Get an up-to-date register extract and make sure the company is active.</li><li>Identify the directors, shareholders and ultimate beneficial owners, ordering a Certificate of Incumbency if needed.</li><li>Check every name against the OFAC, EU, UK and UN lists.</li><li>Review court cases and financial statements for signs of a shell company.</li></ol>',
        '<p>Keep the 50% rule in mind: a company can be restricted even if it is not listed itself, when it is owned by listed persons.</p>',
        '<p>We supply official register documents; we recommend leaving the legal assessment of the risks to a lawyer.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Пошаговая проверка иностранного контрагента: выписка, бенефициары, санкционные списки и суды.',
      'en-US':
        'Screening a foreign counterparty step by step: extract, owners, sanctions lists and lawsuits.',
    },
  },
  {
    id: 19,
    categoryId: 1,
    path: 'uae-free-zone-vs-mainland',
    publishedAt: '2025-09-09T07:00:00Z',
    image: '/uploads/articles/uae-free-zone-vs-mainland.svg',
    countryCode: 'AE',
    title: {
      'ru-RU': 'Компании ОАЭ: материк или свободная зона и какие документы запрашивать',
      'en-US': 'UAE companies: mainland or free zone, and which documents to ask for',
    },
    intro: {
      'ru-RU':
        'В Эмиратах более 40 свободных зон со своими реестрами. Объясняем, как понять, где зарегистрирована компания.',
      'en-US':
        'The Emirates have more than 40 free zones with registers of their own. Here is how to tell where a company is registered.',
    },
    body: {
      'ru-RU': html(
        '<p>Компании на материке регистрирует департамент экономического развития эмирата (DED), а компании свободных зон — администрация соответствующей зоны. Единого публичного реестра, как Companies House, в ОАЭ нет.</p>',
        '<h2>Как определить регистратора</h2>',
        '<ul><li>посмотрите торговую лицензию: на ней указан выдавший её орган;</li><li>номер лицензии DED обычно шестизначный, у зон — свой формат;</li><li>в названии компании часто есть указание на зону, например «DMCC» или «FZE».</li></ul>',
        '<h2>Какие документы бывают</h2>',
        '<p>Свободные зоны выдают Certificate of Incumbency, Certificate of Good Standing и заверенные копии Memorandum of Association. DED выдаёт выписку о лицензии. Для использования в России документы проходят аттестацию МИД ОАЭ и консульскую легализацию.</p>',
      ),
      'en-US': html(
        '<p>Mainland companies are registered by the emirate’s Department of Economic Development (DED), and free zone companies by the zone authority. The UAE has no single public register like Companies House.</p>',
        '<h2>How to identify the registrar</h2>',
        '<ul><li>look at the trade licence, which names the issuing authority;</li><li>DED licence numbers are usually six digits, while zones use their own formats;</li><li>the company name often refers to the zone, such as “DMCC” or “FZE”.</li></ul>',
        '<h2>Which documents exist</h2>',
        '<p>Free zones issue Certificates of Incumbency, Certificates of Good Standing and certified copies of the Memorandum of Association. The DED issues a licence extract. For use in Russia, documents are attested by the UAE Ministry of Foreign Affairs and legalised at the consulate.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Материк или свободная зона ОАЭ: как определить регистратора и какие документы заказать.',
      'en-US': 'Mainland or UAE free zone: how to identify the registrar and which documents to order.',
    },
  },
  {
    id: 20,
    categoryId: 1,
    path: 'certificate-of-incumbency-guide',
    publishedAt: '2025-11-12T11:00:00Z',
    image: '/uploads/articles/certificate-of-incumbency-guide.svg',
    countryCode: null,
    title: {
      'ru-RU': 'Certificate of Incumbency: когда нужен и кто его выдаёт',
      'en-US': 'Certificate of Incumbency: when you need one and who issues it',
    },
    intro: {
      'ru-RU':
        'Документ, без которого не обходится ни одна проверка офшорной компании, — в вопросах и ответах.',
      'en-US': 'The document no offshore company check can do without, explained in questions and answers.',
    },
    body: {
      'ru-RU': html(
        '<p>Certificate of Incumbency — сертификат о действующих должностных лицах компании. В нём перечислены директора, секретарь, акционеры и, как правило, зарегистрированный агент и адрес.</p>',
        '<h2>Кто его выдаёт</h2>',
        '<ul><li>в англосаксонских юрисдикциях — зарегистрированный агент или секретарь компании;</li><li>в Великобритании — солиситор на основании данных Companies House;</li><li>в свободных зонах ОАЭ — администрация зоны;</li><li>на Кипре его заменяют сертификаты регистратора о директорах и акционерах.</li></ul>',
        '<h2>Когда его просят</h2>',
        '<p>Сертификат нужен банкам при открытии счёта, нотариусам при удостоверении сделок и контрагентам, которые хотят убедиться в полномочиях подписанта. Для России на него ставят апостиль и делают нотариальный перевод.</p>',
      ),
      'en-US': html(
        '<p>A Certificate of Incumbency is a certificate of a company’s current officers. It lists the directors, secretary and shareholders and usually the registered agent and address.</p>',
        '<h2>Who issues it</h2>',
        '<ul><li>in common-law jurisdictions — the registered agent or the company secretary;</li><li>in the UK — a solicitor based on Companies House data;</li><li>in UAE free zones — the zone authority;</li><li>in Cyprus it is replaced by the registrar’s certificates of directors and shareholders.</li></ul>',
        '<h2>When it is requested</h2>',
        '<p>Banks ask for it when opening an account, notaries when certifying transactions, and counterparties who want to confirm a signatory’s authority. For Russia it is apostilled and given a certified translation.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Что такое Certificate of Incumbency, кто его выдаёт в разных странах и кому он нужен.',
      'en-US': 'What a Certificate of Incumbency is, who issues it in different countries and who needs it.',
    },
  },
  {
    id: 21,
    categoryId: 1,
    path: 'companies-house-reform-guide',
    publishedAt: '2026-01-27T09:00:00Z',
    image: '/uploads/articles/companies-house-reform-guide.svg',
    countryCode: 'GB',
    title: {
      'ru-RU': 'Реформа Companies House: что изменилось для владельцев британских компаний',
      'en-US': 'The Companies House reform: what has changed for UK company owners',
    },
    intro: {
      'ru-RU': 'Проверка личности, новые требования к адресам и полномочия регистратора — коротко о главном.',
      'en-US': 'Identity checks, new address rules and the registrar’s new powers — the essentials in brief.',
    },
    body: {
      'ru-RU': html(
        '<p>Реформа по закону 2023 года — самое значительное изменение британского корпоративного права за последние 15 лет. Она затрагивает всех, кто владеет или управляет компанией в Великобритании.</p>',
        '<h2>Главные изменения</h2>',
        '<ul><li>зарегистрированный офис должен быть «надлежащим адресом»: абонентские ящики больше не подходят;</li><li>каждая компания обязана указать зарегистрированный адрес электронной почты;</li><li>при подаче подтверждения (confirmation statement) заявляется законность деятельности;</li><li>директора и PSC проходят проверку личности.</li></ul>',
        '<h2>Полномочия регистратора</h2>',
        '<p>Companies House теперь может запрашивать дополнительные сведения, отклонять документы и удалять из реестра недостоверную информацию. Выписки становятся надёжнее, но и ошибки в них обходятся компании дороже.</p>',
      ),
      'en-US': html(
        '<p>The reform under the 2023 Act is the biggest change to UK company law in 15 years. It affects everyone who owns or manages a company in the United Kingdom.</p>',
        '<h2>The main changes</h2>',
        '<ul><li>the registered office must be an “appropriate address”: PO boxes no longer qualify;</li><li>every company must provide a registered email address;</li><li>the confirmation statement now includes a statement of lawful purpose;</li><li>directors and PSCs must verify their identity.</li></ul>',
        '<h2>The registrar’s powers</h2>',
        '<p>Companies House can now ask for more information, reject filings and remove inaccurate information from the register. Extracts are becoming more reliable, but mistakes in them also cost companies more.</p>',
      ),
    },
    metaDescription: {
      'ru-RU': 'Реформа Companies House: адреса, e-mail, проверка личности директоров и новые полномочия.',
      'en-US':
        'The Companies House reform: addresses, email, director ID checks and the registrar’s new powers.',
    },
  },
  {
    id: 22,
    categoryId: 1,
    path: 'foreign-documents-for-russian-notary',
    publishedAt: '2026-03-30T08:45:00Z',
    image: '/uploads/articles/foreign-documents-for-russian-notary.svg',
    countryCode: null,
    title: {
      'ru-RU': 'Документы иностранной компании для российского нотариуса',
      'en-US': 'Foreign company documents for a Russian notary',
    },
    intro: {
      'ru-RU':
        'Что подготовить, если иностранная компания продаёт долю в ООО или выдаёт доверенность в России.',
      'en-US':
        'What to prepare when a foreign company sells a stake in a Russian LLC or grants a power of attorney.',
    },
    body: {
      'ru-RU': html(
        '<p>Нотариус, удостоверяющий сделку с участием иностранной компании, обязан проверить её правоспособность и полномочия представителя. Для этого нужен комплект документов из страны регистрации.</p>',
        '<h2>Что обычно требуется</h2>',
        '<ul><li>свежая выписка из торгового реестра или её аналог;</li><li>устав или учредительный договор;</li><li>документ о полномочиях директора, например Certificate of Incumbency;</li><li>доверенность на представителя, если подписывает не директор.</li></ul>',
        '<p>Все документы нужны с апостилем или легализацией и с переводом на русский язык, подпись переводчика на котором засвидетельствована российским нотариусом.</p>',
        '<h2>Совет</h2>',
        '<p>Отправьте нотариусу список документов до заказа. Некоторые нотариусы требуют выписку не старше 30 дней, поэтому сроки подготовки стоит планировать от даты сделки.</p>',
      ),
      'en-US': html(
        '<p>A notary certifying a transaction that involves a foreign company must check its legal capacity and the authority of its representative. That takes a set of documents from the country of incorporation.</p>',
        '<h2>What is usually required</h2>',
        '<ul><li>a recent extract from the commercial register or its equivalent;</li><li>the articles of association or memorandum;</li><li>proof of the director’s authority, such as a Certificate of Incumbency;</li><li>a power of attorney for the representative if the director is not signing.</li></ul>',
        '<p>All documents need an apostille or legalisation and a Russian translation with the translator’s signature certified by a Russian notary.</p>',
        '<h2>A tip</h2>',
        '<p>Send the list of documents to the notary before you order. Some notaries require an extract no older than 30 days, so plan backwards from the date of the deal.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Какие документы иностранной компании нужны российскому нотариусу для сделки или доверенности.',
      'en-US':
        'Which foreign company documents a Russian notary needs for a transaction or power of attorney.',
    },
  },
  {
    id: 23,
    categoryId: 1,
    path: 'how-to-read-egrul-extract',
    publishedAt: '2026-05-14T10:15:00Z',
    image: '/uploads/articles/how-to-read-egrul-extract.svg',
    countryCode: 'RU',
    title: {
      'ru-RU': 'Как читать выписку из ЕГРЮЛ: на что смотреть в первую очередь',
      'en-US': 'How to read an EGRUL extract: what to look at first',
    },
    intro: {
      'ru-RU': 'Пять разделов выписки, которые за пару минут покажут, можно ли работать с контрагентом.',
      'en-US':
        'Five sections of the extract that tell you in a couple of minutes whether to deal with a counterparty.',
    },
    body: {
      'ru-RU': html(
        '<p>Выписка из ЕГРЮЛ может занимать десятки страниц, но для первичной проверки достаточно нескольких разделов.</p>',
        '<h2>Главное в выписке</h2>',
        '<ol><li><strong>Сведения о состоянии</strong> — нет ли записи о ликвидации, реорганизации или предстоящем исключении из реестра.</li><li><strong>Адрес</strong> — нет ли отметки о недостоверности.</li><li><strong>Руководитель</strong> — как давно назначен и нет ли отметки о недостоверности.</li><li><strong>Участники</strong> — кто владеет компанией и не находятся ли доли в залоге.</li><li><strong>Сведения о записях</strong> — как часто менялись ключевые данные.</li></ol>',
        '<p>Частые смены руководителя и адреса за короткий период — повод запросить у контрагента пояснения и проверить его судебные дела.</p>',
      ),
      'en-US': html(
        '<p>An EGRUL extract can run to dozens of pages, but a first check needs only a few sections.</p>',
        '<h2>The key parts of the extract</h2>',
        '<ol><li><strong>Status</strong> — whether there is any entry on liquidation, reorganisation or forthcoming removal from the register.</li><li><strong>Address</strong> — whether it is flagged as unreliable.</li><li><strong>Chief executive</strong> — how long ago they were appointed and whether there is an unreliability flag.</li><li><strong>Members</strong> — who owns the company and whether any shares are pledged.</li><li><strong>Register entries</strong> — how often key data has changed.</li></ol>',
        '<p>Frequent changes of director and address over a short period are a reason to ask the counterparty for explanations and to check its court cases.</p>',
      ),
    },
    metaDescription: {
      'ru-RU':
        'Как быстро проверить контрагента по выписке из ЕГРЮЛ: статус, адрес, руководитель и участники.',
      'en-US':
        'How to check a counterparty quickly using an EGRUL extract: status, address, director and members.',
    },
  },
];

export const articles: SeedArticle[] = [...news, ...publications];
