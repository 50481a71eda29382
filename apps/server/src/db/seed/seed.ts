import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import type { DialectName } from '../database.js';
import type { Database } from '../schema.js';
import type { Localized, SeedData, SeedLocale } from './types.js';

type Trx = Transaction<Database>;
type TableName = keyof Database;

const BATCH = 200;
const flag = (value: boolean) => (value ? 1 : 0);

/** Tables whose id the seed sets itself; PostgreSQL's identity sequences must then move past them. */
const TABLES_WITH_SEEDED_IDS = [
  'menu_item',
  'country',
  'product_type',
  'type_purpose',
  'product',
  'faq',
  'article',
  'page',
  'review',
  'first_doc',
  'first_advantage',
  'first_pay_option',
] as const;

async function insertIgnoringExisting<T extends TableName>(
  trx: Trx,
  table: T,
  rows: Insertable<Database[T]>[],
  conflictColumns: string[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const result = await trx
      .insertInto(table)
      // Kysely cannot follow a generic table name through values(); the rows are typed by the signature.
      .values(batch as never)
      .onConflict((oc) => oc.columns(conflictColumns as never).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

function perLanguage<R>(locales: SeedLocale[], build: (locale: SeedLocale) => R): R[] {
  return locales.map(build);
}

/**
 * The interface texts a release brings (new dictionary keys) for a database seeded by an earlier
 * one: inserted for the languages the shop has, never overwriting a text a manager has edited.
 * Runs on every start; the demo shop's other data is written only into an empty database.
 */
export async function addMissingTranslations(db: Kysely<Database>, data: SeedData): Promise<number> {
  const languages = await db.selectFrom('language').select('code').execute();
  const present = new Set(languages.map((language) => language.code));
  const rows = (Object.keys(data.translations) as SeedLocale[])
    .filter((locale) => present.has(locale))
    .flatMap((locale) =>
      Object.entries(data.translations[locale]).map(([key, value]) => ({
        language_code: locale,
        key,
        value,
      })),
    );
  return db
    .transaction()
    .execute((trx) => insertIgnoringExisting(trx, 'translation', rows, ['language_code', 'key']));
}

export interface SeedReport {
  inserted: number;
}

type Put = <T extends TableName>(table: T, rows: Insertable<Database[T]>[], keys: string[]) => Promise<void>;

/**
 * What every shop starts with, demo or not: its languages, the interface's texts and the phone
 * masks of the countries (formats, not content). A real shop's content, catalog, contacts, seller
 * and rate are its administrators' to enter (the back-office's set-up checklist).
 */
async function putShopBase(put: Put, data: SeedData): Promise<void> {
  const locales = data.languages.map((language) => language.code);
  await put(
    'language',
    data.languages.map((language) => ({
      code: language.code,
      name: language.name,
      sort: language.sort,
      is_default: flag(language.isDefault),
    })),
    ['code'],
  );
  await put(
    'translation',
    locales.flatMap((locale) =>
      Object.entries(data.translations[locale]).map(([key, value]) => ({
        language_code: locale,
        key,
        value,
      })),
    ),
    ['language_code', 'key'],
  );
  await put(
    'setting',
    [
      { key: 'phone_masks', value: JSON.stringify(data.settings.phoneMasks) },
      { key: 'content_revision', value: '1' },
    ],
    ['key'],
  );
}

function inserter(trx: Trx, count: { inserted: number }): Put {
  return async (table, rows, keys) => {
    count.inserted += await insertIgnoringExisting(trx, table, rows, keys);
  };
}

/** Writes what every shop starts with (putShopBase) into an empty database: a real shop's first start. */
export async function seedShopBase(db: Kysely<Database>, data: SeedData): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    const count = { inserted: 0 };
    await putShopBase(inserter(trx, count), data);
    return count;
  });
}

