import { LOGOUT_PATH, SETTINGS_PATH } from './constants.js';
import { defineRoute, nameRoutes, pdf } from './route-definition.js';

/**
 * The shop's calls: the calls of spec section 7 in its order, then the few the shop needs that
 * the spec does not list (marked). Read it, with back-office-routes.ts, as the access table. The
 * browser's shell carries this table; the back-office's loads with the back-office.
 */
export const shopRoutes = nameRoutes({
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
   * (docs/decisions/023-secrets-in-fragments-and-quiet-registration.md).
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
    // The issue names one failure text for both PDFs the catalog downloads.
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
  /** Extra: the customer saw that lines' prices changed since they were added; they take the new ones. */
  cartPricesSeen: defineRoute({
    path: '/api/cart-prices-seen',
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
  /** Extra: a new online payment attempt of the customer's order ("pay again"). */
  payOrder: defineRoute({
    path: '/api/pay-order',
    access: 'customer',
    writes: true,
    fallbackError: 'ErrorSavingOrder',
  }),
  /**
   * Extra: the return pages sync the latest payment attempt with its provider. A read
   * for the caller: what may change is the provider's word, synced as a notification would be.
   */
  checkPayment: defineRoute({
    path: '/api/check-payment',
    access: 'customer',
    fallbackError: 'Error fetching order',
  }),
  /** Extra: the day documents would be ready if paid today (Russian working days). */
  readyDate: defineRoute({ path: '/api/ready-date', access: 'anyone', fallbackError: 'UnknownError' }),
  /** Extra: the customer's live login sessions, the current one marked. */
  userSessions: defineRoute({
    path: '/api/user-sessions',
    access: 'customer',
    fallbackError: 'UnknownError',
  }),
  /** Extra: ends one other session of the customer (`?id=`); never by a manager token. */
  userSessionEnd: defineRoute({
    path: '/api/user-session-end',
    access: 'customer',
    writes: true,
    fallbackError: 'UnknownError',
  }),
  /** Extra: ends every session of the customer but the current one. */
  userSessionsEndOthers: defineRoute({
    path: '/api/user-sessions-end-others',
    access: 'customer',
    writes: true,
    fallbackError: 'UnknownError',
  }),
});
