import {
  type Demo,
  escapeRegExp,
  expect,
  expectBreadcrumbs,
  expectDocumentLanguage,
  expectNoHorizontalOverflow,
  firstTagText,
  LANGS,
  type ShopPage,
  test,
  VIEWPORTS,
} from './fixtures';

/**
 * Every content route, in ru-RU and en-US, at 375 px and 1280 px: the page shows texts
 * read from the API in the test, the breadcrumbs are Home, parents, current page, `<title>`, meta
 * description and `<html lang>` are in the page's language, nothing overflows sideways, the console
 * stays clean and axe-core finds no serious or critical violation.
 */

interface Expectations {
  /** Part of the `<title>`. */
  title: string | RegExp;
  /** Breadcrumbs after Home; null when the page has none (home, not-found layout). */
  crumbs: (string | RegExp)[] | null;
}

interface RouteCase {
  name: string;
  path: string | ((demo: Demo) => Promise<string>);
  /** Where the app ends up (a redirect), if not at `path`. */
  finalPath?: string;
  check: (shop: ShopPage, demo: Demo) => Promise<Expectations>;
  /** A step after the common checks (following the not-found page's link home). */
  after?: (shop: ShopPage, demo: Demo) => Promise<void>;
}

const contains = (text: string) => new RegExp(escapeRegExp(text));

/** A static page from /api/page: its title as the heading and its first sub-heading or paragraph. */
async function staticPage(shop: ShopPage, demo: Demo, link: string): Promise<Expectations> {
  const page = await demo.page(link);
  const main = shop.page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(page.title);
  const bodyText = firstTagText(page.text, 'h2') ?? firstTagText(page.text, 'p');
  if (bodyText) await expect(main.getByText(bodyText, { exact: false }).first()).toBeVisible();
  return { title: page.title, crumbs: [link === 'about' ? await demo.t('About') : page.title] };
}

async function notFound(shop: ShopPage, demo: Demo): Promise<Expectations> {
  const main = shop.page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(await demo.t('NotFoundTitle'));
  const home = main.getByRole('link', { name: await demo.t('GoHome') });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', '/');
  return { title: await demo.t('PageNotFound'), crumbs: null };
}

/** The not-found page's link leads home, in the app (no reload needed). */
async function followHomeLink(shop: ShopPage, demo: Demo): Promise<void> {
  await shop.page
    .getByRole('main')
    .getByRole('link', { name: await demo.t('GoHome') })
    .click();
  await expect(shop.page).toHaveURL((url) => url.pathname === '/');
  await expect(shop.page.getByRole('banner')).toBeVisible();
  await expect(shop.page).toHaveTitle(contains((await demo.settings()).settings.sitename));
}

async function articleList(
  shop: ShopPage,
  demo: Demo,
  categoryId: 100 | 1,
  key: 'News' | 'Publications',
): Promise<Expectations> {
  const [first] = await demo.articles(categoryId);
  const main = shop.page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(await demo.t(key));
  await expect(main.getByRole('link', { name: first!.title }).first()).toBeVisible();
  return { title: await demo.t(key), crumbs: [await demo.t(key)] };
}

async function article(
  shop: ShopPage,
  demo: Demo,
  categoryId: 100 | 1,
  key: 'News' | 'Publications',
): Promise<Expectations> {
  const [first] = await demo.articles(categoryId);
  const { current, recent_list: recent } = await demo.article(first!.path);
  const main = shop.page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(current.title);
  const bodyText = firstTagText(current.body, 'p');
  if (bodyText) await expect(main.getByText(bodyText).first()).toBeVisible();
  if (recent[0]) await expect(main.getByRole('link', { name: recent[0].title }).first()).toBeVisible();
  return { title: current.title, crumbs: [await demo.t(key), current.title] };
}

