import {
  type AdminMenuItem,
  type AdminPhoneMask,
  countryFlag,
  DEFAULT_PHONE_COUNTRY,
  type AdminSiteContacts,
  socialNetworks,
  type AdminTranslation,
  placeholderCount,
  type SellerRequisites,
  type SiteMenu,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Changed, Write } from '../../db/transaction.js';
import { invalid, notFound } from '../../lib/errors.js';
import { containsPatterns } from '../../lib/like-patterns.js';
import type { ContentService } from '../content/content.service.js';
import { publishContentChange, SELLER_FIELDS, sellerIn } from './settings.service.js';
import * as repository from './site-texts.repository.js';

type Db = Kysely<Database>;
type Texts = Record<SupportedLanguage, string | null>;

/** What a write changed: the values before and after (only those that changed), for the audit. */
export interface SiteTextChange {
  changed: boolean;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface TranslationListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  missing?: boolean | undefined;
}

export interface MenuItemInput {
  menu: SiteMenu;
  url: string;
  top_status: boolean;
  hamburger_status: boolean;
  active: boolean;
  labels: { 'ru-RU': string; 'en-US'?: string | undefined };
}

/** The contacts form's values, as the call parsed them. */
export interface ContactsInput {
  phone: string;
  phone2?: string | undefined;
  phone_link: string;
  email: string;
  sitename: { 'ru-RU': string; 'en-US'?: string | undefined };
  address: { 'ru-RU': string; 'en-US'?: string | undefined };
  social: Partial<Record<(typeof socialNetworks)[number], string | undefined>>;
}

const PLAIN_CONTACTS = ['phone', 'phone2', 'phone_link', 'email'] as const;
const TRANSLATED_CONTACTS = ['sitename', 'address'] as const;

/** The contacts as flat values (`sitename_en`, `social_vk`), which the audit compares one by one. */
function flatContacts(contacts: AdminSiteContacts): Record<string, string | null> {
  return {
    phone: contacts.phone,
    phone2: contacts.phone2,
    phone_link: contacts.phone_link,
    email: contacts.email,
    sitename_ru: contacts.sitename['ru-RU'],
    sitename_en: contacts.sitename['en-US'],
    address_ru: contacts.address['ru-RU'],
    address_en: contacts.address['en-US'],
    ...Object.fromEntries(socialNetworks.map((network) => [`social_${network}`, contacts.social[network]])),
  };
}

const emptyTexts = (): Texts => ({ 'ru-RU': null, 'en-US': null });

function textsOf(rows: { language_code: string; value: string }[]): Texts {
  const texts = emptyTexts();
  for (const row of rows)
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(row.language_code))
      texts[row.language_code as SupportedLanguage] = row.value;
  return texts;
}

/** Only the entries whose value differs between the two. */
function differences<T extends Record<string, unknown>>(before: T, after: T): SiteTextChange {
  const changedKeys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    changed: changedKeys.length > 0,
    before: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
    after: Object.fromEntries(changedKeys.map((key) => [key, after[key]])),
  };
}

/** A text write's change to the row `entity`/`id`, stated and published when it changed something. */
const published = (
  trx: Db,
  changed: Changed,
  entity: string,
  id: number | string,
  { changed: anything, before, after }: SiteTextChange,
  details?: Record<string, unknown>,
) => publishContentChange(trx, changed, { entity, id, changed: anything, before, after, details });

/**
 * The shop's editable texts (docs/decisions/037-translations-and-site-menus.md): the UI dictionary
 * (`translation`), the menus (`menu_item` with its titles), the contacts and the phone masks. Each
 * write is one unit of work that states what changed (before and after) for the audit and bumps
 * the content revision, so every instance of the shop drops its cached settings and shows the
 * change at once; a write that changes nothing does neither.
 */
export class SiteTextsService {
  constructor(
    private readonly db: Db,
    private readonly content: Pick<ContentService, 'countryNames'>,
  ) {}

