import { z } from 'zod';
import {
  authKeyField,
  emptyObject,
  formId,
  langField,
  LIMITS,
  listAnswer,
  optionalText,
  pageQuery,
  pageSizeField,
  requiredText,
} from '../common.js';
import { legalEntity, user } from '../entities.js';
import { orderStatuses } from './order.js';
import { shipmentWire } from './shipment.js';
import {
  bikField,
  innField,
  isValidSettlementAccount,
  kppField,
  ogrnField,
  settlementAccountField,
} from '../rules/requisites.js';
import {
  emailField,
  humanCheckToken,
  optionalField,
  optionalPhoneField,
  passwordField,
  successAnswer,
  whenFieldsValid,
} from './auth.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

const idQuery = z.object({ id: formId });

export const editProfileCall = defineCall(routes.editProfile, {
  body: z.object({
    id: formId,
    auth_key: authKeyField,
    first_name: optionalText(LIMITS.shortText),
    /** Extra: the names checkout asks for too (save-order's own field names), kept on the account. */
    last_name: optionalText(LIMITS.shortText),
    middle_name: optionalText(LIMITS.shortText),
    email: emailField,
    phone: optionalPhoneField,
    telegram: optionalText(LIMITS.shortText),
    country: optionalText(LIMITS.shortText),
    region: optionalText(LIMITS.shortText),
    city: optionalText(LIMITS.shortText),
    address: optionalText(LIMITS.longText),
    act_type: optionalText(LIMITS.shortText),
    contact_name: optionalText(LIMITS.shortText),
    contact_phone: optionalPhoneField,
    contact_index: optionalText(LIMITS.shortText),
    /**
     * Extra: the account's password, required only when `email` differs from the
     * current one (the login e-mail moves only with it); ignored otherwise.
     */
    current_password: optionalField(passwordField),
    token: humanCheckToken,
  }),
  query: emptyObject,
  answer: z.object({ success: z.literal(true), user }),
});

