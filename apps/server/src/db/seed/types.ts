import type {
  PaymentMethodId,
  ProductCompanyKind,
  SellerRequisites,
  YearCalendar,
} from '@storefront/contract';
/**
 * Shapes of the demo data. Every row has a fixed id (or a natural key), so seeding twice inserts
 * nothing new. Texts are given in both shipped languages; HTML fields hold trusted, simple markup
 * (p, h2, h3, ul, ol, li, strong, em, a, img, table) and images by root-relative path (/uploads/...).
 */
export type SeedLocale = 'ru-RU' | 'en-US';
export type Localized<T = string> = Record<SeedLocale, T>;

export interface SeedLanguage {
  code: SeedLocale;
  name: string;
  sort: number;
  isDefault: boolean;
}

export interface SeedSettings {
  logo: string;
  phone: string;
  phone2: string;
  phoneLink: string;
  email: string;
  managerEmail: string;
  /** Euro to rouble rate as a decimal string, e.g. '98.45'. */
  rubleCourse: string;
  sitename: Localized;
  address: Localized;
  /** ISO 3166-1 alpha-2 code, dialling mask (# = digit, starts with the dialling code), flag emoji. */
  phoneMasks: { code: string; mask: string; flag: string }[];
  /** The seller invoices and acts name (kept as `seller_<field>` settings). */
  seller: SellerRequisites;
}

export interface SeedMenuItem {
  id: number;
  menu: 'top' | 'bottom';
  url: string;
  sort: number;
  topStatus: boolean;
  hamburgerStatus: boolean;
  label: Localized;
}

export interface SeedSocialLink {
  network: 'vk' | 'tw' | 'fb' | 'in';
  url: string;
}

export interface SeedCountry {
  id: number;
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  linkSef: string;
  online: boolean;
  /** Position in the popular list (1 first), or null when not popular. */
  popularSort: number | null;
  sort: number;
  name: Localized;
  /** A paragraph about the country's registers, shown on the country and tariff pages. */
  description: Localized;
  /** The register the documents come from, e.g. 'ЕГРЮЛ (ФНС России)' / 'Unified State Register (FNS)'. */
  registerName: Localized;
  /** False for a country the shop only names (a phone number's country) but does not sell; default true. */
  active?: boolean;
}

export interface SeedTypePurpose {
  id: number;
  sort: number;
  icon: string;
  name: Localized;
  description: Localized;
  productTypeIds: number[];
}

export interface SeedProductType {
  id: number;
  code: string;
  sort: number;
  name: Localized;
  description: Localized;
  /** An add-on made on a paper document (an apostille): never offered beside an electronic one. */
  needsPaper?: boolean;
}

export interface SeedProduct {
  id: number;
  countryCode: string;
  productTypeIds: number[];
  /** Euro price in cents (some with cents, e.g. 4950 = 49.50 EUR). */
  priceCents: number;
  durationFrom: number;
  durationTo: number;
  /** A paper original sent by courier. */
  delivery: boolean;
  /** The companies it is for: an EGRIP extract is a sole trader's, an EGRUL one an organisation's. */
  companyKind: ProductCompanyKind;
  sort: number;
  thumb: string;
  name: Localized;
  description: Localized;
  relatedIds: number[];
}

export interface SeedFaq {
  id: number;
  sort: number;
  question: Localized;
  /** HTML. */
  answer: Localized;
}

export interface SeedArticle {
  id: number;
  /** 100 news, 1 publication. */
  categoryId: 100 | 1;
  path: string;
  /** ISO date-time, UTC. */
  publishedAt: string;
  image: string;
  countryCode: string | null;
  title: Localized;
  intro: Localized;
  /** HTML. */
  body: Localized;
  metaDescription: Localized;
}

export interface SeedPage {
  id: number;
  link: string;
  image: string;
  title: Localized;
  /** HTML, images by root-relative path. */
  text: Localized;
  metaDescription: Localized;
}

export interface SeedReview {
  id: number;
  sort: number;
  rating: number;
  /** ISO date. */
  date: string;
  author: Localized;
  company: Localized;
  text: Localized;
}

export interface SeedFirstDoc {
  id: number;
  countryCode: string | null;
  sort: number;
  image: string;
  title: Localized;
  description: Localized;
}

export interface SeedAdvantage {
  id: number;
  sort: number;
  icon: string;
  title: Localized;
  text: Localized;
}

export interface SeedPayOption {
  id: number;
  sort: number;
  image: string;
  /** The checkout's payment method it describes; null: one the checkout does not take (never shown). */
  paymentMethod: PaymentMethodId | null;
  title: Localized;
  text: Localized;
}

/** key -> text, with %s placeholders filled in order by t(key, ...args). */
export type SeedTranslations = Localized<Record<string, string>>;

/** Everything the seed writes. */
export interface SeedData {
  languages: SeedLanguage[];
  settings: SeedSettings;
  menus: SeedMenuItem[];
  social: SeedSocialLink[];
  countries: SeedCountry[];
  productTypes: SeedProductType[];
  typePurposes: SeedTypePurpose[];
  products: SeedProduct[];
  faqs: SeedFaq[];
  articles: SeedArticle[];
  pages: SeedPage[];
  reviews: SeedReview[];
  firstDocs: SeedFirstDoc[];
  advantages: SeedAdvantage[];
  payOptions: SeedPayOption[];
  translations: SeedTranslations;
}

/** One year of a production calendar file: the special days, and why each is special (decree text). */
export interface ProductionCalendarYear extends YearCalendar {
  why?: Record<string, string>;
}

/** A production calendar file in the shop's JSON shape (ru-production-calendar.json). */
export interface ProductionCalendarSeed {
  about: string;
  source: string;
  years: Record<string, ProductionCalendarYear>;
}
