/**
 * Message keys. Every key is also a key of the translation dictionary, so the web app shows
 * `t(error)` and the server never sends user-facing text.
 */

/** Field messages (spec section 5). */
export const fieldMessageKeys = [
  'FieldCannotBeEmpty',
  'FieldMustBeEmail',
  'FieldMustBeMinLength',
  'FieldMustBeMaxLength',
  'FieldMustBeMinValue',
  'FieldMustBeMaxValue',
  'FieldMustBeBetween',
  'FieldsMustBeEqual',
  'PasswordShouldBeTheSame',
  'PhoneMustBeFull',
  'NoNumbersAllowed',
  'EmailOrPhoneRequired',
  'UnknownError',
] as const;

/** Fallback keys of failed actions (spec section 8). */
export const actionErrorKeys = [
  'IncorrectToken',
  'Incorrect Token',
  'ErrorFetchingDocuments',
  'ErrorFetchingAct',
  'ErrorFetchingYurlitsa',
  'ErrorFetchingReceived',
  'ErrorUpdatingYurlitso',
  'LoginIncorrect',
  'RegisterIncorrect',
  'PasswordResetFailed',
  'ConsultIncorrect',
  'ProfileEditIncorrect',
  'ErrorFetchingPriceList',
  'ErrorSavingOrder',
  'Error fetching order',
] as const;

/**
 * Keys the server adds for failures the spec does not name: wrong types, unknown ids, size caps,
 * throttling, as much work under way as the shop takes (ServerBusy, with Retry-After). They follow
 * the spec's naming style and are translated like the others.
 */
export const requestErrorKeys = [
  'FieldHasWrongType',
  'FieldHasWrongValue',
  'FieldMustBeInteger',
  'TooManyItems',
  'InvalidRequest',
  'NotFound',
  'MethodNotAllowed',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'TooManyRequests',
  'ServiceUnavailable',
  'ServerBusy',
] as const;

/**
 * Check-digit and format failures of the Russian requisites of a legal entity, and a foreign
 * payer's tax id that is not letters and digits of a sensible length.
 */
export const requisiteMessageKeys = [
  'InnIsInvalid',
  'OgrnIsInvalid',
  'KppIsInvalid',
  'BikIsInvalid',
  'AccountIsInvalid',
  'TaxIdIsInvalid',
] as const;

/**
 * Token failures: the human-check `token` of a form (forged or malformed, expired, already used;
 * a missing one is FieldCannotBeEmpty), the emailed password-reset token
 * (`/api/validate-reset-token`: "else the token is invalid") and the mailed registration
 * confirmation (`/api/confirm-email`: unknown, used or expired).
 */
export const tokenMessageKeys = [
  'HumanCheckFailed',
  'HumanCheckExpired',
  'HumanCheckUsed',
  'ResetTokenIsInvalid',
  'ConfirmEmailTokenIsInvalid',
] as const;

/**
 * Account refusals the spec does not name: an e-mail another account already uses; a new password
 * found in the list of the most common ones (or a trivial variant of one, or the e-mail itself).
 */
export const accountMessageKeys = ['EmailIsTaken', 'PasswordTooCommon'] as const;

/**
 * Refusals of the back-office: the caller is not a manager (or, on an administrator's call, not an
 * administrator), the customer asked for is staff (a manager acts only as customers), a manager
 * may not move a customer's login e-mail.
 */
export const managerMessageKeys = [
  'ManagerOnly',
  'CannotActAsStaff',
  'ManagerCannotChangeEmail',
  'AdminOnly',
] as const;

/**
 * Sessions and the login e-mail: a wrong current password when the e-mail changes, a
 * manager token minted from a login that is not recent, a manager acting as the customer trying
 * to end the customer's sessions.
 */
export const sessionMessageKeys = [
  'CurrentPasswordIncorrect',
  'RecentLoginRequired',
  'ManagerCannotEndSessions',
] as const;