export const documentTypes = ['act', 'invoice'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** An accounting document of an order: an act (completion certificate) or an invoice, with its totals. */
export const userDocument = z.object({
  id: z.number().int(),
  doc_type: z.enum(documentTypes),
  number: z.string(),
  date: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  total_eur: z.number().nonnegative(),
  total_rub: z.number().int().nonnegative(),
});
export type UserDocument = z.infer<typeof userDocument>;

export const userDocumentsCall = defineCall(routes.userDocuments, {
  body: z.object({
    auth_key: authKeyField,
    lang: langField,
    // Absent: documents of both types.
    doc_type: optionalField(z.enum(documentTypes)),
    pagesize: pageSizeField,
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({ documents: listAnswer(userDocument) }),
});

const documentFileBody = z.object({ auth_key: authKeyField, lang: langField });

export const userActCall = defineCall(routes.userAct, {
  body: documentFileBody,
  query: idQuery,
  answer: z.unknown(),
});

export const userInvoiceCall = defineCall(routes.userInvoice, {
  body: documentFileBody,
  query: idQuery,
  answer: z.unknown(),
});

/**
 * The delivered file of an order line (the `file_url` of user-products). Not in the spec's
 * list: the spec shows a download once fulfilled but not its call.
 */
export const userFileCall = defineCall(routes.userFile, {
  body: z.object({ auth_key: authKeyField }),
  query: idQuery,
  answer: z.unknown(),
});

export const userYurlitsaCall = defineCall(routes.userYurlitsa, {
  body: z.object({ auth_key: authKeyField, pagesize: pageSizeField }),
  query: z.object({ page: pageQuery }),
  answer: z.object({ yourlitsa: listAnswer(legalEntity) }),
});

/** Makes the entity the default one; the server clears the flag on the customer's others. */
export const userYurlitsoUseCall = defineCall(routes.userYurlitsoUse, {
  body: z.object({ auth_key: authKeyField }),
  query: idQuery,
  answer: successAnswer,
});

/** The requisites of a legal entity as the customer types them. */
const legalEntityFields = {
  name: requiredText(LIMITS.shortText),
  inn: innField,
  ogrn: ogrnField,
  yur_address: requiredText(LIMITS.longText),
  rasch_sch: settlementAccountField,
  kpp: optionalField(kppField),
  bik: bikField,
  bank: requiredText(LIMITS.shortText),
};

/**
 * A legal entity's requisites with check digits. Cross-field rules: the account's key must match
 * the bank's BIK; a 10-digit INN (organisation) goes with a 13-digit OGRN and needs a KPP, a
 * 12-digit INN (individual entrepreneur) goes with a 15-digit OGRNIP and has no KPP.
 */
function withRequisiteRules<S extends z.ZodObject<typeof legalEntityFields>>(schema: S) {
  return schema
    .refine((entity) => isValidSettlementAccount(entity.rasch_sch, entity.bik), {
      message: 'AccountIsInvalid',
      path: ['rasch_sch'],
      when: whenFieldsValid('rasch_sch', 'bik'),
    })
    .refine((entity) => (entity.inn.length === 10) === (entity.ogrn.length === 13), {
      message: 'OgrnIsInvalid',
      path: ['ogrn'],
      when: whenFieldsValid('inn', 'ogrn'),
    })
    .refine((entity) => entity.inn.length !== 10 || entity.kpp !== undefined, {
      message: 'FieldCannotBeEmpty',
      path: ['kpp'],
      when: whenFieldsValid('inn', 'kpp'),
    });
}

/** The requisites alone, with their rules: what the browser's legal-entity form checks. */
export const legalEntityRequisites = withRequisiteRules(z.object(legalEntityFields));

const legalEntityBody = withRequisiteRules(
  z.object({ ...legalEntityFields, auth_key: authKeyField, token: humanCheckToken }),
);

export const userYurlitsoAddCall = defineCall(routes.userYurlitsoAdd, {
  body: legalEntityBody,
  query: emptyObject,
  answer: z.object({ id: z.number().int().positive() }),
});

export const userYurlitsoUpdateCall = defineCall(routes.userYurlitsoUpdate, {
  body: legalEntityBody,
  query: idQuery,
  answer: successAnswer,
});

export const userYurlitsoDeleteCall = defineCall(routes.userYurlitsoDelete, {
  body: z.object({ auth_key: authKeyField }),
  query: idQuery,
  answer: successAnswer,
});

export const orderLineStatuses = ['new', 'processing', 'ready', 'cancelled'] as const;

/**
 * A line of the account's orders list: one product a customer bought in an order, for which
 * company, its state, and the delivered file once it is ready. (The spec calls the list's call
 * `user-products` and its answer `orders`.)
 */
export const orderLine = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  company_name: z.string(),
  company_inn: z.string(),
  company_country: z.string(),
  /** Extra: the register's number and the address, as in the cart (entities.ts `cartItem`). */
  company_register_id: z.string().nullable().optional(),
  company_address: z.string().optional(),
  product_name: z.string(),
  status: z.enum(orderLineStatuses),
  /**
   * Extra: the order's own state and the day its documents are expected (YYYY-MM-DD);
   * null while the order awaits payment or once it is cancelled (rules/ready-day.ts).
   */
  order_status: z.enum(orderStatuses),
  expected_date: z.string().nullable(),
  expected_date_estimate: z.boolean(),
  created_at: z.string(),
  fulfilled_at: z.string().nullable(),
  price_num: z.number().nonnegative(),
  ruble_price_num: z.number().int().nonnegative(),
  file_url: z.string().nullable(),
  /** Extra: the parcel the line's paper original left in; null until it is shipped. */
  shipment: shipmentWire.nullable(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const userOrdersCall = defineCall(routes.userOrders, {
  body: z.object({ auth_key: authKeyField, lang: langField, pagesize: pageSizeField }),
  query: z.object({ page: pageQuery }),
  answer: z.object({ orders: listAnswer(orderLine) }),
});
