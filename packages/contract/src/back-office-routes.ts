import { type CallRoute, defineRoute, nameRoutes, pdf } from './route-definition.js';

type AdminRoute<P extends `/api/${string}`> = CallRoute & { path: P; access: 'admin' };

/**
 * The four calls of one of the site's ordered blocks (ADR 040): its list, save (no `?id=` creates),
 * move (up or down) and delete, under `/api/admin/site-<one>…`, administrators only.
 */
function siteBlockRoutes<const N extends string, const S extends string>(
  name: N,
  slug: S,
): {
  [K in `adminSite${N}s`]: AdminRoute<`/api/admin/site-${S}s`>;
} & { [K in `adminSite${N}Save`]: AdminRoute<`/api/admin/site-${S}-save`> } & {
  [K in `adminSite${N}Move`]: AdminRoute<`/api/admin/site-${S}-move`>;
} & { [K in `adminSite${N}Delete`]: AdminRoute<`/api/admin/site-${S}-delete`> } {
  const route = (path: `/api/${string}`, writes: boolean) =>
    defineRoute({ path, access: 'admin', writes, fallbackError: 'UnknownError' });
  return {
    [`adminSite${name}s`]: route(`/api/admin/site-${slug}s`, false),
    [`adminSite${name}Save`]: route(`/api/admin/site-${slug}-save`, true),
    [`adminSite${name}Move`]: route(`/api/admin/site-${slug}-move`, true),
    [`adminSite${name}Delete`]: route(`/api/admin/site-${slug}-delete`, true),
  } as never;
}

/**
 * The back-office's calls (`/api/admin/…`): managers' and administrators'.
 * The browser loads this table with the back-office's pages (apps/web/src/lib/api-client.ts).
 */
