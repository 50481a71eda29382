import type { SeedCountry } from '../types.js';

export const countries: SeedCountry[] = [
  {
    id: 1,
    code: 'RU',
    linkSef: 'russia',
    online: true,
    popularSort: 1,
    sort: 1,
    name: { 'ru-RU': 'Россия', 'en-US': 'Russia' },
    description: {
      'ru-RU':
        'Сведения о российских компаниях и индивидуальных предпринимателях берутся из ЕГРЮЛ и ЕГРИП, которые ведёт ФНС России. Электронная выписка подписана усиленной квалифицированной электронной подписью налоговой службы и равнозначна бумажной. Для предъявления за рубежом заказывайте бумажную выписку с апостилем и нотариальным переводом.',
      'en-US':
        'Data on Russian companies and sole proprietors comes from the EGRUL and EGRIP registers kept by the Federal Tax Service. An electronic extract carries the tax service’s qualified e-signature and has the same legal force as a paper one. For use abroad, order a paper extract with an apostille and a notarised translation.',
    },
    registerName: {
      'ru-RU': 'ЕГРЮЛ и ЕГРИП (ФНС России)',
      'en-US': 'Unified State Register of Legal Entities, EGRUL (Federal Tax Service)',
    },
  },
  {
    id: 2,
    code: 'KZ',
    linkSef: 'kazakhstan',
    online: true,
    popularSort: 2,
    sort: 2,
    name: { 'ru-RU': 'Казахстан', 'en-US': 'Kazakhstan' },
    description: {
      'ru-RU':
        'Юридические лица Казахстана регистрируются в Национальном реестре бизнес-идентификационных номеров. Справки о регистрации выдаются через портал eGov и содержат БИН, дату регистрации, руководителя и учредителей. Справки на государственном и русском языках принимаются российскими банками без перевода.',
      'en-US':
        'Kazakh legal entities are recorded in the National Register of Business Identification Numbers. Registration certificates are issued via the eGov portal and show the BIN, date of registration, director and founders. Certificates in Kazakh and Russian are accepted by Russian banks without translation.',
    },
    registerName: {
      'ru-RU': 'Национальный реестр БИН (Минюст РК, eGov)',
      'en-US': 'National Register of Business Identification Numbers (Ministry of Justice, eGov)',
    },
  },
  {
    id: 3,
    code: 'BY',
    linkSef: 'belarus',
    online: true,
    popularSort: 3,
    sort: 3,
    name: { 'ru-RU': 'Беларусь', 'en-US': 'Belarus' },
    description: {
      'ru-RU':
        'Единый государственный регистр юридических лиц и индивидуальных предпринимателей ведёт Министерство юстиции Республики Беларусь. Выписка из ЕГР подтверждает регистрацию, УНП, юридический адрес и состав участников. Документы на русском языке используются в России без перевода.',
      'en-US':
        'The Unified State Register of Legal Entities and Individual Entrepreneurs is kept by the Ministry of Justice of Belarus. An extract confirms the registration, taxpayer number (UNP), registered address and members. Documents in Russian are used in Russia without translation.',
    },
    registerName: {
      'ru-RU': 'ЕГР юридических лиц и ИП (Минюст Беларуси)',
      'en-US': 'Unified State Register of Legal Entities and Entrepreneurs (Ministry of Justice)',
    },
  },
  {
    id: 4,
    code: 'UZ',
    linkSef: 'uzbekistan',
    online: true,
    popularSort: null,
    sort: 4,
    name: { 'ru-RU': 'Узбекистан', 'en-US': 'Uzbekistan' },
    description: {
      'ru-RU':
        'Компании Узбекистана регистрируются через центры государственных услуг, а сведения о них хранятся в Едином государственном реестре субъектов предпринимательства. Выписка содержит ИНН, организационно-правовую форму, адрес, руководителя и учредителей. Оригиналы выдаются на узбекском языке, поэтому обычно нужен перевод.',
      'en-US':
        'Uzbek companies are registered through public service centres, and their data is held in the Unified State Register of Business Entities. An extract shows the TIN, legal form, address, director and founders. Originals are issued in Uzbek, so a translation is usually required.',
    },
    registerName: {
      'ru-RU': 'Единый государственный реестр субъектов предпринимательства',
      'en-US': 'Unified State Register of Business Entities',
    },
  },
  {
    id: 5,
    code: 'KG',
    linkSef: 'kyrgyzstan',
    online: true,
    popularSort: null,
    sort: 5,
    name: { 'ru-RU': 'Кыргызстан', 'en-US': 'Kyrgyzstan' },
    description: {
      'ru-RU':
        'Государственную регистрацию юридических лиц в Кыргызстане проводит Министерство юстиции. Выписка из реестра подтверждает ИНН, регистрационный номер, адрес и руководителя компании и выдаётся на государственном и официальном (русском) языках.',
      'en-US':
        'Legal entities in Kyrgyzstan are registered by the Ministry of Justice. A register extract confirms the company’s TIN, registration number, address and director, and is issued in Kyrgyz and Russian.',
    },
    registerName: {
      'ru-RU': 'Единый государственный реестр юридических лиц (Минюст КР)',
      'en-US': 'Unified State Register of Legal Entities (Ministry of Justice)',
    },
  },
  {
    id: 6,
    code: 'AM',
    linkSef: 'armenia',
    online: true,
    popularSort: null,
    sort: 6,
    name: { 'ru-RU': 'Армения', 'en-US': 'Armenia' },
    description: {
      'ru-RU':
        'Государственный регистр юридических лиц Армении ведёт Агентство государственной регистрации юридических лиц Министерства юстиции. Через портал e-register.am доступны текущая выписка и история изменений: участники, руководитель, уставный капитал и адрес.',
      'en-US':
        'The State Register of Legal Entities of Armenia is kept by the State Registration Agency of the Ministry of Justice. The e-register.am portal provides both a current extract and the history of changes: members, director, share capital and address.',
    },
    registerName: {
      'ru-RU': 'Государственный регистр юридических лиц (e-register.am)',
      'en-US': 'State Register of Legal Entities (e-register.am)',
    },
  },
  {
    id: 7,
    code: 'GE',
    linkSef: 'georgia',
    online: true,
    popularSort: null,
    sort: 7,
    name: { 'ru-RU': 'Грузия', 'en-US': 'Georgia' },
    description: {
      'ru-RU':
        'Реестр предпринимателей и непредпринимательских юридических лиц ведёт Национальное агентство публичного реестра (NAPR). Выписка выдаётся на грузинском языке и содержит идентификационный код, руководителей, партнёров и их доли. Документы регистрационного дела также доступны в электронном виде.',
      'en-US':
        'The Registry of Entrepreneurs and Non-commercial Legal Entities is kept by the National Agency of Public Registry (NAPR). Extracts are issued in Georgian and show the identification code, directors, partners and their shares. Documents from the registry file are also available electronically.',
    },
    registerName: {
      'ru-RU': 'Реестр предпринимателей (Национальное агентство публичного реестра, NAPR)',
      'en-US': 'Registry of Entrepreneurs (National Agency of Public Registry, NAPR)',
    },
  },
  {
    id: 8,
    code: 'AZ',
    linkSef: 'azerbaijan',
    online: false,
    popularSort: null,
    sort: 8,
    name: { 'ru-RU': 'Азербайджан', 'en-US': 'Azerbaijan' },
    description: {
      'ru-RU':
        'Коммерческие юридические лица Азербайджана регистрирует Государственная налоговая служба. Открытого онлайн-доступа к полной выписке нет, поэтому запрос подаёт наш партнёр в Баку по доверенности. Выписка выдаётся на азербайджанском языке.',
      'en-US':
        'Commercial legal entities in Azerbaijan are registered by the State Tax Service. There is no open online access to a full extract, so our partner in Baku files the request under a power of attorney. Extracts are issued in Azerbaijani.',
    },
    registerName: {
      'ru-RU': 'Государственный реестр юридических лиц (Государственная налоговая служба)',
      'en-US': 'State Register of Legal Entities (State Tax Service)',
    },
  },
  {
    id: 9,
    code: 'GB',
    linkSef: 'united-kingdom',
    online: true,
    popularSort: 4,
    sort: 9,
    name: { 'ru-RU': 'Великобритания', 'en-US': 'United Kingdom' },
    description: {
      'ru-RU':
        'Сведения о компаниях Англии, Уэльса, Шотландии и Северной Ирландии публикует Companies House. Помимо выписки, регистратор выдаёт заверенные копии документов и Certificate of Good Standing. После реформы 2023 года Companies House проверяет личность директоров и вправе исправлять недостоверные сведения.',
      'en-US':
        'Data on companies in England, Wales, Scotland and Northern Ireland is published by Companies House. Besides the company record, the registrar issues certified copies of filings and Certificates of Good Standing. Since the 2023 reform Companies House verifies directors’ identities and may correct inaccurate information.',
    },
    registerName: {
      'ru-RU': 'Companies House (реестр компаний Великобритании)',
      'en-US': 'Companies House',
    },
  },
  {
    id: 10,
    code: 'DE',
    linkSef: 'germany',
    online: true,
    popularSort: null,
    sort: 10,
    name: { 'ru-RU': 'Германия', 'en-US': 'Germany' },
    description: {
      'ru-RU':
        'Торговый реестр Германии (Handelsregister) ведут участковые суды, а доступ ко всем записям открыт через единый портал. Выписка (Handelsregisterauszug) бывает текущей и хронологической; для банков и нотариусов часто требуется заверенная бумажная версия с апостилем.',
      'en-US':
        'The German commercial register (Handelsregister) is kept by the local courts and all entries are available through a joint portal. An extract (Handelsregisterauszug) can be current or chronological; banks and notaries often require a certified paper version with an apostille.',
    },
    registerName: {
      'ru-RU': 'Торговый реестр Германии (Handelsregister)',
      'en-US': 'German Commercial Register (Handelsregister)',
    },
  },
  {
    id: 11,
    code: 'CY',
    linkSef: 'cyprus',
    online: true,
    popularSort: 5,
    sort: 11,
    name: { 'ru-RU': 'Кипр', 'en-US': 'Cyprus' },
    description: {
      'ru-RU':
        'Реестр компаний Кипра ведёт Департамент регистратора компаний и интеллектуальной собственности. Регистратор выдаёт отдельные сертификаты о регистрации, юридическом адресе, директорах и секретаре, акционерах и действующем статусе; обычно их заказывают комплектом с апостилем.',
      'en-US':
        'The Cyprus companies register is kept by the Department of Registrar of Companies and Intellectual Property. The registrar issues separate certificates of incorporation, registered office, directors and secretary, shareholders and good standing, which are usually ordered as a set with an apostille.',
    },
    registerName: {
      'ru-RU': 'Реестр компаний Кипра (Registrar of Companies)',
      'en-US': 'Department of Registrar of Companies and Intellectual Property',
    },
  },
  {
    id: 12,
    code: 'AE',
    linkSef: 'uae',
    online: false,
    popularSort: 6,
    sort: 12,
    name: { 'ru-RU': 'ОАЭ', 'en-US': 'United Arab Emirates' },
    description: {
      'ru-RU':
        'В ОАЭ нет единого реестра: компании на материке регистрируют департаменты экономического развития эмиратов, а компании свободных зон — администрации зон (DMCC, JAFZA, IFZA, ADGM и другие). Запросы направляются вручную, а документы для использования в России проходят консульскую легализацию.',
      'en-US':
        'The UAE has no single register: mainland companies are registered by each emirate’s Department of Economic Development, and free zone companies by the zone authorities (DMCC, JAFZA, IFZA, ADGM and others). Requests are filed manually, and documents for use in Russia go through consular legalisation.',
    },
    registerName: {
      'ru-RU': 'Реестры DED и свободных экономических зон ОАЭ',
      'en-US': 'DED and free zone registers of the UAE',
    },
  },
  {
    id: 13,
    code: 'EE',
    linkSef: 'estonia',
    online: true,
    popularSort: null,
    sort: 13,
    name: { 'ru-RU': 'Эстония', 'en-US': 'Estonia' },
    description: {
      'ru-RU':
        'Коммерческий регистр Эстонии (e-Äriregister) полностью электронный: выписка, карточка с историей изменений, годовые отчёты и устав доступны онлайн в течение рабочего дня. Выписки выдаются на эстонском или английском языке.',
      'en-US':
        'The Estonian e-Business Register is fully electronic: the extract, the registry card with its history, annual reports and the articles of association are available online within a working day. Extracts are issued in Estonian or English.',
    },
    registerName: {
      'ru-RU': 'Коммерческий регистр Эстонии (e-Äriregister)',
      'en-US': 'Estonian e-Business Register (e-Äriregister)',
    },
  },
  {
    id: 14,
    code: 'LV',
    linkSef: 'latvia',
    online: true,
    popularSort: null,
    sort: 14,
    name: { 'ru-RU': 'Латвия', 'en-US': 'Latvia' },
    description: {
      'ru-RU':
        'Регистр предприятий Латвийской Республики (Uzņēmumu reģistrs) публикует сведения о компаниях, их участниках и конечных бенефициарах. Выписка формируется в электронном виде с защищённой подписью, а годовые отчёты предоставляет Служба государственных доходов.',
      'en-US':
        'The Register of Enterprises of the Republic of Latvia (Uzņēmumu reģistrs) publishes data on companies, their members and ultimate beneficial owners. Extracts are issued electronically with a secure signature, while annual reports come from the State Revenue Service.',
    },
    registerName: {
      'ru-RU': 'Регистр предприятий Латвии (Uzņēmumu reģistrs)',
      'en-US': 'Register of Enterprises of the Republic of Latvia',
    },
  },
  {
    id: 15,
    code: 'US',
    linkSef: 'usa',
    online: true,
    popularSort: null,
    sort: 15,
    name: { 'ru-RU': 'США', 'en-US': 'United States' },
    description: {
      'ru-RU':
        'В США компании регистрируются на уровне штатов, и реестры ведут офисы Secretary of State. Чаще всего мы работаем с Делавэром, Нью-Йорком, Флоридой, Калифорнией и Вайомингом. Сведения об акционерах в реестрах штатов обычно не раскрываются, поэтому для банков заказывают Certificate of Incumbency.',
      'en-US':
        'US companies are formed at state level, and the registers are kept by the Secretary of State offices. We most often work with Delaware, New York, Florida, California and Wyoming. State registers usually do not disclose shareholders, so banks ask for a Certificate of Incumbency.',
    },
    registerName: {
      'ru-RU': 'Реестры Secretary of State штатов США',
      'en-US': 'State Secretary of State business registers',
    },
  },
  {
    id: 16,
    code: 'CN',
    linkSef: 'china',
    online: false,
    popularSort: null,
    sort: 16,
    name: { 'ru-RU': 'Китай', 'en-US': 'China' },
    description: {
      'ru-RU':
        'Сведения о китайских компаниях публикует Национальная система раскрытия информации о кредитоспособности предприятий (SAMR). Полное регистрационное дело выдаётся только по запросу через местное управление, поэтому такие заказы выполняет наш партнёр в Китае. С ноября 2023 года Китай применяет апостиль.',
      'en-US':
        'Data on Chinese companies is published by the National Enterprise Credit Information Publicity System (SAMR). A full registration archive is released only on request through the local bureau, so these orders are handled by our partner in China. China has applied the apostille since November 2023.',
    },
    registerName: {
      'ru-RU': 'Национальная система информации о кредитоспособности предприятий (SAMR)',
      'en-US': 'National Enterprise Credit Information Publicity System (SAMR)',
    },
  },
  {
    id: 17,
    code: 'TR',
    linkSef: 'turkey',
    online: false,
    popularSort: null,
    sort: 17,
    name: { 'ru-RU': 'Турция', 'en-US': 'Turkey' },
    description: {
      'ru-RU':
        'Торговый реестр Турции ведут торговые палаты, а изменения публикуются в «Торговом реестровом вестнике» (Ticaret Sicili Gazetesi). Справку о деятельности (Faaliyet Belgesi) и выписку из реестра получает наш представитель в палате по месту регистрации компании.',
      'en-US':
        'The Turkish trade registry is kept by the chambers of commerce, and changes are published in the Trade Registry Gazette (Ticaret Sicili Gazetesi). The activity certificate (Faaliyet Belgesi) and the registry extract are collected by our agent at the chamber where the company is registered.',
    },
    registerName: {
      'ru-RU': 'Торговый реестр Турции (MERSIS, Ticaret Sicili)',
      'en-US': 'Turkish Trade Registry (MERSIS, Ticaret Sicili)',
    },
  },
  {
    id: 18,
    code: 'NL',
    linkSef: 'netherlands',
    online: true,
    popularSort: null,
    sort: 18,
    name: { 'ru-RU': 'Нидерланды', 'en-US': 'Netherlands' },
    description: {
      'ru-RU':
        'Торговый реестр Нидерландов ведёт Торговая палата (KvK). Электронная выписка (uittreksel) содержит регистрационный номер, адреса, руководителей и полномочия на подпись; заверенная бумажная выписка нужна для апостиля.',
      'en-US':
        'The Dutch Business Register is kept by the Chamber of Commerce (KvK). An electronic extract (uittreksel) shows the registration number, addresses, directors and signing powers; a certified paper extract is needed for an apostille.',
    },
    registerName: {
      'ru-RU': 'Торговый реестр Нидерландов (KvK Handelsregister)',
      'en-US': 'Dutch Business Register (KvK Handelsregister)',
    },
  },
  {
    id: 19,
    code: 'HK',
    linkSef: 'hong-kong',
    online: true,
    popularSort: null,
    sort: 19,
    name: { 'ru-RU': 'Гонконг', 'en-US': 'Hong Kong' },
    description: {
      'ru-RU':
        'Companies Registry Гонконга предоставляет онлайн-доступ к сведениям о компании и к поданным документам: ежегодной декларации NAR1, уставу и изменениям в составе директоров. Документы выдаются на английском или китайском языке.',
      'en-US':
        'The Hong Kong Companies Registry gives online access to company particulars and filed documents: the NAR1 annual return, the articles of association and changes of directors. Documents are issued in English or Chinese.',
    },
    registerName: {
      'ru-RU': 'Companies Registry Гонконга (ICRIS)',
      'en-US': 'Hong Kong Companies Registry (ICRIS)',
    },
  },
  {
    id: 20,
    code: 'RS',
    linkSef: 'serbia',
    online: true,
    popularSort: null,
    sort: 20,
    name: { 'ru-RU': 'Сербия', 'en-US': 'Serbia' },
    description: {
      'ru-RU':
        'Реестр хозяйственных обществ Сербии ведёт Агентство хозяйственных регистров (APR). Выписка (izvod) и финансовая отчётность доступны онлайн, а для предъявления в России на выписку ставят апостиль в суде и делают нотариальный перевод.',
      'en-US':
        'The Serbian Business Register is kept by the Serbian Business Registers Agency (APR). The extract (izvod) and financial statements are available online; for use in Russia the extract is apostilled at a court and given a notarised translation.',
    },
    registerName: {
      'ru-RU': 'Агентство хозяйственных регистров Сербии (APR)',
      'en-US': 'Serbian Business Registers Agency (APR)',
    },
  },
  {
    // Not sold: named here so that phone numbers from Tajikistan show the shop's own name of it.
    id: 21,
    code: 'TJ',
    linkSef: 'tajikistan',
    online: false,
    popularSort: null,
    sort: 21,
    active: false,
    name: { 'ru-RU': 'Таджикистан', 'en-US': 'Tajikistan' },
    description: {
      'ru-RU':
        'Юридических лиц и индивидуальных предпринимателей Таджикистана регистрирует Налоговый комитет при Правительстве Республики Таджикистан.',
      'en-US':
        'Legal entities and sole traders of Tajikistan are registered by the Tax Committee under the Government of the Republic of Tajikistan.',
    },
    registerName: {
      'ru-RU': 'Единый государственный реестр юридических лиц и ИП Таджикистана',
      'en-US': 'Unified State Register of Legal Entities and Sole Traders of Tajikistan',
    },
  },
];