  async translations(query: TranslationListQuery) {
    const filter: repository.TranslationFilter = {
      ...(query.q && { patterns: containsPatterns(query.q) }),
      ...(query.missing && { missingIn: SUPPORTED_LANGUAGES }),
    };
    const [count, page] = await Promise.all([
      repository.countTranslationKeys(this.db, filter),
      repository.listTranslations(this.db, filter, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
    ]);
    const list: AdminTranslation[] = page.keys.map((key) => ({
      key,
      texts: textsOf(page.rows.filter((row) => row.key === key)),
    }));
    return { count, list, page: query.page };
  }

  /**
   * Saves a key's texts: an empty one removes the language's row. Each new text keeps the number of
   * `%s` of the key's saved texts (the Russian one's, which the code's arguments were written for).
   */
  async saveTranslation(
    write: Write,
    key: string,
    texts: Record<SupportedLanguage, string>,
  ): Promise<AdminTranslation> {
    return write(async (trx, changed) => {
      const saved = await this.changeTranslation(trx, key, texts);
      await published(trx, changed, 'translation', key, saved);
      return saved.translation;
    });
  }

  private async changeTranslation(
    trx: Db,
    key: string,
    texts: Record<SupportedLanguage, string>,
  ): Promise<SiteTextChange & { translation: AdminTranslation }> {
    const before = textsOf(await repository.translationRows(trx, key));
    const reference = before['ru-RU'] ?? SUPPORTED_LANGUAGES.map((l) => before[l]).find((t) => t !== null);
    if (reference === undefined || reference === null) throw notFound('key');
    const expected = placeholderCount(reference);
    for (const language of SUPPORTED_LANGUAGES) {
      const text = texts[language];
      if (text !== '' && placeholderCount(text) !== expected)
        throw invalid('TranslationPlaceholdersChanged', `texts[${language}]`, [expected]);
    }
    const after = emptyTexts();
    for (const language of SUPPORTED_LANGUAGES) {
      const text = texts[language];
      after[language] = text === '' ? null : text;
      if (after[language] === before[language]) continue;
      if (text === '') await repository.deleteTranslation(trx, key, language);
      else await repository.putTranslation(trx, key, language, text);
    }
    return { ...differences(before, after), translation: { key, texts: after } };
  }

  /** Both menus, hidden items too, in the shop's order, read in `db` (the unit of work's, after a write). */
  async menuItems(db: Db = this.db): Promise<AdminMenuItem[]> {
    const [items, labels] = await Promise.all([repository.allMenuItems(db), repository.allMenuLabels(db)]);
    return items.map((item) => ({
      id: item.id,
      menu: item.menu,
      url: item.url,
      sort: item.sort,
      top_status: item.top_status === 1,
      hamburger_status: item.hamburger_status === 1,
      active: item.active === 1,
      labels: Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => [
          language,
          labels.find((label) => label.menu_item_id === item.id && label.language_code === language)?.label ??
            null,
        ]),
      ) as Texts,
    }));
  }

  private async menuItemState(db: Db, id: number) {
    const item = await repository.menuItemById(db, id);
    if (!item) return undefined;
    const labels = textsOf(
      (await repository.menuLabels(db, id)).map((row) => ({
        language_code: row.language_code,
        value: row.label,
      })),
    );
    return {
      menu: item.menu,
      url: item.url,
      sort: item.sort,
      top_status: item.top_status === 1,
      hamburger_status: item.hamburger_status === 1,
      active: item.active === 1,
      label_ru: labels['ru-RU'],
      label_en: labels['en-US'],
    };
  }

  /** Creates an item (last in its menu) when `id` is undefined, else changes it; answers both menus. */
  async saveMenuItem(write: Write, id: number | undefined, input: MenuItemInput) {
    return write(async (trx, changed) => {
      const saved = await this.changeMenuItem(trx, id, input);
      await published(
        trx,
        changed,
        'menu_item',
        saved.id,
        saved,
        id === undefined ? { created: true } : undefined,
      );
      return { id: saved.id, items: await this.menuItems(trx) };
    });
  }

  /** Swaps the item with its neighbour in its menu; answers both menus. */
  async moveMenuItem(write: Write, id: number, direction: 'up' | 'down') {
    return write(async (trx, changed) => {
      await published(trx, changed, 'menu_item', id, await this.reorderMenuItem(trx, id, direction), {
        direction,
      });
      return { items: await this.menuItems(trx) };
    });
  }

  async deleteMenuItem(write: Write, id: number) {
    return write(async (trx, changed) => {
      await published(trx, changed, 'menu_item', id, await this.removeMenuItem(trx, id));
      return { items: await this.menuItems(trx) };
    });
  }

  private async changeMenuItem(
    trx: Db,
    id: number | undefined,
    input: MenuItemInput,
  ): Promise<SiteTextChange & { id: number }> {
    const values = {
      menu: input.menu,
      url: input.url,
      top_status: input.top_status ? 1 : 0,
      hamburger_status: input.hamburger_status ? 1 : 0,
      active: input.active ? 1 : 0,
    };
    const before = id === undefined ? undefined : await this.menuItemState(trx, id);
    if (id !== undefined && !before) throw notFound('id');
    let itemId: number;
    if (id === undefined) {
      itemId = await repository.insertMenuItem(trx, values);
    } else {
      itemId = id;
      // An item moved to the other menu goes last there.
      const moved = before!.menu !== input.menu;
      await repository.updateMenuItem(trx, id, values);
      if (moved) {
        const last = (await repository.allMenuItems(trx)).filter((item) => item.menu === input.menu);
        await repository.updateMenuItem(trx, id, {
          sort: Math.max(-1, ...last.map((item) => item.sort)) + 1,
        });
      }
    }
    await repository.putMenuLabel(trx, itemId, 'ru-RU', input.labels['ru-RU']);
    if (input.labels['en-US']) await repository.putMenuLabel(trx, itemId, 'en-US', input.labels['en-US']);
    else await repository.deleteMenuLabel(trx, itemId, 'en-US');
    const after = (await this.menuItemState(trx, itemId))!;
    return { ...differences(before ?? {}, after), id: itemId };
  }

  /** The menu's order is numbered 0, 1, 2… again. */
  private async reorderMenuItem(trx: Db, id: number, direction: 'up' | 'down'): Promise<SiteTextChange> {
    const item = await repository.menuItemById(trx, id);
    if (!item) throw notFound('id');
    const menu = (await repository.allMenuItems(trx)).filter((row) => row.menu === item.menu);
    const from = menu.findIndex((row) => row.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= menu.length) return { changed: false, before: {}, after: {} };
    const order = menu.map((row) => row.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, rowId] of order.entries()) {
      const row = menu.find((candidate) => candidate.id === rowId)!;
      if (row.sort !== index) await repository.updateMenuItem(trx, rowId, { sort: index });
    }
    return { changed: true, before: { position: from + 1 }, after: { position: to + 1 } };
  }

  private async removeMenuItem(trx: Db, id: number): Promise<SiteTextChange> {
    const before = await this.menuItemState(trx, id);
    if (!before) throw notFound('id');
    await repository.deleteMenuItem(trx, id);
    return { changed: true, before, after: {} };
  }

  /** The shop's contacts and social links, read in `db`. */
  async contacts(db: Db = this.db): Promise<AdminSiteContacts> {
    const [plain, translated, social] = await Promise.all([
      repository.plainSettings(db, [...PLAIN_CONTACTS, ...TRANSLATED_CONTACTS]),
      repository.translatedSettings(db, TRANSLATED_CONTACTS),
      repository.socialLinks(db),
    ]);
    const value = (key: string) => plain.find((row) => row.key === key)?.value ?? '';
    const texts = (key: string): Texts => {
      const result = textsOf(
        translated
          .filter((row) => row.setting_key === key)
          .map((row) => ({ language_code: row.language_code, value: row.value })),
      );
      // Before any translation, the plain setting is the Russian text (what the shop reads then).
      result['ru-RU'] ??= value(key) || null;
      return result;
    };
    return {
      phone: value('phone'),
      phone2: value('phone2'),
      phone_link: value('phone_link'),
      email: value('email'),
      sitename: texts('sitename'),
      address: texts('address'),
      social: Object.fromEntries(
        socialNetworks.map((network) => [
          network,
          social.find((row) => row.network === network)?.url ?? null,
        ]),
      ) as AdminSiteContacts['social'],
    };
  }

  /** Saves the contacts; a language's empty name or address, or an empty social link, is removed. */
  async saveContacts(write: Write, input: ContactsInput): Promise<AdminSiteContacts> {
    return write(async (trx, changed) => {
      const saved = await this.changeContacts(trx, input);
      await published(trx, changed, 'setting', 'contacts', saved);
      return saved.contacts;
    });
  }

  private async changeContacts(
    trx: Db,
    input: ContactsInput,
  ): Promise<SiteTextChange & { contacts: AdminSiteContacts }> {
    const before = await this.contacts(trx);
    for (const key of PLAIN_CONTACTS) await repository.putSetting(trx, key, input[key] ?? '');
    for (const key of TRANSLATED_CONTACTS) {
      // The plain setting stays the Russian text, for readers without a language.
      await repository.putSetting(trx, key, input[key]['ru-RU']);
      await repository.putTranslatedSetting(trx, key, 'ru-RU', input[key]['ru-RU']);
      const english = input[key]['en-US'];
      if (english) await repository.putTranslatedSetting(trx, key, 'en-US', english);
      else await repository.deleteTranslatedSetting(trx, key, 'en-US');
    }
    for (const [index, network] of socialNetworks.entries()) {
      const url = input.social[network];
      if (url) await repository.putSocialLink(trx, network, url, index);
      else await repository.deleteSocialLink(trx, network);
    }
    const after = await this.contacts(trx);
    return { ...differences(flatContacts(before), flatContacts(after)), contacts: after };
  }

  /**
   * Keeps the seller's requisites (`seller_<field>` settings) in the caller's unit of work and
   * answers what changed; the caller audits it and bumps the content revision.
   */
  async saveSeller(trx: Db, input: SellerRequisites): Promise<SiteTextChange & { seller: SellerRequisites }> {
    const before = await sellerIn(trx);
    for (const field of SELLER_FIELDS)
      await repository.putSetting(trx, `seller_${field}`, input[field].trim());
    const seller = (await sellerIn(trx))!;
    const empty = Object.fromEntries(SELLER_FIELDS.map((field) => [field, null]));
    return { ...differences<Record<string, unknown>>(before ?? empty, seller), seller };
  }

  /**
   * The phone masks in the order the phone fields list them (the `phone_masks` setting), each named
   * by the shop's name of its country in `lang`.
   */
  async phoneMasks(lang: string): Promise<AdminPhoneMask[]> {
    return this.namedPhoneMasks(await this.content.countryNames(lang), this.db);
  }

  /**
   * Replaces the list: every code a country the shop names, the default phone country kept. The
   * flag is made from the code; the name is never stored (the country's own is shown). Answers the
   * masks named in `lang`.
   */
  async savePhoneMasks(
    write: Write,
    lang: string,
    masks: readonly { code: string; mask: string }[],
  ): Promise<AdminPhoneMask[]> {
    // The names are read before the unit of work: the content cache reads through the shared connection.
    const names = await this.content.countryNames(lang);
    return write(async (trx, changed) => {
      const saved = await this.changePhoneMasks(trx, masks, names);
      await published(trx, changed, 'setting', 'phone_masks', saved);
      return saved.masks;
    });
  }

  /** The masks named by `names` (the shop's country names in the asked language), read in `db`. */
  private async namedPhoneMasks(names: ReadonlyMap<string, string>, db: Db): Promise<AdminPhoneMask[]> {
    const [row] = await repository.plainSettings(db, ['phone_masks']);
    const stored = JSON.parse(row?.value ?? '[]') as { code: string; mask: string }[];
    return stored.map((entry) => ({
      code: entry.code,
      mask: entry.mask,
      flag: countryFlag(entry.code),
      name: names.get(entry.code) ?? entry.code,
    }));
  }

  private async changePhoneMasks(
    trx: Db,
    masks: readonly { code: string; mask: string }[],
    names: ReadonlyMap<string, string>,
  ): Promise<SiteTextChange & { masks: AdminPhoneMask[] }> {
    masks.forEach((entry, index) => {
      if (!names.has(entry.code)) throw invalid('FieldHasWrongValue', `masks[${index}][code]`);
    });
    if (!masks.some((entry) => entry.code === DEFAULT_PHONE_COUNTRY))
      throw invalid('FieldHasWrongValue', 'masks');
    const before = await this.namedPhoneMasks(names, trx);
    const stored = masks.map((entry) => ({
      code: entry.code,
      mask: entry.mask,
      flag: countryFlag(entry.code),
    }));
    await repository.putSetting(trx, 'phone_masks', JSON.stringify(stored));
    const after = await this.namedPhoneMasks(names, trx);
    const asText = (list: AdminPhoneMask[]) => ({
      masks: list.map((entry) => `${entry.code} ${entry.mask}`).join('; '),
    });
    return { ...differences(asText(before), asText(after)), masks: after };
  }
}
