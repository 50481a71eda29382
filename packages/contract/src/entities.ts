import { z } from 'zod';
import { companyKinds, productCompanyKinds } from './rules/catalog-fit.js';

/** Shapes of the things the answers carry (spec section 3). Wire names exactly as the spec has them. */

export const isoCountryCode = z.string().regex(/^[A-Z]{2}$/);

export const country = z.object({
  id: z.number().int(),
  text: z.string(),
  code: isoCountryCode,
  link_sef: z.string(),
  online: z.boolean(),
  popular: z.boolean(),
  /** A short text about the country's registers and documents, in the asked language. */
  description: z.string(),
  /** The name of the country's company register (shown on the country and tariff pages). */
  register_name: z.string(),
});
export type Country = z.infer<typeof country>;

/** A phone mask option; `mask` uses # for a digit and starts with the dialling code. */
export const phoneMaskOption = z.object({
  code: isoCountryCode,
  mask: z.string(),
  flag: z.string(),
  /** The country's name in the answer's language, as the shop names it everywhere. */
  name: z.string(),
});
export type PhoneMaskOption = z.infer<typeof phoneMaskOption>;

/** A user's chosen mask (`phoneMask`, `contact_phoneMask`). */
export const userPhoneMask = z.object({ iso_code_2: isoCountryCode, mask: z.string() });

