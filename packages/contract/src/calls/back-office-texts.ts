import { z } from 'zod';
import {
  authKeyField,
  emptyObject,
  checkedText,
  formFlag,
  formId,
  langField,
  LIMITS,
  listAnswer,
  optionalFormId,
  optionalText,
  pageQuery,
  pageSizeField,
  requiredText,
} from '../common.js';
import { SUPPORTED_LANGUAGES } from '../constants.js';
import { routes } from '../routes.js';
import { emailField } from './auth.js';
import { defineCall } from './define.js';

/**
 * The back-office's texts: the translations editor and the site's menus, every
 * call an administrator's (`access: 'admin'`; docs/decisions/037-translations-and-site-menus.md).
 * Every write is audited with the values before and after and bumps the content revision, so the
 * shop shows it at once on every instance. Refusals: 400 TranslationPlaceholdersChanged (a text
 * that drops or adds a %s), 404 NotFound for an unknown key or menu item.
 */

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** How many `%s` placeholders a text has: t(key, ...args) fills them in order. */
export function placeholderCount(text: string): number {
  return text.match(/%s/g)?.length ?? 0;
}

/** A translation's text as the editor sends it: trimmed, '' means "no text in this language". */
const translationText = z.preprocess(
  (value) => (value === undefined ? '' : value),
  checkedText(z.string().trim().max(LIMITS.longText)),
);

/** One text per language of the shop, as `texts[ru-RU]`, `texts[en-US]` on the wire. */
const perLanguage = <T extends z.ZodType>(text: T) =>
  z.object(
    Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, text])) as Record<
      SupportedLanguage,
      T
    >,
  );

/** A dictionary key with its text in each language; null where the language has none. */
export const adminTranslation = z.object({
  key: z.string(),
  texts: perLanguage(z.string().nullable()),
});
export type AdminTranslation = z.infer<typeof adminTranslation>;

/**
 * The back-office's own texts in the language asked (the shop's dictionary, which the settings answer
 * carries, holds the rest); a key without a text in the language has the Russian one.
 */
export const adminTextsCall = defineCall(routes.adminTexts, {
  body: z.object({ auth_key: authKeyField, lang: langField }),
  query: emptyObject,
  answer: z.object({ lang: z.string(), translations: z.record(z.string(), z.string()) }),
});

