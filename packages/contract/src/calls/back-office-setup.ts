import { z } from 'zod';
import { authKeyField, emptyObject, LIMITS, requiredText } from '../common.js';
import {
  bikField,
  innField,
  isValidCorrespondentAccount,
  isValidSettlementAccount,
  kppField,
  ogrnField,
  settlementAccountField,
} from '../rules/requisites.js';
import { routes } from '../routes.js';
import { optionalField, whenFieldsValid } from './auth.js';
import { defineCall } from './define.js';

/**
 * A shop's set-up (docs/decisions/058-demo-and-production.md): what a real shop must have before it
 * sells, shown on the back-office's dashboard until each is done, and the seller's requisites that
 * invoices and acts carry.
 */

/** What the shop runs as: the demo (`npm start`) or a real shop. */
export const shopModes = ['demo', 'production'] as const;
export type ShopMode = (typeof shopModes)[number];

/**
 * The set-up checklist's items, in the order a new shop does them. `payments` and `mail` are set in
 * the server's environment, the rest in the back-office (or, for the administrator, with
 * `npm run manager -- create EMAIL --admin`).
 */
export const setupItems = [
  'administrator',
  'seller',
  'contacts',
  'rate',
  'catalogue',
  'payments',
  'mail',
  'test_order',
] as const;
export type SetupItem = (typeof setupItems)[number];

export const setupItemState = z.object({
  key: z.enum(setupItems),
  done: z.boolean(),
  /**
   * What is there, where it says more than done or not: the payment provider's name (`sandbox`,
   * `yookassa`, `robokassa`), `test` when it takes no money; the rate in force.
   */
  detail: z.string().nullable(),
});
export type SetupItemState = z.infer<typeof setupItemState>;

/** The checklist: every item with its state; `complete` when all are done (the dashboard hides it then). */
export const adminSetupCall = defineCall(routes.adminSetup, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: z.object({
    mode: z.enum(shopModes),
    complete: z.boolean(),
    items: z.array(setupItemState),
    /** The checkout's payment methods as the shop offers them now (none: no checkout). */
    payment_methods: z.array(z.string()),
  }),
});
export type AdminSetup = z.infer<typeof adminSetupCall.answer>;

/** The seller's requisites as invoices and acts print them. */
export const sellerRequisites = z.object({
  name: z.string(),
  inn: z.string(),
  /** Empty for an individual entrepreneur (a 12-digit INN). */
  kpp: z.string(),
  ogrn: z.string(),
  address: z.string(),
  bank: z.string(),
  bik: z.string(),
  account: z.string(),
  correspondent_account: z.string(),
});
export type SellerRequisites = z.infer<typeof sellerRequisites>;

/** A correspondent account's own shape; its key needs the BIK too (the save call checks both). */
const correspondentAccountField = settlementAccountField;

const sellerFields = {
  name: requiredText(LIMITS.shortText),
  inn: innField,
  kpp: optionalField(kppField),
  ogrn: ogrnField,
  address: requiredText(1_000),
  bank: requiredText(LIMITS.shortText),
  bik: bikField,
  account: settlementAccountField,
  correspondent_account: correspondentAccountField,
};

/**
 * The seller's requisites with their check digits and cross-field rules: the accounts' keys match
 * the BIK; a 10-digit INN (organisation) goes with a 13-digit OGRN and a KPP, a 12-digit INN
 * (individual entrepreneur) with a 15-digit OGRNIP.
 */
function withSellerRules<S extends z.ZodObject<typeof sellerFields>>(schema: S) {
  return schema
    .refine((seller) => isValidSettlementAccount(seller.account, seller.bik), {
      message: 'AccountIsInvalid',
      path: ['account'],
      when: whenFieldsValid('account', 'bik'),
    })
    .refine((seller) => isValidCorrespondentAccount(seller.correspondent_account, seller.bik), {
      message: 'AccountIsInvalid',
      path: ['correspondent_account'],
      when: whenFieldsValid('correspondent_account', 'bik'),
    })
    .refine((seller) => (seller.inn.length === 10) === (seller.ogrn.length === 13), {
      message: 'OgrnIsInvalid',
      path: ['ogrn'],
      when: whenFieldsValid('inn', 'ogrn'),
    })
    .refine((seller) => seller.inn.length !== 10 || seller.kpp !== undefined, {
      message: 'FieldCannotBeEmpty',
      path: ['kpp'],
      when: whenFieldsValid('inn', 'kpp'),
    });
}

/** The requisites alone, with their rules: what the back-office's form checks. */
export const sellerRequisitesForm = withSellerRules(z.object(sellerFields));

/** The seller's requisites as kept (null: not entered yet, so no invoice or act can be issued). */
export const adminSellerCall = defineCall(routes.adminSeller, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: z.object({ seller: sellerRequisites.nullable() }),
});

/** Saves the seller's requisites; documents issued before keep the seller they were issued by. */
export const adminSellerSaveCall = defineCall(routes.adminSellerSave, {
  body: withSellerRules(z.object({ ...sellerFields, auth_key: authKeyField })),
  query: emptyObject,
  answer: z.object({ seller: sellerRequisites }),
});