/**
 * Writes the demo shop. Every row has a fixed key and existing rows are left alone, so running it
 * again changes nothing, and it never overwrites what a manager has edited since.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  dialect: DialectName,
  data: SeedData,
): Promise<SeedReport> {
  const locales = data.languages.map((language) => language.code);
  const text = (value: Localized, locale: SeedLocale) => value[locale];

  return db.transaction().execute(async (trx) => {
    const count = { inserted: 0 };
    const put = inserter(trx, count);
    await putShopBase(put, data);

    const { settings } = data;
    await put(
      'setting',
      [
        ['logo', settings.logo],
        ['phone', settings.phone],
        ['phone2', settings.phone2],
        ['phone_link', settings.phoneLink],
        ['email', settings.email],
        ['manager_email', settings.managerEmail],
        ['ruble_course', settings.rubleCourse],
        ['sitename', settings.sitename['ru-RU']],
        ['address', settings.address['ru-RU']],
        ...Object.entries(settings.seller).map(([key, value]) => [`seller_${key}`, value]),
      ].map(([key, value]) => ({ key: key as string, value: value as string })),
      ['key'],
    );
    await put(
      'setting_translation',
      locales.flatMap((locale) => [
        { setting_key: 'sitename', language_code: locale, value: settings.sitename[locale] },
        { setting_key: 'address', language_code: locale, value: settings.address[locale] },
      ]),
      ['setting_key', 'language_code'],
    );

    await put(
      'menu_item',
      data.menus.map((item) => ({
        id: item.id,
        menu: item.menu,
        url: item.url,
        sort: item.sort,
        top_status: flag(item.topStatus),
        hamburger_status: flag(item.hamburgerStatus),
      })),
      ['id'],
    );
    await put(
      'menu_item_translation',
      data.menus.flatMap((item) =>
        perLanguage(locales, (locale) => ({
          menu_item_id: item.id,
          language_code: locale,
          label: text(item.label, locale),
        })),
      ),
      ['menu_item_id', 'language_code'],
    );
    await put(
      'social_link',
      data.social.map((link, index) => ({ network: link.network, url: link.url, sort: index })),
      ['network'],
    );

    await put(
      'country',
      data.countries.map((country) => ({
        id: country.id,
        code: country.code,
        link_sef: country.linkSef,
        online: flag(country.online),
        popular_sort: country.popularSort,
        sort: country.sort,
        active: flag(country.active ?? true),
      })),
      ['id'],
    );
    await put(
      'country_translation',
      data.countries.flatMap((country) =>
        perLanguage(locales, (locale) => ({
          country_id: country.id,
          language_code: locale,
          name: text(country.name, locale),
          description: text(country.description, locale),
          register_name: text(country.registerName, locale),
        })),
      ),
      ['country_id', 'language_code'],
    );
    const countryIdByCode = new Map(data.countries.map((country) => [country.code, country.id]));
    const countryId = (code: string | null): number | null => {
      if (code === null) return null;
      const id = countryIdByCode.get(code);
      if (id === undefined) throw new Error(`Seed refers to an unknown country ${code}`);
      return id;
    };

    await put(
      'product_type',
      data.productTypes.map((type) => ({
        id: type.id,
        code: type.code,
        sort: type.sort,
        needs_paper: flag(type.needsPaper ?? false),
      })),
      ['id'],
    );
    await put(
      'product_type_translation',
      data.productTypes.flatMap((type) =>
        perLanguage(locales, (locale) => ({
          product_type_id: type.id,
          language_code: locale,
          name: text(type.name, locale),
          description: text(type.description, locale),
        })),
      ),
      ['product_type_id', 'language_code'],
    );
    await put(
      'type_purpose',
      data.typePurposes.map((purpose) => ({ id: purpose.id, icon: purpose.icon, sort: purpose.sort })),
      ['id'],
    );
    await put(
      'type_purpose_translation',
      data.typePurposes.flatMap((purpose) =>
        perLanguage(locales, (locale) => ({
          type_purpose_id: purpose.id,
          language_code: locale,
          name: text(purpose.name, locale),
          description: text(purpose.description, locale),
        })),
      ),
      ['type_purpose_id', 'language_code'],
    );
    await put(
      'type_purpose_product_type',
      data.typePurposes.flatMap((purpose) =>
        purpose.productTypeIds.map((productTypeId, sort) => ({
          type_purpose_id: purpose.id,
          product_type_id: productTypeId,
          sort,
        })),
      ),
      ['type_purpose_id', 'product_type_id'],
    );

    await put(
      'product',
      data.products.map((product) => ({
        id: product.id,
        country_id: countryId(product.countryCode) as number,
        price_cents: product.priceCents,
        duration_from: product.durationFrom,
        duration_to: product.durationTo,
        delivery: flag(product.delivery),
        company_kind: product.companyKind,
        thumb: product.thumb,
        sort: product.sort,
      })),
      ['id'],
    );
    await put(
      'product_translation',
      data.products.flatMap((product) =>
        perLanguage(locales, (locale) => ({
          product_id: product.id,
          language_code: locale,
          name: text(product.name, locale),
          description: text(product.description, locale),
        })),
      ),
      ['product_id', 'language_code'],
    );
    await put(
      'product_product_type',
      data.products.flatMap((product) =>
        product.productTypeIds.map((productTypeId) => ({
          product_id: product.id,
          product_type_id: productTypeId,
        })),
      ),
      ['product_id', 'product_type_id'],
    );
    await put(
      'product_related',
      data.products.flatMap((product) =>
        product.relatedIds.map((relatedId, sort) => ({
          product_id: product.id,
          related_product_id: relatedId,
          sort,
        })),
      ),
      ['product_id', 'related_product_id'],
    );

    await put(
      'faq',
      data.faqs.map((faq) => ({ id: faq.id, sort: faq.sort })),
      ['id'],
    );
    await put(
      'faq_translation',
      data.faqs.flatMap((faq) =>
        perLanguage(locales, (locale) => ({
          faq_id: faq.id,
          language_code: locale,
          question: text(faq.question, locale),
          answer: text(faq.answer, locale),
        })),
      ),
      ['faq_id', 'language_code'],
    );

    await put(
      'article',
      data.articles.map((article) => ({
        id: article.id,
        category_id: article.categoryId,
        path: article.path,
        image: article.image,
        country_id: countryId(article.countryCode),
        published_at: new Date(article.publishedAt).toISOString(),
      })),
      ['id'],
    );
    await put(
      'article_translation',
      data.articles.flatMap((article) =>
        perLanguage(locales, (locale) => ({
          article_id: article.id,
          language_code: locale,
          title: text(article.title, locale),
          intro: text(article.intro, locale),
          body: text(article.body, locale),
          meta_description: text(article.metaDescription, locale),
        })),
      ),
      ['article_id', 'language_code'],
    );

    await put(
      'page',
      data.pages.map((page) => ({ id: page.id, link: page.link, image: page.image })),
      ['id'],
    );
    await put(
      'page_translation',
      data.pages.flatMap((page) =>
        perLanguage(locales, (locale) => ({
          page_id: page.id,
          language_code: locale,
          title: text(page.title, locale),
          text: text(page.text, locale),
          meta_description: text(page.metaDescription, locale),
        })),
      ),
      ['page_id', 'language_code'],
    );

    await put(
      'review',
      data.reviews.map((review) => ({
        id: review.id,
        sort: review.sort,
        rating: review.rating,
        reviewed_on: review.date,
      })),
      ['id'],
    );
    await put(
      'review_translation',
      data.reviews.flatMap((review) =>
        perLanguage(locales, (locale) => ({
          review_id: review.id,
          language_code: locale,
          author: text(review.author, locale),
          company: text(review.company, locale),
          text: text(review.text, locale),
        })),
      ),
      ['review_id', 'language_code'],
    );

    await put(
      'first_doc',
      data.firstDocs.map((doc) => ({
        id: doc.id,
        country_id: countryId(doc.countryCode),
        image: doc.image,
        sort: doc.sort,
      })),
      ['id'],
    );
    await put(
      'first_doc_translation',
      data.firstDocs.flatMap((doc) =>
        perLanguage(locales, (locale) => ({
          first_doc_id: doc.id,
          language_code: locale,
          title: text(doc.title, locale),
          description: text(doc.description, locale),
        })),
      ),
      ['first_doc_id', 'language_code'],
    );
    await put(
      'first_advantage',
      data.advantages.map((advantage) => ({ id: advantage.id, icon: advantage.icon, sort: advantage.sort })),
      ['id'],
    );
    await put(
      'first_advantage_translation',
      data.advantages.flatMap((advantage) =>
        perLanguage(locales, (locale) => ({
          first_advantage_id: advantage.id,
          language_code: locale,
          title: text(advantage.title, locale),
          text: text(advantage.text, locale),
        })),
      ),
      ['first_advantage_id', 'language_code'],
    );
    await put(
      'first_pay_option',
      data.payOptions.map((option) => ({
        id: option.id,
        image: option.image,
        sort: option.sort,
        payment_method: option.paymentMethod,
      })),
      ['id'],
    );
    await put(
      'first_pay_option_translation',
      data.payOptions.flatMap((option) =>
        perLanguage(locales, (locale) => ({
          first_pay_option_id: option.id,
          language_code: locale,
          title: text(option.title, locale),
          text: text(option.text, locale),
        })),
      ),
      ['first_pay_option_id', 'language_code'],
    );

    if (dialect === 'postgres') {
      for (const table of TABLES_WITH_SEEDED_IDS) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.table(table)}), 1))`.execute(
          trx,
        );
      }
    }
    return count;
  });
}

/** An empty database is one that has never been given its languages. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('language').select('code').limit(1).executeTakeFirst();
  return row === undefined;
}
