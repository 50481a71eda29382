import type { TranslationEntry } from './translation-entry.js';

/** Texts of the web app's FAQ, materials, static and foreign-registers pages that the base dictionary lacks. */
export const contentPageTexts: TranslationEntry[] = [
  [
    'FaqIntro',
    'Собрали ответы на вопросы, которые нам задают чаще всего: как заказать документ, оплатить его и получить',
    'Answers to the questions we hear most often: how to order a document, pay for it and receive it',
  ],
  [
    'FaqMetaDescription',
    'Ответы на частые вопросы о заказе выписок из реестров, апостиле, оплате, сроках и доставке документов.',
    'Answers to common questions about ordering register extracts, apostilles, payment, turnaround and delivery.',
  ],
  ['FaqContactTitle', 'Остались вопросы?', 'Still have questions?'],
  ['NoFaqs', 'Вопросов и ответов пока нет', 'There are no questions and answers yet'],
  [
    'NewsIntro',
    'Новые страны и документы, изменения в реестрах и в работе сервиса',
    'New countries and documents, changes in the registers and in how our service works',
  ],
  [
    'PublicationsIntro',
    'Статьи и руководства: как читать выписки, готовить документы для банка и работать с иностранными реестрами',
    'Articles and guides: how to read extracts, prepare documents for a bank and work with foreign registers',
  ],
  ['PageIsEmpty', 'На этой странице материалов нет', 'There is nothing on this page'],
  ['GoToFirstPage', 'Перейти на первую страницу', 'Go to the first page'],
  [
    'ForeignRegistersIntro',
    'Мы получаем документы напрямую из государственных реестров и у уполномоченных регистраторов. Там, где реестр работает онлайн, электронные документы готовы быстрее; в остальных странах их запрашивают наши партнёры — юристы и регистрационные агенты на месте.',
    'We obtain documents directly from state registers and authorised registrars. Where the register is online, electronic documents are ready sooner; elsewhere our partners, local lawyers and registration agents, request them on the spot.',
  ],
  [
    'ForeignRegistersMetaDescription',
    'Выписки, сертификаты и апостиль из реестров компаний Европы, Азии и СНГ: страны, виды реестров и тарифы.',
    'Extracts, certificates and apostilles from the company registers of Europe, Asia and the CIS: countries, registers and tariffs.',
  ],
  [
    'OnlineRegisterHint',
    'Реестр открыт онлайн: электронные документы обычно готовы за 1–2 рабочих дня',
    'The register is online: electronic documents are usually ready in 1–2 working days',
  ],
  [
    'OfflineRegisterHint',
    'Документы получает наш партнёр в стране регистрации компании',
    'Our partner in the company’s country of registration obtains the documents',
  ],
];
