import {
  ARTICLE_CATEGORY,
  DEFAULT_LANGUAGE,
  hreflangOf,
  localizedPath,
  SUPPORTED_LANGUAGES,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { contentRevisionReader } from '../settings/settings.service.js';
import * as repository from './sitemap.repository.js';

/** A public page as the sitemap lists it: its address in the first language and its last change. */
export interface SitemapPage {
  path: string;
  lastmod: string | undefined;
}

/** The shop's public pages that are not the catalog's or the content's own rows. */
const FIXED_PAGES = [
  '/',
  '/faq',
  '/foreign-registers',
  '/tariffs',
  '/materials/news',
  '/materials/publications',
  '/search',
];

/** The static page at its own address rather than under /page/. */
const PAGES_AT_OWN_ADDRESS: Record<string, string> = { about: '/about' };

const ARTICLE_PATH: Record<number, string> = {
  [ARTICLE_CATEGORY.news]: '/materials/news/',
  [ARTICLE_CATEGORY.publication]: '/materials/publications/',
};

const day = (timestamp: string | undefined) =>
  timestamp && !Number.isNaN(Date.parse(timestamp))
    ? new Date(timestamp).toISOString().slice(0, 10)
    : undefined;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/sitemap.xml` and `/robots.txt`: every public page in each language with its alternates, built
 * once per content revision (an edit in the back-office shows in the next answer).
 */
export class SitemapService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: ContentCache,
    private readonly publicUrl: string,
  ) {}

  sitemapXml(): Promise<string> {
    return this.cache.get('sitemap.xml', async () => this.toXml(await this.pages()));
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      // In every language's addresses: the shop's routes all work under a prefix (`/en/account`).
      ...SUPPORTED_LANGUAGES.flatMap((lang) =>
        ['/admin', '/account', '/checkout'].map((path) => `Disallow: ${localizedPath(lang, path)}`),
      ),
      '',
      `Sitemap: ${this.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** Every public page once, in the first language's address. */
  async pages(): Promise<SitemapPage[]> {
    const [countries, articles, pages, contentDay] = await Promise.all([
      repository.activeCountries(this.db),
      repository.activeArticles(this.db),
      repository.activePages(this.db),
      this.contentChangedOn(),
    ]);
    const segment = encodeURIComponent;
    return [
      ...FIXED_PAGES.map((path) => ({ path, lastmod: contentDay })),
      ...countries.flatMap((country) => [
        { path: `/country/${segment(country.link_sef)}`, lastmod: contentDay },
        { path: `/tariffs/${segment(country.link_sef)}`, lastmod: contentDay },
      ]),
      ...articles
        .filter((article) => ARTICLE_PATH[article.category_id] !== undefined)
        .map((article) => ({
          path: `${ARTICLE_PATH[article.category_id]}${segment(article.path)}`,
          lastmod: day(article.updated_at) ?? day(article.published_at),
        })),
      ...pages.map((page) => ({
        path: PAGES_AT_OWN_ADDRESS[page.link] ?? `/page/${segment(page.link)}`,
        lastmod: day(page.updated_at),
      })),
    ];
  }

  /**
   * The day the content last changed: a revision starts with the time it was made (settings'
   * `bumpRevision`); a shop nobody has edited has its first start's.
   */
  private async contentChangedOn(): Promise<string | undefined> {
    const made = Number(/^(\d{13})-/.exec(await contentRevisionReader(this.db)())?.[1]);
    if (made) return new Date(made).toISOString().slice(0, 10);
    return day(await repository.newestMigrationAt(this.db));
  }

  private toXml(pages: SitemapPage[]): string {
    const address = (lang: (typeof SUPPORTED_LANGUAGES)[number], path: string) =>
      escapeXml(`${this.publicUrl}${localizedPath(lang, path)}`);
    const entries = pages.flatMap((page) => {
      const alternates = [
        ...SUPPORTED_LANGUAGES.map(
          (lang) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflangOf(lang)}" href="${address(lang, page.path)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LANGUAGE, page.path)}"/>`,
      ].join('\n');
      return SUPPORTED_LANGUAGES.map((lang) =>
        [
          '  <url>',
          `    <loc>${address(lang, page.path)}</loc>`,
          ...(page.lastmod ? [`    <lastmod>${page.lastmod}</lastmod>`] : []),
          alternates,
          '  </url>',
        ].join('\n'),
      );
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }
}