export const menuItem = z.object({
  id: z.number().int(),
  url: z.string(),
  label: z.string(),
  top_status: z.boolean(),
  hamburger_status: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;

/**
 * Payment methods of the checkout: `card` online through the configured provider,
 * `invoice` a bank transfer on the invoice issued with the order.
 */
export const paymentMethodIds = ['card', 'invoice'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

export const siteSettings = z.object({
  sitename: z.string(),
  logo: z.string(),
  phone: z.string(),
  phone2: z.string(),
  phone_link: z.string(),
  email: z.string(),
  address: z.string(),
  /** Roubles for one euro; null while the shop has no rate (euro prices only, no checkout). */
  rubleCourse: z.number().positive().nullable(),
  phoneMasks: z.record(isoCountryCode, phoneMaskOption),
  appLanguage: z.string(),
  /** Extra: the checkout's payment methods, as the shop is configured. */
  paymentMethods: z.array(z.enum(paymentMethodIds)),
  /** Extra: the demo shop (payments are simulated), which every page says in a banner. */
  demo: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const languageOption = z.object({ locale: z.string(), name: z.string() });
export type LanguageOption = z.infer<typeof languageOption>;

export const langSettings = z.object({
  locale: z.string(),
  name: z.string(),
  default_locale: z.string(),
});

export const socialLinks = z.object({
  vk: z.string().nullable(),
  tw: z.string().nullable(),
  fb: z.string().nullable(),
  in: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinks>;

/** The signed-in user. `boughts` counts the user's purchases. */
export const user = z.object({
  id: z.number().int(),
  auth_key: z.string().optional(),
  /**
   * Extra: when the session of `auth_key` ends at the latest, in a login's answer. A
   * staff session is short whatever remember-me says, so the token cookie must not outlive it.
   */
  auth_key_expires_at: z.string().optional(),
  token: z.string().nullable().optional(),
  clientID: z.string().nullable(),
  first_name: z.string().nullable(),
  /** Extra: the names a checkout gave, so the next checkout starts from them. */
  last_name: z.string().nullable().optional(),
  middle_name: z.string().nullable().optional(),
  email: z.string(),
  phone: z.string().nullable(),
  phoneMask: userPhoneMask.nullable(),
  telegram: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  act_type: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_phoneMask: userPhoneMask.nullable(),
  contact_index: z.string().nullable(),
  boughts: z.number().int().nonnegative(),
  def_your_name: z.string().nullable(),
  def_your_inn: z.string().nullable(),
  /** Extra: the country (ISO code) of the payer `def_your_inn` is of; null for a Russian INN or none. */
  def_your_country: z.string().nullable().optional(),
  /**
   * Extra: the account is a manager's or an administrator's, so the shop offers the back-office
   * (its link in the menu, the landing after a login). A display hint only: every back-office
   * call decides access itself (docs/decisions/064-staff-hint-on-the-shop-user.md).
   */
  staff: z.boolean().optional(),
});
export type User = z.infer<typeof user>;

/**
 * A product's duration in working days. Two readings exist (spec section 3): `{text, to}` and
 * `{from, to}`; the server sends all three fields so that either reader works.
 */
export const duration = z
  .object({
    from: z.number().int().nonnegative().optional(),
    text: z.union([z.string(), z.number()]).optional(),
    to: z.number().int().nonnegative(),
  })
  .refine((value) => value.from !== undefined || value.text !== undefined, { message: 'FieldCannotBeEmpty' });
export type DurationWire = z.infer<typeof duration>;

export const cartItem = z.object({
  id: z.number().int(),
  thumb: z.string(),
  product_name: z.string(),
  company_name: z.string(),
  company_inn: z.string(),
  company_country: z.string(),
  /**
   * Extra: the register's own number (OGRN, a UK company number...) and the address, which tell
   * namesakes apart (rules/company-numbers.ts); null and '-' for a company typed in by hand.
   * Optional: the spec's readings of a cart item have neither, and are still read.
   */
  company_register_id: z.string().nullable().optional(),
  company_address: z.string().optional(),
  product_duration: duration,
  product_price: z.string(),
  product_price_num: z.number().nonnegative(),
  /** Null while the shop has no rouble rate. */
  product_ruble_price_num: z.number().int().nonnegative().nullable(),
  delivery: z.boolean(),
  product_id: z.number().int(),
  /**
   * Extra: the line's prices when it was added (or when the customer last saw a change), present
   * only while the catalog's price or the rouble rate has changed them since; the cart says so
   * once and `cart-prices-seen` then takes the new prices.
   */
  price_change: z
    .object({
      from_price_num: z.number().nonnegative(),
      /** Null when the shop had no rouble rate then. */
      from_ruble_price_num: z.number().int().nonnegative().nullable(),
    })
    .optional(),
});
export type CartItemWire = z.infer<typeof cartItem>;

export const legalEntity = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  ogrn: z.string(),
  yur_address: z.string(),
  rasch_sch: z.string(),
  kpp: z.string(),
  bik: z.string(),
  bank: z.string(),
  default_use: z.boolean(),
});
export type LegalEntity = z.infer<typeof legalEntity>;

export const typePurpose = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  productTypes: z.array(z.number().int()),
});
export type TypePurpose = z.infer<typeof typePurpose>;

export const productType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type ProductType = z.infer<typeof productType>;

export const product = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumb: z.string(),
  price: z.string(),
  price_num: z.number().nonnegative(),
  /** Null while the shop has no rouble rate. */
  ruble_price_num: z.number().int().nonnegative().nullable(),
  duration: duration,
  delivery: z.boolean(),
  productTypes: z.array(z.number().int()),
  productsRelated: z.array(z.number().int()),
  /** Extra: the companies it is for (an EGRIP extract: sole traders only); see rules/catalog-fit. */
  company_kind: z.enum(productCompanyKinds),
});
export type Product = z.infer<typeof product>;

/** A company from a register search, or typed in by the user (local id from 1000000000 up). */
export const company = z.object({
  id: z.number().int(),
  companyId: z.string(),
  name: z.string(),
  country: z.string(),
  inn: z.string(),
  status: z.string(),
  type: z.string(),
  address: z.string(),
  updated_at: z.string().nullable(),
  /**
   * Extra: a register's company is an organisation or a sole trader, which decides the documents
   * it can have; absent for one typed in by hand.
   */
  kind: z.enum(companyKinds).optional(),
});
export type Company = z.infer<typeof company>;

export const articleListItem = z.object({
  id: z.number().int(),
  path: z.string(),
  category_id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  image: z.string(),
  date: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItem>;

export const article = articleListItem.extend({
  body: z.string(),
  meta_description: z.string(),
  country_id: z.number().int().nullable(),
});
export type Article = z.infer<typeof article>;

export const page = z.object({
  id: z.number().int(),
  link: z.string(),
  title: z.string(),
  text: z.string(),
  image: z.string(),
  meta_description: z.string(),
});
export type Page = z.infer<typeof page>;

export const faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faq>;

export const firstDoc = z.object({
  id: z.number().int(),
  country_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
});
export type FirstDoc = z.infer<typeof firstDoc>;

export const advantage = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  icon: z.string(),
});
export type Advantage = z.infer<typeof advantage>;

export const payOption = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string(),
});
export type PayOption = z.infer<typeof payOption>;

export const review = z.object({
  id: z.number().int(),
  author: z.string(),
  company: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  date: z.string(),
});
export type Review = z.infer<typeof review>;
