import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../../../packages/contract/src/messages.js';
import {
  advantages,
  articles,
  countries,
  faqs,
  firstDocs,
  languages,
  menus,
  pages,
  payOptions,
  productTypes,
  products,
  reviews,
  seedData,
  settings,
  social,
  translations,
  typePurposes,
} from '../src/db/seed/data/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', 'public');
const LOCALES = ['ru-RU', 'en-US'] as const;

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function placeholders(text: string): number {
  return text.match(/%s/g)?.length ?? 0;
}

/** Every { 'ru-RU': string, 'en-US': string } value in the data, with the path that leads to it. */
function localizedStrings(
  value: unknown,
  path: string,
  found: { path: string; value: Record<string, unknown> }[],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => localizedStrings(item, `${path}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('ru-RU' in record || 'en-US' in record) {
      if (typeof record['ru-RU'] !== 'object' && typeof record['en-US'] !== 'object') {
        found.push({ path, value: record });
      }
      return found;
    }
    for (const [key, child] of Object.entries(record)) localizedStrings(child, `${path}.${key}`, found);
  }
  return found;
}

/** Every root-relative image path mentioned anywhere: fields and <img src> in HTML. */
function imagePaths(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/uploads/')) found.add(value);
    for (const match of value.matchAll(/src="([^"]+)"/g)) if (match[1]) found.add(match[1]);
  } else if (Array.isArray(value)) {
    value.forEach((item) => imagePaths(item, found));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => imagePaths(item, found));
  }
  return found;
}

describe('demo data', () => {
  it('has unique ids in every collection', () => {
    const collections: Record<string, { id: number }[]> = {
      menus,
      countries,
      productTypes,
      typePurposes,
      products,
      faqs,
      articles,
      pages,
      reviews,
      firstDocs,
      advantages,
      payOptions,
    };
    for (const [name, rows] of Object.entries(collections)) {
      expect(rows.length, name).toBeGreaterThan(0);
      expect(duplicates(rows.map((row) => row.id)), name).toEqual([]);
      for (const row of rows) expect(Number.isInteger(row.id) && row.id > 0, `${name} ${row.id}`).toBe(true);
    }
  });

  it('has unique natural keys', () => {
    expect(duplicates(countries.map((country) => country.code))).toEqual([]);
    expect(duplicates(countries.map((country) => country.linkSef))).toEqual([]);
    expect(duplicates(productTypes.map((type) => type.code))).toEqual([]);
    expect(duplicates(articles.map((article) => article.path))).toEqual([]);
    expect(duplicates(pages.map((page) => page.link))).toEqual([]);
    expect(duplicates(languages.map((language) => language.code))).toEqual([]);
    expect(duplicates(social.map((link) => link.network))).toEqual([]);
    expect(duplicates(settings.phoneMasks.map((mask) => mask.code))).toEqual([]);
    for (const menu of ['top', 'bottom'] as const) {
      expect(duplicates(menus.filter((item) => item.menu === menu).map((item) => item.url)), menu).toEqual(
        [],
      );
    }
    for (const country of countries) expect(country.linkSef).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const article of articles) expect(article.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const page of pages) expect(page.link).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every localized text in both languages', () => {
    const found = localizedStrings(seedData, 'data', []);
    expect(found.length).toBeGreaterThan(500);
    for (const { path, value } of found) {
      for (const locale of LOCALES) {
        const text = value[locale];
        expect(typeof text === 'string' && text.trim().length > 0, `${path} ${locale}`).toBe(true);
      }
    }
  });

  it('has the settings the shop needs', () => {
    expect(languages.filter((language) => language.isDefault).map((language) => language.code)).toEqual([
      'ru-RU',
    ]);
    expect(Number(settings.rubleCourse)).toBeGreaterThan(0);
    expect(settings.rubleCourse).toMatch(/^\d+\.\d+$/);
    expect(settings.phoneLink).toMatch(/^tel:\+\d{11}$/);
    expect(settings.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(settings.managerEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(settings.phoneMasks.length).toBeGreaterThanOrEqual(14);
    expect(settings.phoneMasks[0]).toMatchObject({ code: 'RU', mask: '7 (###) ###-##-##' });
    for (const mask of settings.phoneMasks) {
      expect(mask.code).toMatch(/^[A-Z]{2}$/);
      expect(mask.mask).toMatch(/^\d{1,3} [\d#()\s-]+$/);
      expect(mask.flag.length).toBeGreaterThan(0);
    }
    expect(social.some((link) => link.network === 'vk')).toBe(true);
    for (const link of social) expect(link.url).toMatch(/^https:\/\//);
    expect(menus.filter((item) => item.menu === 'top').length).toBeGreaterThanOrEqual(5);
    expect(menus.filter((item) => item.menu === 'bottom').length).toBeGreaterThanOrEqual(5);
    for (const item of menus) expect(item.url.startsWith('/')).toBe(true);
  });

  it('has enough countries, popular ones in order', () => {
    expect(countries.length).toBeGreaterThanOrEqual(15);
    const popular = countries
      .filter((country) => country.popularSort !== null)
      .map((country) => country.popularSort)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(popular.length).toBeGreaterThanOrEqual(5);
    expect(popular).toEqual(popular.map((_, index) => index + 1));
    expect(countries.find((country) => country.popularSort === 1)?.code).toBe('RU');
    for (const country of countries) expect(country.code).toMatch(/^[A-Z]{2}$/);
    expect(countries.some((country) => !country.online)).toBe(true);
  });

  it('builds a consistent catalogue', () => {
    const typeIds = new Set(productTypes.map((type) => type.id));
    const byId = new Map(products.map((product) => [product.id, product]));
    const countryCodes = new Set(countries.map((country) => country.code));

    for (const purpose of typePurposes) {
      expect(purpose.productTypeIds.length, `purpose ${purpose.id}`).toBeGreaterThan(0);
      for (const id of purpose.productTypeIds)
        expect(typeIds.has(id), `purpose ${purpose.id} type ${id}`).toBe(true);
    }
    for (const product of products) {
      const label = `product ${product.id}`;
      expect(countryCodes.has(product.countryCode), label).toBe(true);
      expect(product.productTypeIds.length, label).toBeGreaterThan(0);
      for (const id of product.productTypeIds) expect(typeIds.has(id), `${label} type ${id}`).toBe(true);
      expect(Number.isInteger(product.priceCents) && product.priceCents > 0, label).toBe(true);
      expect(Number.isInteger(product.durationFrom) && product.durationFrom > 0, label).toBe(true);
      expect(product.durationFrom, label).toBeLessThanOrEqual(product.durationTo);
      expect(duplicates(product.relatedIds), label).toEqual([]);
      for (const relatedId of product.relatedIds) {
        expect(relatedId, label).not.toBe(product.id);
        expect(byId.get(relatedId)?.countryCode, `${label} related ${relatedId}`).toBe(product.countryCode);
      }
      expect(product.thumb).toMatch(/^\/uploads\/products\/[a-z-]+\.svg$/);
    }
    for (const country of countries) {
      const count = products.filter((product) => product.countryCode === country.code).length;
      if (country.active === false) {
        // Named only (a phone number's country): nothing to sell there.
        expect(count, country.code).toBe(0);
        continue;
      }
      expect(count, country.code).toBeGreaterThanOrEqual(5);
      expect(count, country.code).toBeLessThanOrEqual(9);
    }
    for (const type of productTypes) {
      expect(
        products.some((product) => product.productTypeIds.includes(type.id)),
        type.code,
      ).toBe(true);
    }
  });

  it('has enough FAQ entries, news and publications', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(12);
    expect(articles.filter((article) => article.categoryId === 100).length).toBeGreaterThanOrEqual(12);
    expect(articles.filter((article) => article.categoryId === 1).length).toBeGreaterThanOrEqual(8);
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    expect(firstDocs.length).toBeGreaterThanOrEqual(6);
    const countryCodes = new Set(countries.map((country) => country.code));
    for (const review of reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const doc of firstDocs)
      if (doc.countryCode !== null) expect(countryCodes.has(doc.countryCode)).toBe(true);
    for (const article of articles) {
      const label = article.path;
      expect(article.publishedAt, label).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Number.isNaN(Date.parse(article.publishedAt)), label).toBe(false);
      expect(article.publishedAt <= '2026-11-20T23:59:59Z', label).toBe(true);
      if (article.countryCode !== null) expect(countryCodes.has(article.countryCode), label).toBe(true);
      for (const locale of LOCALES) {
        expect(article.metaDescription[locale].length, `${label} ${locale}`).toBeLessThan(160);
        expect(article.body[locale], `${label} ${locale}`).toContain('<h2>');
      }
    }
    for (const page of pages) {
      for (const locale of LOCALES)
        expect(page.text[locale], `${page.link} ${locale}`).toMatch(/<img src="\/uploads\//);
    }
  });

  it('has the same translation keys and placeholders in both languages', () => {
    const ru = translations['ru-RU'];
    const en = translations['en-US'];
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ru).length).toBeGreaterThanOrEqual(250);
    for (const [key, text] of Object.entries(ru)) {
      expect(text.trim().length, key).toBeGreaterThan(0);
      expect((en[key] ?? '').trim().length, key).toBeGreaterThan(0);
      expect(placeholders(en[key] ?? ''), key).toBe(placeholders(text));
    }
  });

  it('translates every message key of the contract', () => {
    for (const key of [...messageKeys, 'HttpError']) {
      expect(translations['ru-RU'], key).toHaveProperty([key]);
      expect(translations['en-US'], key).toHaveProperty([key]);
    }
    expect(placeholders(translations['ru-RU'].FieldMustBeBetween ?? '')).toBe(2);
    expect(placeholders(translations['ru-RU'].FieldMustBeMinLength ?? '')).toBe(1);
  });

  it('has every plural form for both locales', () => {
    const bases = ['WorkingDay', 'Document', 'Product', 'Company', 'Order', 'Country', 'Review'];
    const categories = new Set<string>();
    for (const locale of LOCALES) {
      for (const category of new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
        categories.add(category);
    }
    for (const base of bases) {
      for (const category of categories) {
        for (const locale of LOCALES)
          expect(translations[locale], `${base}_${category}`).toHaveProperty([`${base}_${category}`]);
      }
    }
  });

  it('references only images that exist and are clean SVG', () => {
    const paths = imagePaths(seedData, new Set());
    expect(paths.size).toBeGreaterThan(30);
    for (const path of paths) {
      expect(path, path).toMatch(/^\/uploads\/[a-z0-9/_-]+\.svg$/);
      const file = join(publicDir, path);
      expect(existsSync(file), path).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, path).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, path).toMatch(/viewBox="[\d.\s-]+"/);
      expect(svg, path).not.toMatch(/<script|href=|javascript:|@import|<foreignObject/i);
      expect(svg.length, path).toBeLessThan(8000);
    }
  });
});
