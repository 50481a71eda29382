import {
  editProfileCall,
  userFileCall,
  userActCall,
  userDocumentsCall,
  userInvoiceCall,
  userOrdersCall,
  userYurlitsaCall,
  userYurlitsoAddCall,
  userYurlitsoDeleteCall,
  userYurlitsoUpdateCall,
  userYurlitsoUseCall,
} from './calls/account.js';
import {
  confirmEmailCall,
  loginByTokenCall,
  logoutCall,
  loginCall,
  registerCall,
  requestNewPasswordCall,
  resetNewPasswordCall,
  setClientIdCall,
  validateResetTokenCall,
} from './calls/auth.js';
import { humanCheckChallengeCall } from './calls/human-check.js';
import { adminDashboardCall, adminMeCall } from './calls/back-office.js';
import { addToCartCall, cartPricesSeenCall, listCartCall, removeFromCartCall } from './calls/cart.js';
import { priceListCall, productsCall, productTypesCall, typePurposesCall } from './calls/catalog.js';
import { commercialOfferCall, companies2Call, companiesCall } from './calls/companies.js';
import { backOfficeOrderCalls } from './calls/back-office-orders.js';
import { backOfficeShipmentCalls } from './calls/back-office-shipments.js';
import { backOfficeRateCalls } from './calls/back-office-rates.js';
import { backOfficeSetupCalls } from './calls/back-office-setup.js';
import { backOfficeFacsimileCalls } from './calls/back-office-facsimile.js';
import { backOfficeCustomerCalls } from './calls/back-office-customers.js';
import { backOfficeCatalogueCalls } from './calls/back-office-catalogue.js';
import { backOfficeInboxCalls } from './calls/back-office-inbox.js';
import { backOfficeContentCalls } from './calls/back-office-content.js';
import { backOfficeTextCalls } from './calls/back-office-texts.js';
import { backOfficeBlockCalls } from './calls/back-office-blocks.js';
import { consultCall } from './calls/consult.js';
import { managerUserTokenCall } from './calls/manager.js';
import { userSessionEndCall, userSessionsCall, userSessionsEndOthersCall } from './calls/sessions.js';
import {
  articleCall,
  articlesCall,
  countriesCall,
  faqsCall,
  firstAdvantagesCall,
  firstDocsCall,
  firstPayOptionsCall,
  pageCall,
  reviewsCall,
} from './calls/content.js';
import { checkPaymentCall, getOrderCall, payOrderCall, readyDateCall, saveOrderCall } from './calls/order.js';
import { settingsCall } from './calls/settings.js';

/** Every call of spec section 7, in its order; the server mounts and the web client calls these. */
export const api = {
  settings: settingsCall,
  login: loginCall,
  register: registerCall,
  requestNewPassword: requestNewPasswordCall,
  validateResetToken: validateResetTokenCall,
  resetNewPassword: resetNewPasswordCall,
  consult: consultCall,
  editProfile: editProfileCall,
  loginByToken: loginByTokenCall,
  setClientId: setClientIdCall,
  countries: countriesCall,
  page: pageCall,
  userDocuments: userDocumentsCall,
  userAct: userActCall,
  userInvoice: userInvoiceCall,
  userYurlitsa: userYurlitsaCall,
  userOrders: userOrdersCall,
  userYurlitsoUse: userYurlitsoUseCall,
  userYurlitsoAdd: userYurlitsoAddCall,
  userYurlitsoUpdate: userYurlitsoUpdateCall,
  userYurlitsoDelete: userYurlitsoDeleteCall,
  typePurposes: typePurposesCall,
  productTypes: productTypesCall,
  faqs: faqsCall,
  firstDocs: firstDocsCall,
  firstAdvantages: firstAdvantagesCall,
  firstPayOptions: firstPayOptionsCall,
  reviews: reviewsCall,
  articles: articlesCall,
  article: articleCall,
  products: productsCall,
  priceList: priceListCall,
  companies: companiesCall,
  companies2: companies2Call,
  commercialOffer: commercialOfferCall,
  listCart: listCartCall,
  addToCart: addToCartCall,
  removeFromCart: removeFromCartCall,
  saveOrder: saveOrderCall,
  getOrder: getOrderCall,
} as const;

export type Api = typeof api;

/**
 * Calls the spec does not list but the shop needs: the human-check challenge the forms solve,
 * the download of a delivered product file, the back-office's manager token, the server-side
 * logout, the confirmation of a registration's e-mail, the customer's sessions list and
 * the back-office's calls (under `/api/admin/`).
 */
export const extraCalls = {
  humanCheckChallenge: humanCheckChallengeCall,
  userFile: userFileCall,
  managerUserToken: managerUserTokenCall,
  logout: logoutCall,
  userSessions: userSessionsCall,
  userSessionEnd: userSessionEndCall,
  userSessionsEndOthers: userSessionsEndOthersCall,
  confirmEmail: confirmEmailCall,
  payOrder: payOrderCall,
  checkPayment: checkPaymentCall,
  readyDate: readyDateCall,
  cartPricesSeen: cartPricesSeenCall,
  ...backOfficeOrderCalls,
  ...backOfficeShipmentCalls,
  adminMe: adminMeCall,
  adminDashboard: adminDashboardCall,
  ...backOfficeRateCalls,
  ...backOfficeSetupCalls,
  ...backOfficeFacsimileCalls,
  ...backOfficeCustomerCalls,
  ...backOfficeCatalogueCalls,
  ...backOfficeInboxCalls,
  ...backOfficeContentCalls,
  ...backOfficeTextCalls,
  ...backOfficeBlockCalls,
} as const;

/** Every call the shop serves or will serve, by the names of the access table (routes.ts). */
export const calls = { ...api, ...extraCalls } as const;
export type Calls = typeof calls;