const routes: RouteCase[] = [
  {
    name: 'home',
    path: '/',
    async check(shop, demo) {
      const { settings } = await demo.settings();
      const { popular } = await demo.countries();
      const [advantage] = await demo.advantages();
      const [latest] = await demo.articles(100);
      const main = shop.page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      // The country picker: popular countries first, as buttons.
      await expect(main.getByRole('button', { name: popular[0]!.text, exact: true }).first()).toBeVisible();
      await expect(main.getByText(advantage!.title, { exact: true }).first()).toBeVisible();
      await expect(main.getByRole('link', { name: latest!.title }).first()).toBeVisible();
      return { title: settings.sitename, crumbs: null };
    },
  },
  { name: 'about', path: '/about', check: (shop, demo) => staticPage(shop, demo, 'about') },
  { name: 'page offer', path: '/page/offer', check: (shop, demo) => staticPage(shop, demo, 'offer') },
  { name: 'page privacy', path: '/page/privacy', check: (shop, demo) => staticPage(shop, demo, 'privacy') },
  {
    name: 'page payment-delivery',
    path: '/page/payment-delivery',
    check: (shop, demo) => staticPage(shop, demo, 'payment-delivery'),
  },
  {
    name: 'country russia',
    path: '/country/russia',
    async check(shop, demo) {
      const country = await demo.country('russia');
      const [product] = await demo.products(country.id);
      const main = shop.page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(country.text);
      await expect(main.getByText(country.register_name)).toBeVisible();
      await expect(main.getByText(country.description)).toBeVisible();
      await expect(main.getByRole('heading', { name: product!.name }).first()).toBeVisible();
      return { title: contains(country.text), crumbs: [contains(country.text)] };
    },
  },
  {
    name: 'faq',
    path: '/faq',
    async check(shop, demo) {
      const faqs = await demo.faqs();
      const main = shop.page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('button', { name: faqs[0]!.question })).toBeVisible();
      await expect(main.getByRole('button', { name: faqs.at(-1)!.question })).toBeAttached();
      return { title: await demo.t('Faq'), crumbs: [await demo.t('Faq')] };
    },
  },
  {
    name: 'foreign-registers',
    path: '/foreign-registers',
    async check(shop, demo) {
      const { countries } = await demo.countries();
      const foreign = countries.filter((country) => country.link_sef !== 'russia' && country.online);
      const main = shop.page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByText(foreign[0]!.text, { exact: true }).first()).toBeVisible();
      const title = new RegExp(
        `${escapeRegExp(await demo.t('ForeignRegisters'))}|${escapeRegExp(await demo.t('ForeignRegistersTitle'))}`,
        'i',
      );
      return { title, crumbs: [await demo.t('ForeignRegisters')] };
    },
  },
  {
    name: 'tariffs',
    path: '/tariffs',
    async check(shop, demo) {
      const { countries, popular } = await demo.countries();
      const main = shop.page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      for (const country of [popular[0]!, countries.at(-1)!]) {
        await expect(main.locator(`a[href="/tariffs/${country.link_sef}"]`).first()).toContainText(
          country.text,
        );
      }
      return { title: await demo.t('Tariffs'), crumbs: [await demo.t('Tariffs')] };
    },
  },
  {
    name: 'tariffs russia',
    path: '/tariffs/russia',
    async check(shop, demo) {
      const country = await demo.country('russia');
      const products = await demo.products(country.id);
      const main = shop.page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(country.text);
      // Each product with its price in roubles: whole roubles, a space between thousands.
      const expensive = products.find((product) => product.ruble_price_num >= 1000) ?? products[0]!;
      const card = main
        .getByTestId('product-card')
        .filter({ has: shop.page.getByRole('heading', { name: expensive.name, exact: true }) });
      await expect(card.first()).toBeVisible();
      const rub = String(expensive.ruble_price_num).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
      await expect(card.first().getByTestId('price-rub').first()).toHaveText(`${rub} ₽`);
      await expect(main.getByTestId('product-card')).toHaveCount(products.length);
      return { title: contains(country.text), crumbs: [await demo.t('Tariffs'), contains(country.text)] };
    },
  },
  {
    name: 'materials redirects to news',
    path: '/materials',
    finalPath: '/materials/news',
    check: (shop, demo) => articleList(shop, demo, 100, 'News'),
  },
  { name: 'news', path: '/materials/news', check: (shop, demo) => articleList(shop, demo, 100, 'News') },
  {
    name: 'news article',
    path: async (demo) => `/materials/news/${(await demo.articles(100))[0]!.path}`,
    check: (shop, demo) => article(shop, demo, 100, 'News'),
  },
  {
    name: 'publications',
    path: '/materials/publications',
    check: (shop, demo) => articleList(shop, demo, 1, 'Publications'),
  },
  {
    name: 'publication article',
    path: async (demo) => `/materials/publications/${(await demo.articles(1))[0]!.path}`,
    check: (shop, demo) => article(shop, demo, 1, 'Publications'),
  },
  { name: '404', path: '/404', check: notFound },
  { name: 'unknown path', path: '/no-such-page/anywhere', check: notFound, after: followHomeLink },
];

for (const lang of LANGS) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${lang} ${viewport.width}px`, () => {
      test.use({ lang, viewportName: viewport.name });

      for (const route of routes) {
        test(`${route.name}`, async ({ shop, demo }) => {
          const path = typeof route.path === 'string' ? route.path : await route.path(demo);
          await shop.page.goto(path);
          await expect(shop.page).toHaveURL(
            (url) => url.pathname === (route.finalPath ?? new URL(path, 'http://x').pathname),
          );

          const expected = await route.check(shop, demo);
          await expectDocumentLanguage(shop, expected.title);
          await expectBreadcrumbs(shop, demo, expected.crumbs);
          await expectNoHorizontalOverflow(shop);
          // The redirect lands on the news list, which has its own case: no second axe run.
          if (!route.finalPath) await shop.expectAccessible();
          await route.after?.(shop, demo);
          shop.expectNoErrors();
        });
      }
    });
  }
}
