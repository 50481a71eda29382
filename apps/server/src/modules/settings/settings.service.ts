import {
  type AnswerOf,
  DEFAULT_LANGUAGE,
  type SellerRequisites,
  type PaymentMethodId,
  type PhoneMaskOption,
  paymentMethodIds,
  type SiteSettings,
  type settingsCall,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Change, Changed } from '../../db/transaction.js';
import { backOfficeTextKeys } from '../../db/seed/data/translations.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { resolveLocale } from '../../lib/locale.js';
import type { ContentService } from '../content/content.service.js';
import type { RubleRateService } from '../rates/ruble-rate.service.js';
import * as repository from './settings.repository.js';

type SettingsAnswer = AnswerOf<typeof settingsCall>;
/** The part of the settings answer every visitor of a language shares. */
export type PublicSettings = Omit<SettingsAnswer, 'cart' | 'user_data'>;

/** Reads the shared content revision, for the content cache of this instance. */
export const contentRevisionReader = (db: Kysely<Database>) => () => repository.readContentRevision(db);

/** Marks all cached content stale in every instance (within their cache TTL): for writers of content. */
export const bumpContentRevision = (db: Kysely<Database>) => repository.bumpContentRevision(db);

/**
 * States a back-office change to the shop's content for the audit (the row, the values before and
 * after) and bumps the content revision, so every instance shows it at once; a change that changed
 * nothing does neither.
 */
export async function publishContentChange(
  trx: Kysely<Database>,
  changed: Changed,
  { changed: anything, ...change }: Change & { changed: boolean },
): Promise<void> {
  if (!anything) return;
  changed(change);
  await repository.bumpContentRevision(trx);
}

/** A setting's value as the shop's first language has it, read in `db` past the cache (a unit of work). */
export const settingIn = async (db: Kysely<Database>, key: string): Promise<string | undefined> =>
  (await repository.readSettings(db, 'ru-RU')).get(key);

/**
 * The content and the company register's revisions together: what a cached search answer (which
 * holds companies and the country's offer) depends on.
 */
export const searchRevisionReader = (db: Kysely<Database>) => () =>
  repository.readRevisions(db, ['content_revision', 'register_revision']);

/** The company register's revision alone: it changes whenever the register does (ADR 047's builds check it). */
export const readRegisterRevision = (db: Kysely<Database>) =>
  repository.readRevisions(db, ['register_revision']);

/** Marks cached search answers stale in every instance: for writers of the company register. */
export const bumpRegisterRevision = (db: Kysely<Database>) =>
  repository.bumpRevision(db, 'register_revision');

/** The seller's requisites in the order the back-office's form shows them. */
export const SELLER_FIELDS = [
  'name',
  'inn',
  'kpp',
  'ogrn',
  'address',
  'bank',
  'bik',
  'account',
  'correspondent_account',
] as const satisfies readonly (keyof SellerRequisites)[];

/** The seller as kept, or null while any field but the KPP (an entrepreneur has none) is missing. */
export async function sellerIn(db: Kysely<Database>): Promise<SellerRequisites | null> {
  const values = await repository.readSellerFields(db, SELLER_FIELDS);
  const seller = Object.fromEntries(
    SELLER_FIELDS.map((field) => [field, values.get(field) ?? '']),
  ) as SellerRequisites;
  return SELLER_FIELDS.every((field) => field === 'kpp' || seller[field] !== '') ? seller : null;
}

export interface ShopSettingsOptions {
  /** The checkout's payment methods as configured (PAYMENT_METHODS, `card` only with a provider). */
  paymentMethods?: readonly PaymentMethodId[];
  /** The demo shop: every page says so. */
  demo?: boolean;
}

