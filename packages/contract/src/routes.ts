import { LOGOUT_PATH, SETTINGS_PATH } from './constants.js';
import type { MessageKey } from './messages.js';

/**
 * Who may make a call (docs/decisions/014-call-access.md). The server resolves the credential once
 * for every call from this declaration and hands the handler the caller; the browser's API client
 * attaches the session's key from it.
 *
 * - `anyone`: credentials are not read.
 * - `guest-or-customer`: anyone; a key that is sent must be live (else 401 IncorrectToken) and the
 *   handler gets its customer, or none for a guest (settings, the cart, checkout).
 * - `customer`: a signed-in user, or a manager acting as that user with a manager token; no key or
 *   a dead one answers 401 IncorrectToken.
 * - `manager`: a manager or administrator in their own login session (the back-office); a
 *   customer's key answers 403 ManagerOnly, a manager token (acting as a customer) 401.
 * - `admin`: an administrator in their own login session (catalogue, content, settings, other
 *   managers; docs/decisions/032-back-office-shell-and-roles.md); a manager's key answers 403
 *   AdminOnly, a customer's 403 AdminOnly too, a manager token 401.
 */
export type CallAccess = 'anyone' | 'guest-or-customer' | 'customer' | 'manager' | 'admin';

/** How a call answers on success: JSON, or a file download. */
export type AnswerKind = { type: 'json' } | { type: 'file'; contentType: string; filename: string };

/**
 * A call's declaration apart from its schemas: where it is, who may call it, whether its form needs
 * a solved human-check `token`, whether it writes (a write runs in one transaction with the
 * audit row of a manager who makes it), and whether a manager's read is audited too. Free of zod,
 * so the browser's shell can call the API without loading the schemas.
 */
export interface CallRoute {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  access: CallAccess;
  humanCheck: boolean;
  writes: boolean;
  /**
   * The call shows the customer's documents or files: a manager acting as the customer who reads
   * them leaves an audit row (who, whose, which call and ids, from where) before the answer goes.
   */
  auditReads: boolean;
  answerKind: AnswerKind;
  /** The key the client shows when a failed answer carries no `error` (spec section 8). */
  fallbackError: MessageKey;
}

type RouteInput<P extends `/api/${string}`, A extends CallAccess> = Partial<
  Pick<CallRoute, 'method' | 'humanCheck' | 'writes' | 'auditReads' | 'answerKind'>
> & { path: P; access: A; fallbackError: MessageKey };

/** A route with the defaults: POST, no human check, reading (not audited), a JSON answer. */
export function defineRoute<P extends `/api/${string}`, A extends CallAccess>(
  input: RouteInput<P, A>,
): CallRoute & { path: P; access: A } {
  return {
    method: 'POST',
    humanCheck: false,
    writes: false,
    auditReads: false,
    answerKind: { type: 'json' },
    ...input,
  };
}

const pdf = (filename: string): AnswerKind => ({ type: 'file', contentType: 'application/pdf', filename });

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
 * Every call of the shop: the calls of spec section 7 in its order, then the few the shop needs
 * that the spec does not list (marked). Read it as the access table.
 */
