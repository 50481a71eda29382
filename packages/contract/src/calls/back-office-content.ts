import { z } from 'zod';
import {
  ARTICLE_CATEGORIES,
  authKeyField,
  checkedText,
  emptyObject,
  formFlag,
  formId,
  formInt,
  formList,
  langField,
  LIMITS,
  listAnswer,
  optionalFormId,
  optionalText,
  pageQuery,
  pageSizeField,
} from '../common.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/**
 * The back-office's content (docs/decisions/036-back-office-content.md): static
 * pages, news and publications, the FAQ, and the pictures their HTML shows. Every call is an
 * administrator's in their own session (`access: 'admin'`); every write is audited with the values
 * before and after and bumps the content revision. HTML is cleaned on save by the one allow-list
 * (rules/html-policy.ts). Refusals: 400 ContentPathTaken, ContentLanguageUnknown, ImageTypeNotAllowed,
 * FileNameNotAllowed, 413 ImageTooLarge, 404 NotFound.
 */

/** The longest HTML text a page, article or answer may hold (a form field holds 64 KB as UTF-8). */
export const CONTENT_HTML_MAX = 30_000;

/** A language's code as the `language` table has it (`ru-RU`, `en-US`). */
const languageCode = checkedText(
  z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/),
);

/** HTML from the editor: trimmed, capped; the server cleans it before it is stored. */
const htmlText = z.preprocess(
  (value) => (value === undefined ? '' : value),
  checkedText(z.string().trim().max(CONTENT_HTML_MAX)),
);

/** A text that may be left empty (then `''`), as the translation tables store it. */
const plainText = (max: number) =>
  z.preprocess((value) => (value === undefined ? '' : value), checkedText(z.string().trim().max(max)));

/** An address segment of the shop (`about`, `serbia-and-hong-kong-added`). */
const slugField = (max: number) =>
  checkedText(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1)
      .max(max)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'FieldHasWrongValue' }),
  );

/** A picture: a path under /uploads/ (as an upload answers it) or nothing. */
export const pictureField = z.preprocess(
  (value) => (value === undefined ? '' : value),
  checkedText(
    z
      .string()
      .trim()
      .max(LIMITS.shortText)
      .regex(/^(?:\/uploads\/[A-Za-z0-9._/-]+)?$/, { message: 'FieldHasWrongValue' })
      .refine((value) => !value.includes('..'), { message: 'FieldHasWrongValue' }),
  ),
);

const listBody = z.object({ auth_key: authKeyField, pagesize: pageSizeField });
const idQuery = z.object({ id: formId });
const optionalIdQuery = z.object({ id: optionalFormId });
const authOnly = z.object({ auth_key: authKeyField });

// Pages.

export const contentPageTranslation = z.object({
  language_code: languageCode,
  title: plainText(LIMITS.shortText),
  text: htmlText,
  meta_description: plainText(LIMITS.shortText),
});
export type ContentPageTranslation = z.infer<typeof contentPageTranslation>;

export const adminContentPageDetail = z.object({
  id: z.number().int(),
  link: z.string(),
  image: z.string(),
  active: z.boolean(),
  updated_at: z.string(),
  /** One entry per language of the shop, in its order (empty texts where none are written). */
  translations: z.array(contentPageTranslation),
});
export type AdminContentPageDetail = z.infer<typeof adminContentPageDetail>;

/** Static pages, by their address, with the title in the asked language. */
export const adminContentPagesCall = defineCall(routes.adminContentPages, {
  body: listBody.extend({ lang: langField }),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    pages: listAnswer(
      z.object({
        id: z.number().int(),
        link: z.string(),
        title: z.string(),
        active: z.boolean(),
        updated_at: z.string(),
      }),
    ),
  }),
});

export const adminContentPageCall = defineCall(routes.adminContentPage, {
  body: authOnly,
  query: idQuery,
  answer: z.object({ page: adminContentPageDetail }),
});

/**
 * Creates a page (no `id`) or changes one. The shop's fallback language (ru-RU) needs its title;
 * another language left without a title has no texts (the shop then shows the fallback's).
 */
export const adminContentPageSaveCall = defineCall(routes.adminContentPageSave, {
  body: z.object({
    auth_key: authKeyField,
    link: slugField(128),
    image: pictureField,
    active: formFlag,
    translations: formList(contentPageTranslation, 10),
  }),
  query: optionalIdQuery,
  answer: z.object({ page: adminContentPageDetail }),
});

// Articles.

export const contentArticleTranslation = z.object({
  language_code: languageCode,
  title: plainText(LIMITS.shortText),
  intro: plainText(LIMITS.longText),
  body: htmlText,
  meta_description: plainText(LIMITS.shortText),
});
export type ContentArticleTranslation = z.infer<typeof contentArticleTranslation>;