/**
 * The company search: why a search did not run, sent as `companies_error` in a 200
 * answer (the page shows it in place of the list).
 */
export const companySearchMessageKeys = [
  'CompanyQueryTooShort',
  'CompanyQueryLegalFormOnly',
  'CompanyCountryUnknown',
  'CompanyRegisterUnavailable',
] as const;

/**
 * The cart: the price the customer saw is not the catalog's any more (answered with
 * the current cart, nothing added), the cart holds its maximum of lines, the product is unknown or
 * no longer sold, the product is not one the company can have (an EGRIP extract for an ООО).
 */
export const cartMessageKeys = [
  'CartPriceChanged',
  'CartIsFull',
  'ProductUnavailable',
  'ProductNotForCompany',
] as const;

/**
 * Checkout and payments: the cart is empty or changed since the page showed it, the
 * payment method is not offered, the order cannot be paid online (paid, cancelled, or by invoice),
 * and why a payment attempt failed.
 */
export const checkoutMessageKeys = [
  'CartIsEmpty',
  'CartChanged',
  'PaymentMethodUnavailable',
  'OrderNotPayable',
  'UserExists',
  'PaymentDeclined',
  'PaymentCancelled',
  'PaymentExpired',
  'PaymentFailed',
  'PaymentProviderUnavailable',
] as const;

/**
 * The back-office's orders: an action the order's state does not allow, and an uploaded
 * document of a type the shop does not deliver or larger than DOCUMENT_MAX_BYTES.
 */
export const backOfficeMessageKeys = [
  'OrderNotPaid',
  'OrderAlreadyCompleted',
  'OrderCancelled',
  'MailNotApplicable',
  'DocumentTypeNotAllowed',
  'DocumentTooLarge',
  'OrderNotBankTransfer',
  'PaymentDayInvalid',
  'RefundNotDue',
  'ItemNotPaper',
  'ItemAlreadyShipped',
  'TrackingNumberInvalid',
] as const;

/**
 * The back-office's rates and calendar: a rate of zero, and a production
 * calendar file that cannot be read or is unsound (the reason as its argument).
 */
export const ratesMessageKeys = ['RateNotPositive', 'CalendarFileInvalid'] as const;

/**
 * The back-office's customers and staff: a blocked customer or a deactivated
 * staff member signing in, an administrator changing their own account, the last administrator.
 */
export const backOfficeCustomerMessageKeys = [
  'AccountBlocked',
  'CannotChangeOwnAccount',
  'LastAdministrator',
] as const;

/**
 * The back-office's catalog: a row others refer to cannot be deleted (deactivate
 * it), a code or address another row has, a price that is not euro with up to two decimals, a
 * duration whose end is before its start, a related product of another country or the product
 * itself.
 */
export const catalogMessageKeys = [
  'CatalogueItemInUse',
  'CatalogueCodeTaken',
  'PriceMustBeEuro',
  'DurationRangeInvalid',
  'RelatedProductInvalid',
] as const;

/**
 * The back-office's inbox and operations: a mail that cannot be queued again,
 * and an uploaded register file refused.
 */
export const backOfficeInboxMessageKeys = [
  'MailNotRetryable',
  'ImportFileTooLarge',
  'ImportFileTypeNotAllowed',
  'ImportHeaderWrong',
  'ImportAlreadyRunning',
] as const;

/** The back-office's texts: a translation that drops or adds a %s placeholder. */
export const backOfficeTextsMessageKeys = ['TranslationPlaceholdersChanged'] as const;

