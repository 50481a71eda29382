import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  test as base,
  expect as baseExpect,
} from '@playwright/test';

/**
 * The rules of the axe-core this package pins (4.14), not the older copy bundled inside
 * @axe-core/playwright: the journeys check pages against current rules.
 */
const requireHere = createRequire(import.meta.url);
const axeSource = readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8');
const axeVersion = (requireHere('axe-core/package.json') as { version: string }).version;

/** Two workers and the server share two cores: give data-driven content a little more time. */
export const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * Shared pieces of the storefront journeys: a page opened in a fresh context at a given width and
 * language (the `language` cookie, as the app itself stores it), a record of console errors and
 * uncaught page errors, axe-core, and the demo data read from the API in the test itself so that
 * assertions name real texts rather than copies of them.
 */

export type Lang = 'ru-RU' | 'en-US';
export const LANGS: readonly Lang[] = ['ru-RU', 'en-US'];
export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
export type ViewportName = (typeof VIEWPORTS)[number]['name'];

const htmlLang = (lang: Lang) => lang.slice(0, 2);
const CYRILLIC = /[А-Яа-яЁё]/;

// ---------------------------------------------------------------------------------------------
// Demo data from the API

interface MenuItem {
  id: number;
  url: string;
  label: string;
  top_status: boolean;
  hamburger_status: boolean;
}
export interface Country {
  id: number;
  text: string;
  code: string;
  link_sef: string;
  online: boolean;
  popular?: boolean;
  description: string;
  register_name: string;
}
export interface ArticleItem {
  id: number;
  path: string;
  category_id: number;
  title: string;
  intro: string;
}
export interface StaticPage {
  link: string;
  title: string;
  text: string;
}
export interface Product {
  id: number;
  name: string;
  price_num: number;
  ruble_price_num: number;
}
export interface Company {
  id: number;
  companyId: string;
  name: string;
  country: string;
  inn: string;
  status: string;
  type: string;
  address: string;
}
export interface CompaniesAnswer {
  companies: Company[];
  companies_total: number;
  companies_pages: number;
  companies_error: string | null;
  /** The words searched instead of the query (ADR 071), when they were. */
  corrected_query?: string;
  products: Product[];
}
export interface Settings {
  settings: { sitename: string; phone: string; email: string; address: string };
  top_menu: MenuItem[];
  bottom_menu: MenuItem[];
  translations: Record<string, string>;
  languages: { locale: string; name: string }[];
}