export const adminContentArticleDetail = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  path: z.string(),
  image: z.string(),
  /** YYYY-MM-DD: the day the shop shows it under. */
  published_on: z.string(),
  country_id: z.number().int().nullable(),
  active: z.boolean(),
  updated_at: z.string(),
  translations: z.array(contentArticleTranslation),
});
export type AdminContentArticleDetail = z.infer<typeof adminContentArticleDetail>;

const articleCategoryField = formInt(1, 100).refine(
  (value) => (ARTICLE_CATEGORIES as readonly number[]).includes(value),
  { message: 'FieldHasWrongValue' },
);

/** News (category 100) and publications (1), newest first, hidden ones too. */
export const adminContentArticlesCall = defineCall(routes.adminContentArticles, {
  body: listBody.extend({
    lang: langField,
    category_id: z.preprocess((v) => (v === '' ? undefined : v), articleCategoryField.optional()),
    /** Part of the title (in any language) or of the address. */
    q: optionalText(LIMITS.shortText),
  }),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    articles: listAnswer(
      z.object({
        id: z.number().int(),
        category_id: z.number().int(),
        path: z.string(),
        title: z.string(),
        published_on: z.string(),
        active: z.boolean(),
      }),
    ),
  }),
});

export const adminContentArticleCall = defineCall(routes.adminContentArticle, {
  body: authOnly,
  query: idQuery,
  answer: z.object({ article: adminContentArticleDetail }),
});

export const adminContentArticleSaveCall = defineCall(routes.adminContentArticleSave, {
  body: z.object({
    auth_key: authKeyField,
    category_id: articleCategoryField,
    path: slugField(160),
    image: pictureField,
    published_on: checkedText(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)),
    country_id: optionalFormId,
    active: formFlag,
    translations: formList(contentArticleTranslation, 10),
  }),
  query: optionalIdQuery,
  answer: z.object({ article: adminContentArticleDetail }),
});

export const adminContentArticleDeleteCall = defineCall(routes.adminContentArticleDelete, {
  body: authOnly,
  query: idQuery,
  answer: z.object({ deleted: z.literal(true) }),
});

// FAQ.

export const contentFaqTranslation = z.object({
  language_code: languageCode,
  question: plainText(LIMITS.shortText),
  answer: htmlText,
});
export type ContentFaqTranslation = z.infer<typeof contentFaqTranslation>;

export const adminContentFaqDetail = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  active: z.boolean(),
  translations: z.array(contentFaqTranslation),
});
export type AdminContentFaqDetail = z.infer<typeof adminContentFaqDetail>;

/** The FAQ in the shop's order, hidden entries too, with the question in the asked language. */
export const adminContentFaqsCall = defineCall(routes.adminContentFaqs, {
  body: listBody.extend({ lang: langField }),
  query: z.object({ page: pageQuery }),
  answer: z.object({
    faqs: listAnswer(
      z.object({
        id: z.number().int(),
        sort: z.number().int(),
        question: z.string(),
        active: z.boolean(),
      }),
    ),
  }),
});

export const adminContentFaqCall = defineCall(routes.adminContentFaq, {
  body: authOnly,
  query: idQuery,
  answer: z.object({ faq: adminContentFaqDetail }),
});

/** Creates an entry (no `id`) or changes one; the fallback language needs its question and answer. */
export const adminContentFaqSaveCall = defineCall(routes.adminContentFaqSave, {
  body: z.object({
    auth_key: authKeyField,
    sort: formInt(0, 100_000),
    active: formFlag,
    translations: formList(contentFaqTranslation, 10),
  }),
  query: optionalIdQuery,
  answer: z.object({ faq: adminContentFaqDetail }),
});

export const adminContentFaqDeleteCall = defineCall(routes.adminContentFaqDelete, {
  body: authOnly,
  query: idQuery,
  answer: z.object({ deleted: z.literal(true) }),
});

// Pictures.

/** The picture types the content takes, by what the file contains. */
export const CONTENT_IMAGE_TYPES = ['png', 'jpg', 'webp', 'gif'] as const;

/**
 * A picture for a page, an article or an answer (multipart: `auth_key`, then `file`). Checked by
 * its content, stored under a random name and served at the answered `/uploads/content/...` path.
 */
export const adminContentImageUploadCall = defineCall(routes.adminContentImageUpload, {
  body: authOnly,
  query: emptyObject,
  answer: z.object({ url: z.string(), mime_type: z.string(), size_bytes: z.number().int().nonnegative() }),
});