/** Every key of the shop's dictionary, paged, searched by key or text, or only those missing a language. */
export const adminTranslationsCall = defineCall(routes.adminTranslations, {
  body: z.object({
    auth_key: authKeyField,
    pagesize: pageSizeField,
    /** Part of a key or of a text in any language. */
    q: optionalText(LIMITS.shortText),
    /** 1: only keys with no text (or an empty one) in at least one language. */
    missing: formFlag.optional(),
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({ translations: listAnswer(adminTranslation) }),
});

/**
 * Saves a key's texts in every language at once. A language left empty loses its text (the shop
 * then shows the Russian one); at least the Russian text stays. Every text keeps as many `%s` as the
 * key's saved texts have, else 400 TranslationPlaceholdersChanged with that number as its argument.
 */
export const adminTranslationSaveCall = defineCall(routes.adminTranslationSave, {
  body: z.object({
    auth_key: authKeyField,
    key: requiredText(LIMITS.shortText),
    texts: perLanguage(translationText).refine((texts) => texts['ru-RU'] !== '', {
      message: 'FieldCannotBeEmpty',
      path: ['ru-RU'],
    }),
  }),
  query: z.object({}),
  answer: z.object({ translation: adminTranslation }),
});

/** The site's two menus: the header's (`top`) and the footer's (`bottom`). */
export const siteMenus = ['top', 'bottom'] as const;
export type SiteMenu = (typeof siteMenus)[number];

/** A menu item's link: a path of the shop (`/about`) or an http(s) address. */
export const menuItemUrl = requiredText(LIMITS.shortText).refine(
  (url) => /^\/(?!\/)[^\s]*$/.test(url) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(url),
  { message: 'FieldHasWrongValue' },
);

/** A menu item with its title in each language (null where it has none). */
export const adminMenuItem = z.object({
  id: z.number().int(),
  menu: z.enum(siteMenus),
  url: z.string(),
  sort: z.number().int(),
  /** Shown in the header's bar (the top menu) or the footer's (the bottom menu). */
  top_status: z.boolean(),
  /** Shown in the phone's menu (the hamburger). */
  hamburger_status: z.boolean(),
  /** False: hidden from the shop, kept here. */
  active: z.boolean(),
  labels: perLanguage(z.string().nullable()),
});
export type AdminMenuItem = z.infer<typeof adminMenuItem>;

const menuItemsAnswer = z.object({ items: z.array(adminMenuItem) });

/** Both menus' items, hidden ones too, in the shop's order (a menu is a few lines: not paged). */
export const adminMenuItemsCall = defineCall(routes.adminMenuItems, {
  body: z.object({ auth_key: authKeyField }),
  query: z.object({}),
  answer: menuItemsAnswer,
});

/** Creates a menu item (no `?id=`; it goes last in its menu) or changes one (`?id=`). */
export const adminMenuItemSaveCall = defineCall(routes.adminMenuItemSave, {
  body: z.object({
    auth_key: authKeyField,
    menu: z.enum(siteMenus),
    url: menuItemUrl,
    top_status: formFlag.default(false),
    hamburger_status: formFlag.default(false),
    active: formFlag.default(true),
    labels: z.object({
      'ru-RU': requiredText(LIMITS.shortText),
      'en-US': optionalText(LIMITS.shortText),
    }),
  }),
  query: z.object({ id: optionalFormId }),
  answer: menuItemsAnswer.extend({ id: z.number().int() }),
});

/** Moves a menu item one place up or down in its menu. */
export const adminMenuItemMoveCall = defineCall(routes.adminMenuItemMove, {
  body: z.object({ auth_key: authKeyField, direction: z.enum(['up', 'down']) }),
  query: z.object({ id: formId }),
  answer: menuItemsAnswer,
});

/** Deletes a menu item with its titles (hiding it is `active: 0` on save). */
export const adminMenuItemDeleteCall = defineCall(routes.adminMenuItemDelete, {
  body: z.object({ auth_key: authKeyField }),
  query: z.object({ id: formId }),
  answer: menuItemsAnswer,
});

/** The social networks the footer links to, in its order. */
export const socialNetworks = ['vk', 'tw', 'fb', 'in'] as const;

/** A social link: an https address, or '' for none. */
const socialUrl = optionalText(LIMITS.shortText).refine(
  (url) => url === undefined || /^https:\/\/[^\s/]+[^\s]*$/i.test(url),
  { message: 'FieldHasWrongValue' },
);

/** The shop's contacts (the header, the footer, mails) with the texts of each language. */
export const adminSiteContacts = z.object({
  phone: z.string(),
  phone2: z.string(),
  /** The `tel:` link the phone number opens. */
  phone_link: z.string(),
  email: z.string(),
  sitename: perLanguage(z.string().nullable()),
  address: perLanguage(z.string().nullable()),
  social: z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, z.string().nullable()])) as Record<
      (typeof socialNetworks)[number],
      z.ZodNullable<z.ZodString>
    >,
  ),
});
export type AdminSiteContacts = z.infer<typeof adminSiteContacts>;

export const adminSiteContactsCall = defineCall(routes.adminSiteContacts, {
  body: z.object({ auth_key: authKeyField }),
  query: z.object({}),
  answer: z.object({ contacts: adminSiteContacts }),
});

/**
 * Saves the contacts and the social links at once. The Russian name and address are required (every
 * language's fallback), the English ones optional; an empty social link removes it from the footer.
 */
export const adminSiteContactsSaveCall = defineCall(routes.adminSiteContactsSave, {
  body: z.object({
    auth_key: authKeyField,
    phone: requiredText(64),
    phone2: optionalText(64),
    phone_link: requiredText(64).refine((link) => /^tel:\+?\d{5,15}$/.test(link), {
      message: 'FieldHasWrongValue',
    }),
    email: emailField,
    sitename: z.object({ 'ru-RU': requiredText(LIMITS.shortText), 'en-US': optionalText(LIMITS.shortText) }),
    address: z.object({ 'ru-RU': requiredText(1_000), 'en-US': optionalText(1_000) }),
    social: z
      .object(
        Object.fromEntries(socialNetworks.map((network) => [network, socialUrl])) as Record<
          (typeof socialNetworks)[number],
          typeof socialUrl
        >,
      )
      .default({ vk: undefined, tw: undefined, fb: undefined, in: undefined }),
  }),
  query: z.object({}),
  answer: z.object({ contacts: adminSiteContacts }),
});
