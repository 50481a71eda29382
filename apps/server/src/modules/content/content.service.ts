import {
  type AnswerOf,
  type Article,
  type ArticleListItem,
  type Country,
  LIMITS,
  type PaymentMethodId,
  type articleCall,
  type articlesCall,
  type countriesCall,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { ContentCache } from '../../lib/content-cache.js';
import * as content from './content.repository.js';

const RECENT_ARTICLES = 5;

function toCountry(row: content.CountryRow): Country {
  return {
    id: row.id,
    text: row.name,
    code: row.code,
    link_sef: row.link_sef,
    online: row.online === 1,
    popular: row.popular_sort !== null,
    description: row.description ?? '',
    register_name: row.register_name ?? '',
  };
}

function toArticleListItem(row: content.ArticleListRow): ArticleListItem {
  return {
    id: row.id,
    path: row.path,
    category_id: row.category_id,
    title: row.title,
    intro: row.intro,
    image: row.image,
    date: row.published_at,
  };
}

export class ContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ContentCache,
  ) {}

  /** Country names by ISO code, for every country the shop knows: the one source of country names. */
  countryNames(lang: string): Promise<Map<string, string>> {
    return this.cache.get(`country-names:${lang}`, async () => {
      const rows = await content.listCountryNames(this.db, lang);
      return new Map(rows.map((row) => [row.code, row.name]));
    });
  }

  /** All countries in display order, and the popular ones in their own order. */
  async countryLists(lang: string): Promise<{ countries: Country[]; popular: Country[] }> {
    return this.cache.get(`countries:${lang}`, async () => {
      const rows = await content.listCountries(this.db, lang);
      const popular = rows
        .filter((row) => row.popular_sort !== null)
        .sort((a, b) => (a.popular_sort ?? 0) - (b.popular_sort ?? 0));
      return { countries: rows.map(toCountry), popular: popular.map(toCountry) };
    });
  }

  async findCountry(lang: string, id: number): Promise<Country | undefined> {
    return (await this.countryLists(lang)).countries.find((country) => country.id === id);
  }

  /** The current country: asked by id or link, else by ISO code, else the first popular one. */
  async countries(
    lang: string,
    body: { country?: string; country_code?: string },
  ): Promise<AnswerOf<typeof countriesCall>> {
    const { countries, popular } = await this.countryLists(lang);
    let current: Country | undefined;
    if (body.country !== undefined) {
      const asked = body.country;
      current = /^\d+$/.test(asked)
        ? countries.find((country) => country.id === Number(asked))
        : countries.find((country) => country.link_sef === asked.toLowerCase());
      if (!current) throw notFound('country');
    } else if (body.country_code !== undefined) {
      current = countries.find((country) => country.code === body.country_code);
      if (!current) throw notFound('country_code');
    }
    return { countries, popular, curCountry: current ?? popular[0] ?? countries[0] ?? null };
  }

  async page(link: string, lang: string) {
    const row = await content.findPage(this.db, link, lang);
    if (!row) throw notFound('link');
    return { page: row };
  }

  async faqs(lang: string) {
    return { faqs: await content.listFaqs(this.db, lang) };
  }

  async firstDocs(lang: string, countryId: number | undefined) {
    if (countryId !== undefined && !(await this.findCountry(lang, countryId))) throw notFound('country_id');
    const rows = await content.listFirstDocs(this.db, lang, countryId);
    return {
      docs: rows.map((row) => ({
        id: row.id,
        country_id: row.country_id,
        title: row.title,
        description: row.description,
        image: row.image,
      })),
    };
  }

  async advantages(lang: string) {
    return { records: await content.listAdvantages(this.db, lang) };
  }

  /**
   * The ways to pay the home page names: only those the checkout offers now (`offered`, the
   * settings' payment methods), so the page never promises a way the checkout does not take.
   */
  async payOptions(lang: string, offered: readonly PaymentMethodId[]) {
    const rows = await content.listPayOptions(this.db, lang);
    return {
      pay_options: rows
        .filter((row) => row.payment_method !== null && offered.includes(row.payment_method))
        .map(({ payment_method: _method, ...option }) => option),
    };
  }

  async reviews(lang: string) {
    const rows = await content.listReviews(this.db, lang);
    return {
      reviews: rows.map((row) => ({
        id: row.id,
        author: row.author,
        company: row.company,
        text: row.text,
        rating: row.rating,
        date: row.reviewed_on,
      })),
    };
  }

  async articles(
    lang: string,
    options: { categoryId?: number; page?: number; pageSize?: number },
  ): Promise<AnswerOf<typeof articlesCall>> {
    const page = options.page ?? 1;
    const pageSize = options.pageSize ?? LIMITS.defaultPageSize;
    const [count, rows] = await Promise.all([
      content.countArticles(this.db, options.categoryId),
      content.listArticles(this.db, lang, {
        categoryId: options.categoryId,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
    ]);
    return { articles: { count, list: rows.map(toArticleListItem), page } };
  }

  async article(path: string, lang: string): Promise<AnswerOf<typeof articleCall>> {
    const row = await content.findArticleByPath(this.db, path, lang);
    if (!row) throw notFound('path');
    const [recent, country] = await Promise.all([
      content.listArticles(this.db, lang, {
        categoryId: row.category_id,
        excludeId: row.id,
        limit: RECENT_ARTICLES,
        offset: 0,
      }),
      row.country_id === null ? undefined : this.findCountry(lang, row.country_id),
    ]);
    const current: Article = {
      ...toArticleListItem(row),
      body: row.body,
      meta_description: row.meta_description,
      country_id: row.country_id,
    };
    return { articles: { current, country: country ?? null, recent_list: recent.map(toArticleListItem) } };
  }
}