export const backOfficeRoutes = nameRoutes({
  /** Extra, back-office: the orders list with paging, sorting, filters and search. */
  adminOrders: defineRoute({ path: '/api/admin/orders', access: 'manager', fallbackError: 'UnknownError' }),
  /** Extra, back-office: one order with items, payments, mails and history (`?id=`). */
  adminOrder: defineRoute({ path: '/api/admin/order', access: 'manager', fallbackError: 'UnknownError' }),
  /** Extra, back-office: take a paid order into work (`?id=`). */
  adminOrderTake: defineRoute({
    path: '/api/admin/order-take',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: cancel an order with a reason; a paid one is marked for refund (`?id=`). */
  adminOrderCancel: defineRoute({
    path: '/api/admin/order-cancel',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: queue one of the order's mails again (`?id=`). */
  adminOrderResendMail: defineRoute({
    path: '/api/admin/order-resend-mail',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: upload the delivered document of an order item (`?id=`, multipart). */
  adminOrderUpload: defineRoute({
    path: '/api/admin/order-upload',
    access: 'manager',
    writes: true,
    takesFile: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: who the signed-in staff member is (the shell's header and menu). */
  adminMe: defineRoute({ path: '/api/admin/me', access: 'manager', fallbackError: 'ManagerOnly' }),
  /** Extra, back-office: today's orders, revenue, waiting and overdue orders, requests. */
  adminDashboard: defineRoute({
    path: '/api/admin/dashboard',
    access: 'manager',
    fallbackError: 'ManagerOnly',
  }),
  /** Extra, back-office: what a real shop still lacks before it sells (the dashboard's checklist). */
  adminSetup: defineRoute({ path: '/api/admin/setup', access: 'manager', fallbackError: 'UnknownError' }),
  /** Extra, back-office: the seller's requisites invoices and acts carry. */
  adminSeller: defineRoute({ path: '/api/admin/seller', access: 'admin', fallbackError: 'UnknownError' }),
  /** Extra, back-office: an administrator saves the seller's requisites. */
  adminSellerSave: defineRoute({
    path: '/api/admin/seller-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: the seller's facsimile (signature and stamp) that invoices and acts carry. */
  adminSellerFacsimile: defineRoute({
    path: '/api/admin/seller-facsimile',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: an administrator uploads the facsimile (multipart). */
  adminSellerFacsimileUpload: defineRoute({
    path: '/api/admin/seller-facsimile-upload',
    access: 'admin',
    writes: true,
    takesFile: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: an administrator removes the facsimile. */
  adminSellerFacsimileDelete: defineRoute({
    path: '/api/admin/seller-facsimile-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: the rouble rate in force, its history, the import's state. */
  adminRates: defineRoute({ path: '/api/admin/rates', access: 'manager', fallbackError: 'UnknownError' }),
  /** Extra, back-office: an administrator sets the rate of a day. */
  adminRateSet: defineRoute({
    path: '/api/admin/rate-set',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: an administrator imports the Central Bank's daily rate now. */
  adminRateImport: defineRoute({
    path: '/api/admin/rate-import',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: a year of the production calendar and the years loaded (`?year=`). */
  adminCalendar: defineRoute({
    path: '/api/admin/calendar',
    access: 'manager',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: an administrator loads a year's decree from an uploaded file. */
  adminCalendarUpload: defineRoute({
    path: '/api/admin/calendar-upload',
    access: 'admin',
    writes: true,
    fallbackError: 'CalendarFileInvalid',
  }),
  /** Extra, back-office: one of an order's documents (`?id=`: a delivered file, its act or invoice). */
  adminOrderDocument: defineRoute({
    path: '/api/admin/order-document',
    access: 'manager',
    answerKind: pdf('document.pdf'),
    fallbackError: 'ErrorFetchingAct',
  }),
  /** Extra, back-office: a bank transfer arrived: mark the invoice order paid (`?id=`). */
  adminOrderMarkPaid: defineRoute({
    path: '/api/admin/order-mark-paid',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: a payment due for refund was returned to the payer (`?id=`). */
  adminOrderRefundMade: defineRoute({
    path: '/api/admin/order-refund-made',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: paper originals of the order's items left with a carrier (`?id=`). */
  adminOrderShip: defineRoute({
    path: '/api/admin/order-ship',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: customers with paging, sorting and search. */
  adminCustomers: defineRoute({
    path: '/api/admin/customers',
    access: 'manager',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: one customer with orders, legal entities and live sessions (`?id=`). */
  adminCustomer: defineRoute({
    path: '/api/admin/customer',
    access: 'manager',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: block a customer with a reason; their sessions end (`?id=`). */
  adminCustomerBlock: defineRoute({
    path: '/api/admin/customer-block',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: unblock a customer with a reason (`?id=`). */
  adminCustomerUnblock: defineRoute({
    path: '/api/admin/customer-unblock',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: managers and administrators (administrator only). */
  adminStaff: defineRoute({ path: '/api/admin/staff', access: 'admin', fallbackError: 'AdminOnly' }),
  /** Extra, back-office: a new manager or administrator, mailed a link to set the password. */
  adminStaffCreate: defineRoute({
    path: '/api/admin/staff-create',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: another staff member's role (`?id=`). */
  adminStaffRole: defineRoute({
    path: '/api/admin/staff-role',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: deactivate or reactivate another staff member (`?id=`). */
  adminStaffActive: defineRoute({
    path: '/api/admin/staff-active',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: the countries list (paged, sorted, searched). */
  adminCatalogCountries: defineRoute({
    path: '/api/admin/catalog-countries',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: one country with its texts (`?id=`). */
  adminCatalogCountry: defineRoute({
    path: '/api/admin/catalog-country',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: creates a country, or updates one (`?id=`). */
  adminCatalogCountrySave: defineRoute({
    path: '/api/admin/catalog-country-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: deletes a country nothing refers to (`?id=`). */
  adminCatalogCountryDelete: defineRoute({
    path: '/api/admin/catalog-country-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: the type purposes list. */
  adminCatalogPurposes: defineRoute({
    path: '/api/admin/catalog-purposes',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: one type purpose with its texts and product types (`?id=`). */
  adminCatalogPurpose: defineRoute({
    path: '/api/admin/catalog-purpose',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: creates a type purpose, or updates one (`?id=`). */
  adminCatalogPurposeSave: defineRoute({
    path: '/api/admin/catalog-purpose-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: deletes a type purpose (`?id=`). */
  adminCatalogPurposeDelete: defineRoute({
    path: '/api/admin/catalog-purpose-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: the product types list. */
  adminCatalogTypes: defineRoute({
    path: '/api/admin/catalog-types',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: one product type with its texts (`?id=`). */
  adminCatalogType: defineRoute({
    path: '/api/admin/catalog-type',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: creates a product type, or updates one (`?id=`). */
  adminCatalogTypeSave: defineRoute({
    path: '/api/admin/catalog-type-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: deletes a product type nothing refers to (`?id=`). */
  adminCatalogTypeDelete: defineRoute({
    path: '/api/admin/catalog-type-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: the products list. */
  adminCatalogProducts: defineRoute({
    path: '/api/admin/catalog-products',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: one product with its texts, types and related products (`?id=`). */
  adminCatalogProduct: defineRoute({
    path: '/api/admin/catalog-product',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: creates a product, or updates one (`?id=`). */
  adminCatalogProductSave: defineRoute({
    path: '/api/admin/catalog-product-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: deletes a product no order or cart refers to (`?id=`). */
  adminCatalogProductDelete: defineRoute({
    path: '/api/admin/catalog-product-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalog: the countries, product types and products the catalog's forms choose from. */
  adminCatalogOptions: defineRoute({
    path: '/api/admin/catalog-options',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: consultation requests, paged and filtered. */
  adminConsultations: defineRoute({
    path: '/api/admin/consultations',
    access: 'manager',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: one consultation request with its notes (`?id=`). */
  adminConsultation: defineRoute({
    path: '/api/admin/consultation',
    access: 'manager',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: set a consultation request's status (`?id=`). */
  adminConsultationStatus: defineRoute({
    path: '/api/admin/consultation-status',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: add a note to a consultation request (`?id=`). */
  adminConsultationNote: defineRoute({
    path: '/api/admin/consultation-note',
    access: 'manager',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: the mail outbox, paged and filtered by status. */
  adminOutbox: defineRoute({ path: '/api/admin/outbox', access: 'admin', fallbackError: 'AdminOnly' }),
  /** Extra, back-office: one mail of the outbox, its links redacted outside the demo (`?id=`). */
  adminOutboxMail: defineRoute({
    path: '/api/admin/outbox-mail',
    access: 'admin',
    fallbackError: 'AdminOnly',
  }),
  /**
   * Extra, back-office, the demo only: a file a mail of the outbox carries (`?id=&index=`), as the
   * customer gets it.
   */
  adminOutboxAttachment: defineRoute({
    path: '/api/admin/outbox-attachment',
    access: 'admin',
    answerKind: { type: 'file', contentType: 'application/octet-stream', filename: 'attachment' },
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: queue a failed mail again (`?id=`). */
  adminOutboxRetry: defineRoute({
    path: '/api/admin/outbox-retry',
    access: 'admin',
    writes: true,
    fallbackError: 'AdminOnly',
  }),
  /** Extra, back-office: the audit log, paged and filtered. */
  adminAudit: defineRoute({ path: '/api/admin/audit', access: 'admin', fallbackError: 'AdminOnly' }),
  /** Extra, back-office: the loaded company registers and the imports started from the back-office. */
  adminRegisters: defineRoute({
    path: '/api/admin/registers',
    access: 'admin',
    fallbackError: 'AdminOnly',
  }),
  /** Extra, back-office: start a small register import from an uploaded file (multipart). */
  adminRegisterImport: defineRoute({
    path: '/api/admin/register-import',
    access: 'admin',
    writes: true,
    takesFile: true,
    fallbackError: 'AdminOnly',
  }),
  /** Extra, back-office content (ADR 036): the static pages, paged. */
  adminContentPages: defineRoute({
    path: '/api/admin/content-pages',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): one page with its texts in every language (`?id=`). */
  adminContentPage: defineRoute({
    path: '/api/admin/content-page',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): create a page, or change one (`?id=`). */
  adminContentPageSave: defineRoute({
    path: '/api/admin/content-page-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): news and publications, paged. */
  adminContentArticles: defineRoute({
    path: '/api/admin/content-articles',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): one article with its texts (`?id=`). */
  adminContentArticle: defineRoute({
    path: '/api/admin/content-article',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): create an article, or change one (`?id=`). */
  adminContentArticleSave: defineRoute({
    path: '/api/admin/content-article-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): delete an article (`?id=`). */
  adminContentArticleDelete: defineRoute({
    path: '/api/admin/content-article-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): the FAQ in its order, paged. */
  adminContentFaqs: defineRoute({
    path: '/api/admin/content-faqs',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): one FAQ entry with its texts (`?id=`). */
  adminContentFaq: defineRoute({
    path: '/api/admin/content-faq',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): create a FAQ entry, or change one (`?id=`). */
  adminContentFaqSave: defineRoute({
    path: '/api/admin/content-faq-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): delete a FAQ entry (`?id=`). */
  adminContentFaqDelete: defineRoute({
    path: '/api/admin/content-faq-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (ADR 036): upload a picture for the content (multipart). */
  adminContentImageUpload: defineRoute({
    path: '/api/admin/content-image-upload',
    access: 'admin',
    writes: true,
    takesFile: true,
    fallbackError: 'UnknownError',
  }),
  /**
   * Extra, back-office: the back-office's own texts in a language, loaded with the back-office (the
   * shop's settings answer leaves them out).
   */
  adminTexts: defineRoute({ path: '/api/admin/texts', access: 'manager', fallbackError: 'UnknownError' }),
  /** Extra, back-office: the dictionary's keys with both languages, paged and searched. */
  adminTranslations: defineRoute({
    path: '/api/admin/translations',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: saves a dictionary key's texts (placeholders kept). */
  adminTranslationSave: defineRoute({
    path: '/api/admin/translation-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: the top and bottom menus' items with their titles. */
  adminMenuItems: defineRoute({
    path: '/api/admin/menu-items',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: creates (no `?id=`) or changes (`?id=`) a menu item. */
  adminMenuItemSave: defineRoute({
    path: '/api/admin/menu-item-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: moves a menu item up or down in its menu (`?id=`). */
  adminMenuItemMove: defineRoute({
    path: '/api/admin/menu-item-move',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: deletes a menu item (`?id=`). */
  adminMenuItemDelete: defineRoute({
    path: '/api/admin/menu-item-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: the shop's contacts and social links. */
  adminSiteContacts: defineRoute({
    path: '/api/admin/site-contacts',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office: saves the shop's contacts and social links. */
  adminSiteContactsSave: defineRoute({
    path: '/api/admin/site-contacts-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office (ADR 040): the home page's reviews, sample documents, advantages and pay options. */
  ...siteBlockRoutes('Review', 'review'),
  ...siteBlockRoutes('FirstDoc', 'first-doc'),
  ...siteBlockRoutes('Advantage', 'advantage'),
  ...siteBlockRoutes('PayOption', 'pay-option'),
  /** Extra, back-office (ADR 040): the phone masks the shop's phone fields offer, in their order. */
  adminPhoneMasks: defineRoute({
    path: '/api/admin/phone-masks',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office (ADR 040): saves the whole list of phone masks. */
  adminPhoneMasksSave: defineRoute({
    path: '/api/admin/phone-masks-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
});