export const routes = {
  settings: defineRoute({ path: SETTINGS_PATH, access: 'guest-or-customer', fallbackError: 'UnknownError' }),
  login: defineRoute({ path: '/api/login', access: 'anyone', writes: true, fallbackError: 'LoginIncorrect' }),
  register: defineRoute({
    path: '/api/register',
    access: 'anyone',
    humanCheck: true,
    writes: true,
    fallbackError: 'RegisterIncorrect',
  }),
  requestNewPassword: defineRoute({
    path: '/api/request-new-password',
    access: 'anyone',
    humanCheck: true,
    writes: true,
    fallbackError: 'RegisterIncorrect',
  }),
  validateResetToken: defineRoute({
    path: '/api/validate-reset-token',
    access: 'anyone',
    fallbackError: 'ResetTokenIsInvalid',
  }),
  resetNewPassword: defineRoute({
    path: '/api/reset-new-password',
    access: 'anyone',
    humanCheck: true,
    writes: true,
    fallbackError: 'PasswordResetFailed',
  }),
  /**
   * Not in the spec: the mailed link of a registration confirms the e-mail and signs the browser in
   * (issue 10, item 10; docs/decisions/023-secrets-in-fragments-and-quiet-registration.md).
   */
  confirmEmail: defineRoute({
    path: '/api/confirm-email',
    access: 'anyone',
    writes: true,
    fallbackError: 'ConfirmEmailTokenIsInvalid',
  }),
  consult: defineRoute({
    path: '/api/consult',
    access: 'anyone',
    humanCheck: true,
    writes: true,
    fallbackError: 'ConsultIncorrect',
  }),
  editProfile: defineRoute({
    path: '/api/edit-profile',
    access: 'customer',
    humanCheck: true,
    writes: true,
    fallbackError: 'ProfileEditIncorrect',
  }),
  loginByToken: defineRoute({
    path: '/api/login-by-token',
    access: 'customer',
    fallbackError: 'IncorrectToken',
  }),
  setClientId: defineRoute({
    path: '/api/set-client-id',
    access: 'customer',
    writes: true,
    fallbackError: 'IncorrectToken',
  }),
  countries: defineRoute({ path: '/api/countries', access: 'anyone', fallbackError: 'UnknownError' }),
  page: defineRoute({ path: '/api/page', access: 'anyone', fallbackError: 'UnknownError' }),
  userDocuments: defineRoute({
    path: '/api/user-documents',
    access: 'customer',
    auditReads: true,
    fallbackError: 'ErrorFetchingDocuments',
  }),
  userAct: defineRoute({
    path: '/api/user-act',
    access: 'customer',
    auditReads: true,
    answerKind: pdf('act.pdf'),
    fallbackError: 'ErrorFetchingAct',
  }),
  userInvoice: defineRoute({
    path: '/api/user-invoice',
    access: 'customer',
    auditReads: true,
    answerKind: pdf('invoice.pdf'),
    fallbackError: 'ErrorFetchingAct',
  }),
  userYurlitsa: defineRoute({
    path: '/api/user-yurlitsa',
    access: 'customer',
    fallbackError: 'ErrorFetchingYurlitsa',
  }),
  userOrders: defineRoute({
    path: '/api/user-products',
    access: 'customer',
    auditReads: true,
    fallbackError: 'ErrorFetchingReceived',
  }),
  userYurlitsoUse: defineRoute({
    path: '/api/user-yurlitso-use',
    access: 'customer',
    writes: true,
    fallbackError: 'ErrorUpdatingYurlitso',
  }),
  userYurlitsoAdd: defineRoute({
    path: '/api/user-yurlitso-add',
    access: 'customer',
    humanCheck: true,
    writes: true,
    fallbackError: 'ErrorUpdatingYurlitso',
  }),
  userYurlitsoUpdate: defineRoute({
    path: '/api/user-yurlitso-update',
    access: 'customer',
    humanCheck: true,
    writes: true,
    fallbackError: 'ErrorUpdatingYurlitso',
  }),
  userYurlitsoDelete: defineRoute({
    path: '/api/user-yurlitso-delete',
    access: 'customer',
    writes: true,
    fallbackError: 'ErrorUpdatingYurlitso',
  }),
  typePurposes: defineRoute({ path: '/api/type-purposes', access: 'anyone', fallbackError: 'UnknownError' }),
  productTypes: defineRoute({ path: '/api/product-types', access: 'anyone', fallbackError: 'UnknownError' }),
  faqs: defineRoute({ path: '/api/faqs', access: 'anyone', fallbackError: 'UnknownError' }),
  firstDocs: defineRoute({ path: '/api/first-docs', access: 'anyone', fallbackError: 'UnknownError' }),
  firstAdvantages: defineRoute({
    path: '/api/first-advantages',
    access: 'anyone',
    fallbackError: 'UnknownError',
  }),
  firstPayOptions: defineRoute({
    path: '/api/first-pay-options',
    access: 'anyone',
    fallbackError: 'UnknownError',
  }),
  reviews: defineRoute({ path: '/api/reviews', access: 'anyone', fallbackError: 'UnknownError' }),
  articles: defineRoute({ path: '/api/articles', access: 'anyone', fallbackError: 'UnknownError' }),
  article: defineRoute({ path: '/api/article', access: 'anyone', fallbackError: 'UnknownError' }),
  products: defineRoute({ path: '/api/products', access: 'anyone', fallbackError: 'UnknownError' }),
  priceList: defineRoute({
    path: '/api/price-list',
    access: 'anyone',
    answerKind: pdf('pricelist.pdf'),
    fallbackError: 'ErrorFetchingPriceList',
  }),
  companies: defineRoute({ path: '/api/companies', access: 'anyone', fallbackError: 'UnknownError' }),
  companies2: defineRoute({ path: '/api/companies2', access: 'anyone', fallbackError: 'UnknownError' }),
  commercialOffer: defineRoute({
    path: '/api/commercial-offer',
    access: 'anyone',
    answerKind: pdf('offer.pdf'),
    // The issue names one failure text for both PDFs the catalogue downloads.
    fallbackError: 'ErrorFetchingPriceList',
  }),
  listCart: defineRoute({
    path: '/api/list-cart',
    access: 'guest-or-customer',
    fallbackError: 'UnknownError',
  }),
  addToCart: defineRoute({
    path: '/api/add-to-cart',
    access: 'guest-or-customer',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  removeFromCart: defineRoute({
    path: '/api/remove-from-cart',
    access: 'guest-or-customer',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  saveOrder: defineRoute({
    path: '/api/save-order',
    access: 'guest-or-customer',
    humanCheck: true,
    writes: true,
    fallbackError: 'ErrorSavingOrder',
  }),
  getOrder: defineRoute({
    path: '/api/get-order',
    access: 'guest-or-customer',
    fallbackError: 'Error fetching order',
  }),

  /** Extra: the human-check challenge the forms solve (GET, no body). */
  humanCheckChallenge: defineRoute({
    method: 'GET',
    path: '/api/human-check-challenge',
    access: 'anyone',
    fallbackError: 'HumanCheckFailed',
  }),
  /** Extra: the delivered file of an order line (`file_url` of the orders list). */
  userFile: defineRoute({
    path: '/api/user-file',
    access: 'customer',
    auditReads: true,
    answerKind: pdf('document.pdf'),
    fallbackError: 'ErrorFetchingAct',
  }),
  /** Extra: ends a session or a manager token on the server; always success. */
  logout: defineRoute({ path: LOGOUT_PATH, access: 'anyone', writes: true, fallbackError: 'UnknownError' }),
  /** Extra, back-office: a manager's 20-minute token to act as one customer. */
  managerUserToken: defineRoute({
    path: '/api/manager-user-token',
    access: 'manager',
    writes: true,
    fallbackError: 'ManagerOnly',
  }),
  /** Extra (issue 13): a new online payment attempt of the customer's order ("pay again"). */
  payOrder: defineRoute({
    path: '/api/pay-order',
    access: 'customer',
    writes: true,
    fallbackError: 'ErrorSavingOrder',
  }),
  /**
   * Extra (issue 13): the return pages sync the latest payment attempt with its provider. A read
   * for the caller: what may change is the provider's word, synced as a notification would be.
   */
  checkPayment: defineRoute({
    path: '/api/check-payment',
    access: 'customer',
    fallbackError: 'Error fetching order',
  }),
  /** Extra (issue 13): the day documents would be ready if paid today (Russian working days). */
  readyDate: defineRoute({ path: '/api/ready-date', access: 'anyone', fallbackError: 'UnknownError' }),
  /** Extra (issue 10): the customer's live login sessions, the current one marked. */
  userSessions: defineRoute({
    path: '/api/user-sessions',
    access: 'customer',
    fallbackError: 'UnknownError',
  }),
  /** Extra (issue 10): ends one other session of the customer (`?id=`); never by a manager token. */
  userSessionEnd: defineRoute({
    path: '/api/user-session-end',
    access: 'customer',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra (issue 10): ends every session of the customer but the current one. */
  userSessionsEndOthers: defineRoute({
    path: '/api/user-sessions-end-others',
    access: 'customer',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office (issue 14): the orders list with paging, sorting, filters and search. */
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
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office (issue 14): who the signed-in staff member is (the shell's header and menu). */
  adminMe: defineRoute({ path: '/api/admin/me', access: 'manager', fallbackError: 'ManagerOnly' }),
  /** Extra, back-office (issue 14): today's orders, revenue, waiting and overdue orders, requests. */
  adminDashboard: defineRoute({
    path: '/api/admin/dashboard',
    access: 'manager',
    fallbackError: 'ManagerOnly',
  }),
  /** Extra, back-office (issue 14, part 6): the rouble rate in force, its history, the import's state. */
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
  /** Extra, back-office (issue 14, part 3): customers with paging, sorting and search. */
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
  /** Extra, back-office catalogue (issue 14, part 4): the countries list (paged, sorted, searched). */
  adminCatalogueCountries: defineRoute({
    path: '/api/admin/catalogue-countries',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): one country with its texts (`?id=`). */
  adminCatalogueCountry: defineRoute({
    path: '/api/admin/catalogue-country',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): creates a country, or updates one (`?id=`). */
  adminCatalogueCountrySave: defineRoute({
    path: '/api/admin/catalogue-country-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): deletes a country nothing refers to (`?id=`). */
  adminCatalogueCountryDelete: defineRoute({
    path: '/api/admin/catalogue-country-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): the type purposes list. */
  adminCataloguePurposes: defineRoute({
    path: '/api/admin/catalogue-purposes',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): one type purpose with its texts and product types (`?id=`). */
  adminCataloguePurpose: defineRoute({
    path: '/api/admin/catalogue-purpose',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): creates a type purpose, or updates one (`?id=`). */
  adminCataloguePurposeSave: defineRoute({
    path: '/api/admin/catalogue-purpose-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): deletes a type purpose (`?id=`). */
  adminCataloguePurposeDelete: defineRoute({
    path: '/api/admin/catalogue-purpose-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): the product types list. */
  adminCatalogueTypes: defineRoute({
    path: '/api/admin/catalogue-types',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): one product type with its texts (`?id=`). */
  adminCatalogueType: defineRoute({
    path: '/api/admin/catalogue-type',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): creates a product type, or updates one (`?id=`). */
  adminCatalogueTypeSave: defineRoute({
    path: '/api/admin/catalogue-type-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): deletes a product type nothing refers to (`?id=`). */
  adminCatalogueTypeDelete: defineRoute({
    path: '/api/admin/catalogue-type-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): the products list. */
  adminCatalogueProducts: defineRoute({
    path: '/api/admin/catalogue-products',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): one product with its texts, types and related products (`?id=`). */
  adminCatalogueProduct: defineRoute({
    path: '/api/admin/catalogue-product',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): creates a product, or updates one (`?id=`). */
  adminCatalogueProductSave: defineRoute({
    path: '/api/admin/catalogue-product-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): deletes a product no order or cart refers to (`?id=`). */
  adminCatalogueProductDelete: defineRoute({
    path: '/api/admin/catalogue-product-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office catalogue (issue 14, part 4): the countries, product types and products the catalogue's forms choose from. */
  adminCatalogueOptions: defineRoute({
    path: '/api/admin/catalogue-options',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office (issue 14, part 7): consultation requests, paged and filtered. */
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
  /** Extra, back-office: one mail of the outbox, its links redacted (`?id=`). */
  adminOutboxMail: defineRoute({
    path: '/api/admin/outbox-mail',
    access: 'admin',
    fallbackError: 'AdminOnly',
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
    fallbackError: 'AdminOnly',
  }),
  /** Extra, back-office content (issue 14, ADR 036): the static pages, paged. */
  adminContentPages: defineRoute({
    path: '/api/admin/content-pages',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): one page with its texts in every language (`?id=`). */
  adminContentPage: defineRoute({
    path: '/api/admin/content-page',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): create a page, or change one (`?id=`). */
  adminContentPageSave: defineRoute({
    path: '/api/admin/content-page-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): news and publications, paged. */
  adminContentArticles: defineRoute({
    path: '/api/admin/content-articles',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): one article with its texts (`?id=`). */
  adminContentArticle: defineRoute({
    path: '/api/admin/content-article',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): create an article, or change one (`?id=`). */
  adminContentArticleSave: defineRoute({
    path: '/api/admin/content-article-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): delete an article (`?id=`). */
  adminContentArticleDelete: defineRoute({
    path: '/api/admin/content-article-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): the FAQ in its order, paged. */
  adminContentFaqs: defineRoute({
    path: '/api/admin/content-faqs',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): one FAQ entry with its texts (`?id=`). */
  adminContentFaq: defineRoute({
    path: '/api/admin/content-faq',
    access: 'admin',
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): create a FAQ entry, or change one (`?id=`). */
  adminContentFaqSave: defineRoute({
    path: '/api/admin/content-faq-save',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): delete a FAQ entry (`?id=`). */
  adminContentFaqDelete: defineRoute({
    path: '/api/admin/content-faq-delete',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office content (issue 14, ADR 036): upload a picture for the content (multipart). */
  adminContentImageUpload: defineRoute({
    path: '/api/admin/content-image-upload',
    access: 'admin',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra, back-office (issue 14): the dictionary's keys with both languages, paged and searched. */
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
} as const;

export type Routes = typeof routes;
export type CallName = keyof Routes;