export type FieldMessageKey = (typeof fieldMessageKeys)[number];
export type ActionErrorKey = (typeof actionErrorKeys)[number];
export type RequestErrorKey = (typeof requestErrorKeys)[number];
export type RequisiteMessageKey = (typeof requisiteMessageKeys)[number];
export type TokenMessageKey = (typeof tokenMessageKeys)[number];
export type AccountMessageKey = (typeof accountMessageKeys)[number];
export type ManagerMessageKey = (typeof managerMessageKeys)[number];
export type SessionMessageKey = (typeof sessionMessageKeys)[number];
export type CompanySearchMessageKey = (typeof companySearchMessageKeys)[number];
export type CartMessageKey = (typeof cartMessageKeys)[number];
export type CheckoutMessageKey = (typeof checkoutMessageKeys)[number];
export type BackOfficeMessageKey = (typeof backOfficeMessageKeys)[number];
export type RatesMessageKey = (typeof ratesMessageKeys)[number];
export type BackOfficeCustomerMessageKey = (typeof backOfficeCustomerMessageKeys)[number];
export type CatalogMessageKey = (typeof catalogMessageKeys)[number];
export type BackOfficeInboxMessageKey = (typeof backOfficeInboxMessageKeys)[number];

/**
 * The back-office's content (docs/decisions/036-back-office-content.md): an address another page
 * or article has, a language the shop does not have, a picture of a type it does not show, too
 * large, or named with a path.
 */
export const contentMessageKeys = [
  'ContentPathTaken',
  'ContentLanguageUnknown',
  'ImageTypeNotAllowed',
  'ImageTooLarge',
  'FileNameNotAllowed',
] as const;
export type ContentMessageKey = (typeof contentMessageKeys)[number];

/**
 * A shop not yet set up (docs/decisions/058-demo-and-production.md): no checkout without a rouble
 * rate and a way to pay; no invoice or act without the seller's requisites. The seller's facsimile
 * is a PNG or JPEG, small enough in bytes and in pixels, that a PDF can embed.
 */
export const setupMessageKeys = [
  'CheckoutUnavailable',
  'SellerRequisitesMissing',
  'FacsimileTypeNotAllowed',
  'FacsimileTooLarge',
  'FacsimileUnreadable',
] as const;
export type SetupMessageKey = (typeof setupMessageKeys)[number];
export type BackOfficeTextsMessageKey = (typeof backOfficeTextsMessageKeys)[number];
export type MessageKey =
  | FieldMessageKey
  | ActionErrorKey
  | RequestErrorKey
  | RequisiteMessageKey
  | TokenMessageKey
  | AccountMessageKey
  | ManagerMessageKey
  | SessionMessageKey
  | CompanySearchMessageKey
  | CartMessageKey
  | CheckoutMessageKey
  | BackOfficeMessageKey
  | RatesMessageKey
  | BackOfficeCustomerMessageKey
  | CatalogMessageKey
  | BackOfficeInboxMessageKey
  | ContentMessageKey
  | BackOfficeTextsMessageKey
  | SetupMessageKey;

/** Every key the server may answer with. Built from the lists above only where it is read. */
export const messageKeys: readonly MessageKey[] = /* @__PURE__ */ ([] as MessageKey[]).concat(
  fieldMessageKeys,
  actionErrorKeys,
  requestErrorKeys,
  requisiteMessageKeys,
  tokenMessageKeys,
  accountMessageKeys,
  managerMessageKeys,
  sessionMessageKeys,
  companySearchMessageKeys,
  cartMessageKeys,
  checkoutMessageKeys,
  backOfficeMessageKeys,
  ratesMessageKeys,
  backOfficeCustomerMessageKeys,
  catalogMessageKeys,
  backOfficeInboxMessageKeys,
  contentMessageKeys,
  backOfficeTextsMessageKeys,
  setupMessageKeys,
);

let messageKeySet: Set<string> | undefined;
export function isMessageKey(value: unknown): value is MessageKey {
  messageKeySet ??= new Set<string>(messageKeys);
  return typeof value === 'string' && messageKeySet.has(value);
}

/** Translation key of the failed-load message 'Ошибка HTTP: {status}'. */
export const HTTP_ERROR_KEY = 'HttpError';