export class SettingsService {
  /** The checkout's payment methods as configured; `invoice` also needs the seller's requisites. */
  private readonly configuredMethods: readonly PaymentMethodId[];
  private readonly demo: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ContentCache,
    private readonly content: ContentService,
    /** The rouble rate's history and the rate in force (ADR 038). */
    readonly rubleRates: RubleRateService,
    options: ShopSettingsOptions = {},
  ) {
    this.configuredMethods = options.paymentMethods ?? paymentMethodIds;
    this.demo = options.demo ?? false;
  }

  /** The seller's requisites invoices and acts carry; null until an administrator enters them. */
  seller(): Promise<SellerRequisites | null> {
    return this.cache.get('seller', () => sellerIn(this.db));
  }

  /**
   * The payment methods the checkout offers now: the configured ones, `invoice` only once the seller's
   * requisites are kept (an invoice without them is no invoice), none at all without a rouble rate.
   */
  async paymentMethods(): Promise<PaymentMethodId[]> {
    const [rate, seller] = await Promise.all([this.rubleRates.inForce(), this.seller()]);
    if (!rate) return [];
    return this.configuredMethods.filter((method) => method !== 'invoice' || seller !== null);
  }

  languages() {
    return this.cache.get('languages', () => repository.listLanguages(this.db));
  }

  /** The language to answer in (see resolveLocale). */
  async resolveLocale(asked: string | undefined): Promise<string> {
    if (!asked) return DEFAULT_LANGUAGE;
    return resolveLocale(
      asked,
      (await this.languages()).map((language) => language.code),
    );
  }

  /**
   * The shop's name in a language, read in `db` without the cache: inside a unit of work (SQLite
   * has one connection, so nothing may read past the transaction).
   */
  async sitenameIn(db: Kysely<Database>, lang: string): Promise<string> {
    return (await repository.readSettings(db, lang)).get('sitename') ?? '';
  }

  /** The shop's e-mail setting read in the caller's transaction (SQLite has one connection). */
  async shopEmailIn(db: Kysely<Database>, lang: string): Promise<string> {
    return (await repository.readSettings(db, lang)).get('email') ?? '';
  }

  /**
   * The euro to rouble rate in force today (ADR 038) as the decimal text it is stored as, so rouble
   * prices stay exact.
   */
  async rubleCourse(): Promise<string | null> {
    return (await this.rubleRates.inForce())?.rate ?? null;
  }

  async phoneMasks(): Promise<Record<string, PhoneMaskOption>> {
    return (await this.publicSettings(DEFAULT_LANGUAGE)).settings.phoneMasks;
  }

  /**
   * The part of the settings answer every visitor of a language shares: the same object until the
   * content changes, so the edge encodes it once.
   */
  publicSettings(lang: string): Promise<PublicSettings> {
    // Per Moscow day too: a rate set for tomorrow is the shop's from midnight.
    return this.cache.get(`public-settings:${lang}:${this.rubleRates.today()}`, () =>
      this.loadPublicSettings(lang),
    );
  }

  /**
   * The back-office's own texts in a language (the shop's settings leave them out): the same object
   * until the content changes, so the edge encodes it once.
   */
  backOfficeTexts(lang: string): Promise<{ lang: string; translations: Record<string, string> }> {
    return this.cache.get(`back-office-texts:${lang}`, async () => ({
      lang,
      translations: await repository.readTranslations(this.db, lang, (key) => backOfficeTextKeys.has(key)),
    }));
  }

  private async loadPublicSettings(lang: string): Promise<PublicSettings> {
    const [values, translations, menuItems, social, languages, countryNames, rate, paymentMethods] =
      await Promise.all([
        repository.readSettings(this.db, lang),
        repository.readTranslations(this.db, lang, (key) => !backOfficeTextKeys.has(key)),
        repository.listMenuItems(this.db, lang),
        repository.listSocialLinks(this.db),
        this.languages(),
        this.content.countryNames(lang),
        this.rubleRates.inForce(),
        this.paymentMethods(),
      ]);
    const text = (key: string) => values.get(key) ?? '';
    // The masks are stored without names: each takes the shop's own name of its country.
    const masks = (JSON.parse(values.get('phone_masks') ?? '[]') as Omit<PhoneMaskOption, 'name'>[]).map(
      (mask): PhoneMaskOption => ({ ...mask, name: countryNames.get(mask.code) ?? mask.code }),
    );
    const settings: SiteSettings = {
      sitename: text('sitename'),
      logo: text('logo'),
      phone: text('phone'),
      phone2: text('phone2'),
      phone_link: text('phone_link'),
      email: text('email'),
      address: text('address'),
      rubleCourse: rate ? Number(rate.rate) : null,
      paymentMethods,
      demo: this.demo,
      phoneMasks: Object.fromEntries(masks.map((mask) => [mask.code, mask])),
      appLanguage: lang,
    };
    const menu = (name: 'top' | 'bottom') =>
      menuItems
        .filter((item) => item.menu === name)
        .map((item) => ({
          id: item.id,
          url: item.url,
          label: item.label,
          top_status: item.top_status === 1,
          hamburger_status: item.hamburger_status === 1,
        }));
    const socialUrl = (network: string) => social.find((link) => link.network === network)?.url ?? null;
    const current = languages.find((language) => language.code === lang);
    const defaultLanguage = languages.find((language) => language.is_default === 1)?.code ?? DEFAULT_LANGUAGE;
    return {
      settings,
      top_menu: menu('top'),
      bottom_menu: menu('bottom'),
      lang_settings: { locale: lang, name: current?.name ?? lang, default_locale: defaultLanguage },
      translations,
      social: { vk: socialUrl('vk'), tw: socialUrl('tw'), fb: socialUrl('fb'), in: socialUrl('in') },
      languages: languages.map((language) => ({ locale: language.code, name: language.name })),
    };
  }
}