/** POST a form-data body to the API, as the app does, and return the JSON answer. */
export async function apiCall<T>(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string | number>,
): Promise<T> {
  const multipart = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  const response = await request.post(`/api/${path}`, { multipart });
  expect(response.ok(), `POST /api/${path} ${JSON.stringify(fields)} answered ${response.status()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** A guest cart made through the API, held as the browser keeps it: its item ids and its key. */
export interface HeldCart {
  ids: number[];
  key: string;
}

/** The add-to-cart fields of a product for a company, as the app sends them. */
export function cartLineFields(
  lang: Lang,
  product: Pick<Product, 'id' | 'price_num'>,
  company: Company,
): Record<string, string | number> {
  return {
    lang,
    product_id: product.id,
    price: product.price_num.toFixed(2),
    'company[id]': company.id,
    'company[name]': company.name,
    'company[inn]': company.inn,
    'company[status]': company.status,
    'company[type]': company.type,
    'company[country]': company.country,
    'company[address]': company.address,
  };
}

/**
 * Adds each set of add-to-cart fields to one new guest cart through the API, sending the ids and
 * key the cart has so far, as the app does; answers the cart as the browser would hold it.
 */
export async function fillGuestCart(
  request: APIRequestContext,
  lines: Record<string, string | number>[],
): Promise<HeldCart> {
  let ids: number[] = [];
  let key = '';
  for (const fields of lines) {
    const held: Record<string, string | number> = { ...fields, ...(key && { cart_key: key }) };
    ids.forEach((id, index) => (held[`cart_ids[${index}]`] = id));
    const answer = await apiCall<{ cart: { id: number }[]; cart_key?: string }>(request, 'add-to-cart', held);
    ids = answer.cart.map((item) => item.id);
    key ||= answer.cart_key ?? '';
  }
  expect(key, 'a new guest cart comes with its key').not.toBe('');
  return { ids, key };
}

/**
 * Puts a guest cart into the page's local storage (`cart_ids` and `cart_key`, as the app keeps
 * them) before the app starts, on the tab's first load only: later loads see what the app itself
 * keeps there.
 */
export async function holdGuestCart(page: Page, cart: HeldCart): Promise<void> {
  await page.addInitScript(
    ({ ids, key }) => {
      if (sessionStorage.getItem('cart-seeded')) return;
      localStorage.setItem('cart_ids', ids);
      localStorage.setItem('cart_key', key);
      sessionStorage.setItem('cart-seeded', '1');
    },
    { ids: JSON.stringify(cart.ids), key: cart.key },
  );
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A staff account in the e2e server's database, made with the shop's built CLI (as the server under
 * test), the password read from stdin; `admin` for an administrator. The first administrator of a
 * real shop is made the same way.
 */
export function createStaff(email: string, password: string, role: 'manager' | 'admin'): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  const args = ['apps/server/dist/cli.js', 'manager', 'create', email, '--password-stdin'];
  const result = spawnSync('node', role === 'admin' ? [...args, '--admin'] : args, {
    cwd: root,
    input: `${password}\n`,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? join(runDir, 'e2e.sqlite'),
      LOG_LEVEL: 'warn',
    },
  });
  baseExpect(result.status, `manager create: ${result.stdout}${result.stderr}`).toBe(0);
}

/** The demo texts of one language, read lazily and memoised per worker (the database is read-only here). */
export class Demo {
  private readonly memo = new Map<string, Promise<unknown>>();
  constructor(
    private readonly request: APIRequestContext,
    readonly lang: Lang,
  ) {}

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.memo.has(key)) this.memo.set(key, load());
    return this.memo.get(key) as Promise<T>;
  }

  settings(): Promise<Settings> {
    return this.once('settings', () => apiCall<Settings>(this.request, 'settings', { lang: this.lang }));
  }

  /**
   * The back-office's own texts (the shop's settings leave them out), read as a manager of this
   * worker's own would.
   */
  backOfficeTexts(): Promise<Record<string, string>> {
    return this.once('back-office-texts', async () => {
      const email = `texts-reader-${process.pid}@example.test`;
      const password = `texts-reader-${process.pid}-password`;
      createStaff(email, password, 'manager');
      const login = await apiCall<{ user: { auth_key: string } }>(this.request, 'login', {
        'LoginForm[username]': email,
        'LoginForm[password]': password,
        'LoginForm[rememberMe]': 0,
      });
      const answer = await apiCall<{ translations: Record<string, string> }>(this.request, 'admin/texts', {
        auth_key: login.user.auth_key,
        lang: this.lang,
      });
      return answer.translations;
    });
  }

  /** t(key, ...args) from the server's dictionaries; a missing key fails the test loudly. */
  async t(key: string, ...args: (string | number)[]): Promise<string> {
    const { translations } = await this.settings();
    const text = translations[key] ?? (await this.backOfficeTexts())[key];
    if (typeof text !== 'string') throw new Error(`the ${this.lang} dictionary has no key ${key}`);
    let index = 0;
    return text.replace(/%s/g, () => String(args[index++] ?? ''));
  }

  countries(): Promise<{ countries: Country[]; popular: Country[] }> {
    return this.once('countries', () => apiCall(this.request, 'countries', { lang: this.lang }));
  }

  async country(linkSef: string): Promise<Country> {
    const { countries } = await this.countries();
    const found = countries.find((country) => country.link_sef === linkSef);
    if (!found) throw new Error(`no country ${linkSef} in the API`);
    return found;
  }

  async faqs(): Promise<{ id: number; question: string; answer: string }[]> {
    return this.once(
      'faqs',
      async () => (await apiCall<{ faqs: never[] }>(this.request, 'faqs', { lang: this.lang })).faqs,
    );
  }

  async page(link: string): Promise<StaticPage> {
    return this.once(
      `page:${link}`,
      async () => (await apiCall<{ page: StaticPage }>(this.request, 'page', { lang: this.lang, link })).page,
    );
  }

  /** Every article of a category (news 100, publications 1), newest first. */
  async articles(categoryId: 100 | 1): Promise<ArticleItem[]> {
    return this.once(`articles:${categoryId}`, async () => {
      const answer = await apiCall<{ articles: { list: ArticleItem[] } }>(
        this.request,
        `articles?page=1&category_id=${categoryId}`,
        { lang: this.lang, pagesize: 100 },
      );
      return answer.articles.list;
    });
  }

  async article(
    path: string,
  ): Promise<{ current: ArticleItem & { body: string }; recent_list: ArticleItem[] }> {
    return this.once(`article:${path}`, async () => {
      const answer = await apiCall<{
        articles: { current: ArticleItem & { body: string }; recent_list: ArticleItem[] };
      }>(this.request, 'article', { lang: this.lang, path });
      return answer.articles;
    });
  }

  /** The first page of a company search in the demo register, as /search shows it. */
  companies(countryId: number, query: string): Promise<CompaniesAnswer> {
    return this.once(`companies:${countryId}:${query}`, () =>
      apiCall<CompaniesAnswer>(this.request, 'companies', {
        lang: this.lang,
        country_id: countryId,
        query,
      }),
    );
  }

  async products(countryId: number): Promise<Product[]> {
    return this.once(
      `products:${countryId}`,
      async () =>
        (
          await apiCall<{ products: Product[] }>(this.request, 'products', {
            lang: this.lang,
            country_id: countryId,
          })
        ).products,
    );
  }

  async advantages(): Promise<{ title: string }[]> {
    return this.once(
      'advantages',
      async () =>
        (
          await apiCall<{ records: { title: string }[] }>(this.request, 'first-advantages', {
            lang: this.lang,
          })
        ).records,
    );
  }
}

/** The text of the first element of a tag in server HTML (entities decoded, tags stripped). */
export function firstTagText(html: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'i').exec(html);
  if (!match?.[1]) return undefined;
  return decodeEntities(match[1].replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&laquo;/g, '«')
    .replace(/&raquo;/g, '»')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// The page under test

export interface ShopPage {
  page: Page;
  context: BrowserContext;
  lang: Lang;
  viewport: (typeof VIEWPORTS)[number];
  /** Console errors and uncaught exceptions so far. */
  errors: string[];
  /** Fails the test if anything was written to the console as an error or thrown uncaught. */
  expectNoErrors(): void;
  /** Fails the test on any serious or critical axe-core violation, listing each with its nodes. */
  expectAccessible(label?: string): Promise<void>;
  breadcrumbs(): Promise<Locator>;
}

interface ShopOptions {
  lang: Lang;
  viewportName: ViewportName;
}

export const test = base.extend<
  ShopOptions & { shop: ShopPage; demo: Demo },
  { demoByLang: Map<Lang, Demo> }
>({
  lang: ['ru-RU', { option: true }],
  viewportName: ['desktop', { option: true }],

  demoByLang: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(new Map(LANGS.map((lang) => [lang, new Demo(request, lang)])));
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  demo: async ({ demoByLang, lang }, use) => {
    await use(demoByLang.get(lang)!);
  },

  shop: async ({ browser, lang, viewportName, demo, baseURL }, use, testInfo) => {
    const viewport = VIEWPORTS.find((candidate) => candidate.name === viewportName)!;
    // A context of its own (axe-core needs a page from browser.newContext()), with the language
    // cookie the app writes itself.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: false,
      locale: lang,
    });
    await context.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    // A page the server rendered shows before the app has taken it over (ADR 042): a journey
    // opening one waits until React holds its root, from when a tap is handled (React replays it
    // on the part not yet hydrated), as a person would not notice the moment but a script does.
    const untilAppHolds = () =>
      page.waitForFunction(
        () => {
          const root = document.getElementById('root');
          return (
            !document.getElementById('storefront-state') ||
            document.querySelector('.boot-error') !== null ||
            (root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer')))
          );
        },
        undefined,
        { polling: 100 },
      );
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<typeof page.goto>) => {
      const response = await goto(...args);
      await untilAppHolds();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<typeof page.reload>) => {
      const response = await reload(...args);
      await untilAppHolds();
      return response;
    };
    const errors: string[] = [];
    // A document answered 404 is the not-found page's own answer (the journeys check statuses
    // where they matter): Chromium reports it as a failed load all the same.
    const notFoundDocuments = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest())
        notFoundDocuments.add(response.url());
    });
    page.on('console', (message) => {
      if (
        notFoundDocuments.has(message.location().url) &&
        message.text().startsWith('Failed to load resource: the server responded with a status of 404')
      )
        return;
      if (message.type() === 'error') {
        const where = message.location().url ? ` (${message.location().url})` : '';
        errors.push(`console.error on ${new URL(page.url()).pathname}: ${message.text()}${where}`);
      }
    });
    page.on('pageerror', (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));

    const t = await demo.settings();
    const shop: ShopPage = {
      page,
      context,
      lang,
      viewport,
      errors,
      expectNoErrors() {
        expect.soft(errors, 'console errors and uncaught exceptions').toEqual([]);
      },
      async expectAccessible(label = new URL(page.url()).pathname) {
        // A toast or a dialog still fading in or out has its colours blended with the page, and axe
        // would judge the blend's contrast: wait until no finite animation is running (at most
        // 10 s: on a loaded 2-core machine a toast's fade outlasted 2 s and failed a check).
        // A toast mounted just now starts its transition a frame or two later, so the wait is
        // made again after two frames (a cart popup's axe check met a toast that had not yet
        // begun to fade in, contrast 1.01, twice in one run).
        const settled = () =>
          page
            .waitForFunction(
              () =>
                document
                  .getAnimations()
                  .every(
                    (animation) =>
                      animation.playState !== 'running' ||
                      animation.effect?.getTiming().iterations === Infinity,
                  ),
              undefined,
              { timeout: 10_000 },
            )
            .catch(() => undefined);
        const analyse = async () => {
          await settled();
          await page.evaluate(
            () =>
              new Promise<void>((resolve) => {
                requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
                setTimeout(resolve, 200);
              }),
          );
          await settled();
          const results = await new AxeBuilder({ page, axeSource })
            .options({ resultTypes: ['violations'] })
            .analyze();
          expect(results.testEngine.version, 'the pinned axe-core ran').toBe(axeVersion);
          return results.violations.filter(
            (violation) => violation.impact === 'serious' || violation.impact === 'critical',
          );
        };
        // A toast whose time ran out while axe read the page begins to fade out under it, and
        // axe judges the blend (a cart popup's toast title, #adadad on white, once in a run): the
        // page is read again once the fade is over, and what is still wrong then is reported. A
        // real violation is there both times.
        let bad = await analyse();
        if (bad.length > 0) bad = await analyse();
        const report = bad.map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.help}\n` +
            violation.nodes
              .slice(0, 5)
              .map(
                (node) => `    ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
              )
              .join('\n'),
        );
        expect
          .soft(report, `axe-core serious/critical violations on ${label} (${lang}, ${viewport.width}px)`)
          .toEqual([]);
      },
      async breadcrumbs() {
        return page.getByRole('navigation', {
          name: t.translations.Breadcrumbs ?? 'Breadcrumbs',
          exact: true,
        });
      },
    };
    await use(shop);

    if (testInfo.status !== testInfo.expectedStatus) {
      await page
        .screenshot({ path: testInfo.outputPath(`failure-${lang}-${viewport.name}.png`), fullPage: true })
        .catch(() => undefined);
    }
    await context.close();
  },
});

/** The title is in the page's language: Cyrillic in Russian, none in English. */
function expectTextInLanguage(text: string, lang: Lang, what: string): void {
  if (lang === 'ru-RU') expect.soft(text, `${what} should be Russian`).toMatch(CYRILLIC);
  else expect.soft(text, `${what} should be English`).not.toMatch(CYRILLIC);
}

/** `<title>`, meta description and `<html lang>` of the page, all in the page's language. */
export async function expectDocumentLanguage(shop: ShopPage, titleFragment: string | RegExp): Promise<void> {
  const { page, lang } = shop;
  await expect.soft(page.locator('html')).toHaveAttribute('lang', htmlLang(lang));
  const fragment =
    typeof titleFragment === 'string' ? new RegExp(escapeRegExp(titleFragment), 'i') : titleFragment;
  await expect.soft(page).toHaveTitle(fragment);
  expectTextInLanguage(await page.title(), lang, `<title> "${await page.title()}"`);
  const descriptions = await page
    .locator('meta[name="description"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('content') ?? ''));
  // One description: index.html's static one must not stay beside the page's own.
  expect.soft(descriptions, 'exactly one non-empty meta description').toHaveLength(1);
  expect
    .soft(descriptions.filter((text) => text.trim()).length, 'a non-empty meta description')
    .toBeGreaterThan(0);
  for (const description of descriptions)
    expectTextInLanguage(description, lang, `meta description "${description}"`);
}

/** Breadcrumbs: Home, the parents, then the current page (aria-current), or none at all. */
export async function expectBreadcrumbs(
  shop: ShopPage,
  demo: Demo,
  items: (string | RegExp)[] | null,
): Promise<void> {
  const nav = await shop.breadcrumbs();
  if (items === null) {
    await expect.soft(nav, 'no breadcrumbs').toHaveCount(0);
    return;
  }
  const home = await demo.t('Home');
  await expect.soft(nav, 'breadcrumbs').toBeVisible();
  await expect
    .soft(nav.getByRole('listitem'), 'breadcrumbs: Home, parents, current')
    .toHaveText([home, ...items]);
  await expect.soft(nav.getByRole('link').first()).toHaveAttribute('href', '/');
  await expect.soft(nav.locator('[aria-current="page"]'), 'the current crumb').toHaveText(items.at(-1)!);
}

/** Nothing wider than the viewport (a phone must not scroll sideways). */
export async function expectNoHorizontalOverflow(shop: ShopPage): Promise<void> {
  const overflow = await shop.page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== 'fixed') {
          const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${Array.from(element.classList).join('.')}` : ''}`;
          offenders.push(`${name} right=${Math.round(box.right)}`);
          if (offenders.length >= 5) break;
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
  expect
    .soft(overflow.scrollWidth, `page wider than the viewport: ${overflow.offenders.join(', ')}`)
    .toBeLessThanOrEqual(overflow.width + 1);
}
