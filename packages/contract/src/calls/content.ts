import { z } from 'zod';
import {
  ARTICLE_CATEGORIES,
  emptyObject,
  langField,
  listAnswer,
  optionalFormId,
  optionalText,
  pageQuery,
  pageSizeField,
  requiredText,
} from '../common.js';
import {
  advantage,
  article,
  articleListItem,
  country,
  faq,
  firstDoc,
  page,
  payOption,
  review,
} from '../entities.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

const langOnly = z.object({ lang: langField });

/** Countries; `country` picks the current one by id or link, `country_code` by ISO code. */
export const countriesCall = defineCall(routes.countries, {
  body: z.object({
    lang: langField,
    country: optionalText(64),
    country_code: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
    ),
  }),
  query: emptyObject,
  answer: z.object({
    countries: z.array(country),
    popular: z.array(country),
    curCountry: country.nullable(),
  }),
});

export const pageCall = defineCall(routes.page, {
  body: z.object({ link: requiredText(128), lang: langField }),
  query: emptyObject,
  answer: z.object({ page }),
});

export const faqsCall = defineCall(routes.faqs, {
  body: langOnly,
  query: emptyObject,
  answer: z.object({ faqs: z.array(faq) }),
});

export const firstDocsCall = defineCall(routes.firstDocs, {
  body: z.object({ lang: langField, country_id: optionalFormId }),
  query: emptyObject,
  answer: z.object({ docs: z.array(firstDoc) }),
});

export const firstAdvantagesCall = defineCall(routes.firstAdvantages, {
  body: langOnly,
  query: emptyObject,
  answer: z.object({ records: z.array(advantage) }),
});

export const firstPayOptionsCall = defineCall(routes.firstPayOptions, {
  body: langOnly,
  query: emptyObject,
  answer: z.object({ pay_options: z.array(payOption) }),
});

export const reviewsCall = defineCall(routes.reviews, {
  body: langOnly,
  query: emptyObject,
  answer: z.object({ reviews: z.array(review) }),
});

const articleCategory = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number()
    .int()
    .refine((value) => (ARTICLE_CATEGORIES as readonly number[]).includes(value), {
      message: 'FieldHasWrongValue',
    }),
);

/** News (category 100) or publications (category 1), newest first. */
export const articlesCall = defineCall(routes.articles, {
  body: z.object({ lang: langField, pagesize: pageSizeField }),
  query: z.object({
    page: pageQuery,
    category_id: z.preprocess((v) => (v === '' ? undefined : v), articleCategory.optional()),
  }),
  answer: z.object({ articles: listAnswer(articleListItem) }),
});

/** One article by its path, with its country and the latest others of its category. */
export const articleCall = defineCall(routes.article, {
  body: z.object({ lang: langField, path: requiredText(160) }),
  query: emptyObject,
  answer: z.object({
    articles: z.object({
      current: article,
      country: country.nullable(),
      recent_list: z.array(articleListItem),
    }),
  }),
});
