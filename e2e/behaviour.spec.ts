import type { Locator, Page } from '@playwright/test';
import { apiCall, type ArticleItem, type Demo, expect, firstTagText, type ShopPage, test } from './fixtures';

/**
 * Behaviour journeys: the language choice, the FAQ accordion, pagination, the header's
 * scrolled state, the mobile menu, and scroll positions across navigation.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/**
 * Scroll the window, let the app react (the header's scrolled state changes its height, and the
 * browser's scroll anchoring may then move the page by that much) and return where it settled.
 */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await scrollY(page);
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [300] },
    )
    .toBe(true);
  expect(Math.abs(last - y), `scrolled near ${y}`).toBeLessThanOrEqual(20);
  return last;
}

/** The language chooser in a part of the page: a button named 'Язык: …' in the UI's language. */
async function languageButton(region: Locator, ui: Demo): Promise<Locator> {
  return region.getByRole('button', { name: new RegExp(`^${await ui.t('Language')}`) });
}

async function languageCookie(shop: ShopPage): Promise<string | undefined> {
  const cookies = await shop.context.cookies();
  return cookies.find((cookie) => cookie.name === 'language')?.value;
}

test.describe('language choice', () => {
  for (const viewportName of ['desktop', 'phone'] as const) {
    test.describe(() => {
      test.use({ lang: 'ru-RU', viewportName });

      test(`switches the UI without a reload and survives one (${viewportName})`, async ({
        shop,
        demo,
        demoByLang,
      }) => {
        const { page } = shop;
        const en = demoByLang.get('en-US')!;
        const ruFaq = await demo.faqs();
        const enFaq = await en.faqs();
        await page.goto('/faq');
        const main = page.getByRole('main');
        await expect(main.getByRole('button', { name: ruFaq[0]!.question })).toBeVisible();
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        // The languages as each UI language's settings name them.
        const nameIn = async (ui: typeof demo, locale: string) =>
          (await ui.settings()).languages.find((language) => language.locale === locale)!.name;

        // The header's menu: a button named 'Язык: …', then the languages as radio items.
        const trigger = await languageButton(page.getByRole('banner'), demo);
        await trigger.click();
        const russian = page.getByRole('menuitemradio', { name: await nameIn(demo, 'ru-RU') });
        await expect(russian).toHaveAttribute('aria-checked', 'true');
        await shop.expectAccessible('/faq with the language menu open');
        await page.getByRole('menuitemradio', { name: await nameIn(demo, 'en-US') }).click();

        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(main.getByRole('button', { name: enFaq[0]!.question })).toBeVisible();
        await expect(main.getByRole('heading', { level: 1 })).not.toContainText(/[А-Яа-яЁё]/);
        // The logo's name is text in the page's language.
        const logo = page.getByRole('banner').getByTestId('logo');
        await expect(logo).toContainText(await en.t('LogoName'));
        await expect(logo).not.toContainText(/[А-Яа-яЁё]/);
        const enSettings = await en.settings();
        const topItem = enSettings.top_menu.find((item) => item.top_status)!;
        if (shop.viewport.name === 'desktop') {
          await expect(
            page.getByRole('banner').getByRole('link', { name: topItem.label, exact: true }),
          ).toBeVisible();
        }
        await expect(page.getByRole('contentinfo')).toContainText(enSettings.settings.address);
        await expect(page).toHaveTitle(new RegExp(await en.t('Faq'), 'i'));
        expect(
          await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
          'no page reload',
        ).toBe(true);
        expect(await languageCookie(shop)).toBe('en-US');

        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(main.getByRole('button', { name: enFaq[0]!.question })).toBeVisible();
        await expect(await languageButton(page.getByRole('banner'), en)).toBeVisible();

        // And back.
        await (await languageButton(page.getByRole('banner'), en)).click();
        await page.getByRole('menuitemradio', { name: await nameIn(en, 'ru-RU') }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
        await expect(main.getByRole('button', { name: ruFaq[0]!.question })).toBeVisible();
        expect(await languageCookie(shop)).toBe('ru-RU');
        shop.expectNoErrors();
      });
    });
  }

  for (const viewportName of ['desktop', 'phone'] as const) {
    test.describe(() => {
      test.use({ lang: 'ru-RU', viewportName });

      test(`is offered on the login and forgot-password pages (${viewportName})`, async ({
        shop,
        demo,
        demoByLang,
      }) => {
        const { page } = shop;
        const en = demoByLang.get('en-US')!;
        const english = (await demo.settings()).languages.find((language) => language.locale === 'en-US')!;
        for (const path of ['/forgot-password', '/login']) {
          await page.goto(path);
          await expect(page.getByRole('main').getByTestId('logo')).toContainText(await demo.t('LogoName'));
          await expect(await languageButton(page.getByRole('main'), demo)).toBeVisible();
        }
        await (await languageButton(page.getByRole('main'), demo)).click();
        await page.getByRole('menuitemradio', { name: english.name }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.getByRole('button', { name: await en.t('Login'), exact: true })).toBeVisible();
        await expect(page.getByRole('main').getByTestId('logo')).toContainText(await en.t('LogoName'));
        expect(await languageCookie(shop)).toBe('en-US');
        await shop.expectAccessible('/login in English');
        shop.expectNoErrors();
      });
    });
  }

  test.describe(() => {
    test.use({ lang: 'en-US' });
    test('is read from the language cookie at start (en-US)', async ({ shop, demo }) => {
      await shop.page.goto('/');
      await expect(shop.page.locator('html')).toHaveAttribute('lang', 'en');
      const trigger = await languageButton(shop.page.getByRole('banner'), demo);
      await expect(trigger).toBeVisible();
      await trigger.click();
      const english = (await demo.settings()).languages.find((language) => language.locale === 'en-US')!.name;
      await expect(shop.page.getByRole('menuitemradio', { name: english })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await shop.page.keyboard.press('Escape');
      await expect(shop.page.getByRole('menuitemradio')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      // From the keyboard: ArrowDown opens on the chosen language, the arrows wrap, Tab closes.
      await shop.page.keyboard.press('ArrowDown');
      await expect(shop.page.getByRole('menuitemradio', { name: english })).toBeFocused();
      const items = shop.page.getByRole('menuitemradio');
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      await shop.page.keyboard.press('End');
      await expect(items.nth(count - 1)).toBeFocused();
      await shop.page.keyboard.press('ArrowDown');
      await expect(items.first()).toBeFocused();
      await shop.page.keyboard.press('Tab');
      await expect(items).toHaveCount(0);
      shop.expectNoErrors();
    });
  });
});

test.describe('FAQ accordion', () => {
  for (const lang of ['ru-RU', 'en-US'] as const) {
    test.describe(() => {
      test.use({ lang, viewportName: lang === 'ru-RU' ? 'phone' : 'desktop' });

      test(`opens one entry at a time, closes the open one (${lang})`, async ({ shop, demo }) => {
        const faqs = await demo.faqs();
        const { page } = shop;
        await page.goto('/faq');
        const main = page.getByRole('main');
        const toggles = main.locator('button[aria-expanded]');
        await expect(toggles).toHaveCount(faqs.length);
        for (const toggle of await toggles.all())
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');

        const first = main.getByRole('button', { name: faqs[0]!.question });
        const second = main.getByRole('button', { name: faqs[1]!.question });
        const firstAnswer = firstTagText(faqs[0]!.answer, 'p') ?? firstTagText(faqs[0]!.answer, 'li')!;
        const secondAnswer = firstTagText(faqs[1]!.answer, 'li') ?? firstTagText(faqs[1]!.answer, 'p')!;
        await expect(main.getByText(firstAnswer)).toBeHidden();

        await first.click();
        await expect(first).toHaveAttribute('aria-expanded', 'true');
        await expect(main.getByText(firstAnswer)).toBeVisible();

        await second.click();
        await expect(second).toHaveAttribute('aria-expanded', 'true');
        await expect(first).toHaveAttribute('aria-expanded', 'false');
        await expect(main.getByText(secondAnswer)).toBeVisible();
        await expect(main.getByText(firstAnswer)).toBeHidden();

        await second.click();
        await expect(second).toHaveAttribute('aria-expanded', 'false');
        await expect(main.getByText(secondAnswer)).toBeHidden();
        await expect(main.locator('button[aria-expanded="true"]')).toHaveCount(0);

        // Keyboard: Enter on a focused question opens it.
        await first.focus();
        await page.keyboard.press('Enter');
        await expect(first).toHaveAttribute('aria-expanded', 'true');
        await shop.expectAccessible('/faq with an entry open');
        shop.expectNoErrors();
      });

      test(`an entry can be linked to directly (${lang})`, async ({ shop, demo }) => {
        const faqs = await demo.faqs();
        const target = faqs[2]!;
        await shop.page.goto(`/faq#faq-${target.id}`);
        const toggle = shop.page.getByRole('main').getByRole('button', { name: target.question });
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(toggle).toBeInViewport();
        await expect(shop.page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(1);
        shop.expectNoErrors();
      });
    });
  }
});

test.describe('news pagination', () => {
  for (const lang of ['ru-RU', 'en-US'] as const) {
    test.describe(() => {
      test.use({ lang, viewportName: lang === 'ru-RU' ? 'desktop' : 'phone' });

      test(`page 2 is in the URL and shows other items (${lang})`, async ({ shop, demo, request }) => {
        const { page } = shop;
        const all = await demo.articles(100);
        await page.goto('/materials/news');
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: all[0]!.title }).first()).toBeVisible();

        const pager = main.getByRole('navigation', { name: await demo.t('Pagination') });
        await expect(pager).toBeVisible();
        const secondPage = page.waitForResponse((response) =>
          /\/api\/articles\?.*page=2/.test(response.url()),
        );
        await pager.getByRole('link', { name: await demo.t('NextPage') }).click();
        await expect(page).toHaveURL(/\/materials\/news\?page=2$/);

        const answer = (await (await secondPage).json()) as { articles: { list: ArticleItem[] } };
        const pageTwo = answer.articles.list;
        expect(pageTwo.length, 'the second page has items').toBeGreaterThan(0);
        // Page 2 continues page 1 in the API's order.
        const offset = all.findIndex((item) => item.id === pageTwo[0]!.id);
        expect(offset, 'page 2 starts after page 1').toBeGreaterThan(0);
        await expect(main.getByRole('link', { name: pageTwo[0]!.title }).first()).toBeVisible();
        await expect(main.getByRole('link', { name: all[0]!.title })).toHaveCount(0);
        await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
        await expect(page).toHaveTitle(new RegExp(await demo.t('News')));

        // The page survives a reload (it is in the URL) and back returns to page 1.
        await page.reload();
        await expect(main.getByRole('link', { name: pageTwo[0]!.title }).first()).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/\/materials\/news$/);
        await expect(main.getByRole('link', { name: all[0]!.title }).first()).toBeVisible();
        await expect(main.getByRole('link', { name: pageTwo[0]!.title })).toHaveCount(0);

        // Same texts as a direct API call for page 2 with the app's page size.
        const direct = await apiCall<{ articles: { list: ArticleItem[] } }>(
          request,
          'articles?page=2&category_id=100',
          {
            lang,
            pagesize: offset,
          },
        );
        expect(direct.articles.list.map((item) => item.title)).toEqual(pageTwo.map((item) => item.title));
        shop.expectNoErrors();
      });
    });
  }
});

test.describe('header scrolled state', () => {
  for (const viewportName of ['desktop', 'phone'] as const) {
    test.describe(() => {
      test.use({ lang: 'ru-RU', viewportName });

      test(`after 50 px of scroll; dark only on top of the home page (${viewportName})`, async ({
        shop,
        demo,
      }) => {
        const { page } = shop;
        await page.goto('/');
        const header = page.locator('header[data-scrolled]');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(header).toHaveAttribute('data-scrolled', 'false');
        await expect(header).toHaveAttribute('data-tone', 'dark');

        await scrollTo(page, 40);
        await expect(header).toHaveAttribute('data-scrolled', 'false');
        await scrollTo(page, 120);
        await expect(page.locator('header[data-scrolled="true"]')).toHaveCount(1);
        await expect(header).toHaveAttribute('data-tone', 'light');
        await expect(header).toBeInViewport();
        await scrollTo(page, 0);
        await expect(header).toHaveAttribute('data-scrolled', 'false');

        // Just past the threshold the state must hold still: no flip-flop as the header resizes.
        await page.evaluate(() => window.scrollTo({ top: 56, behavior: 'instant' }));
        const samples: string[] = [];
        for (let index = 0; index < 8; index++) {
          await page.waitForTimeout(150);
          samples.push(`${await header.getAttribute('data-scrolled')}@${await scrollY(page)}`);
        }
        const states = new Set(samples.slice(2).map((sample) => sample.split('@')[0]));
        expect.soft(states.size, `the scrolled state settles just past 50 px: ${samples.join(' ')}`).toBe(1);
        await scrollTo(page, 0);

        if (shop.viewport.name === 'desktop') {
          // The top bar offers the same sections as the mobile menu: every item flagged for either.
          const { top_menu: menu } = await demo.settings();
          const nav = page.getByRole('banner').getByRole('navigation', { name: await demo.t('MainMenu') });
          await expect(nav).toHaveCount(1);
          for (const item of menu) {
            const link = nav.getByRole('link', { name: item.label, exact: true });
            if (item.top_status || item.hamburger_status) await expect(link).toBeVisible();
            else await expect(link).toHaveCount(0);
          }
          await expect(nav.locator('a[href="/materials/publications"]')).toBeVisible();
          const rows = await nav
            .getByRole('listitem')
            .evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);
          expect(rows, 'the top menu fits on one row').toBe(1);
          await expect(page.getByRole('button', { name: await demo.t('OpenMenu') })).toBeHidden();
        }

        await page.goto('/faq');
        await expect(header).toHaveAttribute('data-tone', 'light');
        shop.expectNoErrors();
      });
    });
  }
});

test.describe('mobile menu (375 px)', () => {
  for (const lang of ['ru-RU', 'en-US'] as const) {
    test.describe(() => {
      test.use({ lang, viewportName: 'phone' });

      async function openMenu(shop: ShopPage, label: string) {
        await shop.page.getByRole('banner').getByRole('button', { name: label, exact: true }).click();
        const menu = shop.page.getByTestId('mobile-menu');
        await expect(menu).toBeVisible();
        await expect(menu).toHaveAttribute('role', 'dialog');
        await expect.poll(() => bodyOverflow(shop.page), 'body scroll is locked').toBe('hidden');
        return menu;
      }

      async function expectClosed(shop: ShopPage) {
        await expect(shop.page.getByTestId('mobile-menu')).toHaveCount(0);
        await expect.poll(() => bodyOverflow(shop.page), 'body scroll is unlocked').not.toBe('hidden');
      }

      test(`locks scroll and closes on an outside click and on Esc (${lang})`, async ({ shop, demo }) => {
        const { page } = shop;
        const openLabel = await demo.t('OpenMenu');
        await page.goto('/about');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const before = await scrollTo(page, 200);

        const menu = await openMenu(shop, openLabel);
        // The same sections as the desktop bar: every item flagged for either place, About too.
        const sections = (await demo.settings()).top_menu.filter(
          (item) => item.top_status || item.hamburger_status,
        );
        for (const item of sections)
          await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
        await expect(menu.locator('a[href="/about"]')).toBeVisible();
        await expect(menu.locator('a[href="/materials/publications"]')).toBeVisible();
        await expect(menu.getByRole('heading', { name: await demo.t('Menu') })).toBeVisible();
        await shop.expectAccessible('/about with the mobile menu open');

        // The overlay left of the panel.
        const panel = (await menu.boundingBox())!;
        expect(panel.x, 'the panel leaves room for the overlay on its left').toBeGreaterThan(20);
        await page.mouse.click(panel.x / 2, panel.y + panel.height / 2);
        await expectClosed(shop);
        expect(await scrollY(page), 'the page stays where it was').toBe(before);
        await expect(
          page.getByRole('banner').getByRole('button', { name: openLabel, exact: true }),
        ).toBeFocused();

        await openMenu(shop, openLabel);
        await page.keyboard.press('Escape');
        await expectClosed(shop);

        await openMenu(shop, openLabel);
        await menu.getByRole('button', { name: await demo.t('CloseMenu') }).click();
        await expectClosed(shop);
        shop.expectNoErrors();
      });

      test(`closes on navigation, and the new page starts at the top (${lang})`, async ({ shop, demo }) => {
        const { page } = shop;
        await page.goto('/about');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await scrollTo(page, 300);
        const menu = await openMenu(shop, await demo.t('OpenMenu'));
        const target = (await demo.settings()).top_menu.find(
          (item) => item.hamburger_status && item.url === '/faq',
        )!;
        await menu.getByRole('link', { name: target.label, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/faq');
        await expectClosed(shop);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => scrollY(page)).toBe(0);
        shop.expectNoErrors();
      });
    });
  }
});

test.describe('scroll position across navigation', () => {
  for (const viewportName of ['desktop', 'phone'] as const) {
    test.describe(() => {
      test.use({ lang: 'ru-RU', viewportName });

      test(`top on navigation, restored on back and forward (${viewportName})`, async ({ shop, demo }) => {
        const { page } = shop;
        const { bottom_menu: bottom } = await demo.settings();
        const faqItem = bottom.find((item) => item.url === '/faq')!;
        const [latest] = await demo.articles(100);
        await page.goto('/');
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: latest!.title }).first()).toBeVisible();

        // To the footer, then a footer link. The home page's lower blocks fill in as they load: scroll
        // to the bottom until the page stops growing, so the position left is the page's last one.
        await expect
          .poll(async () => {
            const height = () => page.evaluate(() => document.documentElement.scrollHeight);
            const before = await height();
            await page.evaluate(() =>
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
            );
            await page.waitForTimeout(300);
            return (await height()) === before && (await scrollY(page)) > 500;
          })
          .toBe(true);
        const left = await scrollY(page);
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: faqItem.label, exact: true })
          .first()
          .click();
        await expect(page).toHaveURL((url) => url.pathname === '/faq');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => scrollY(page), 'a new page starts at the top').toBe(0);

        // Scroll /faq a little, then back: the home page where it was left.
        const faqLeft = await scrollTo(page, 150);
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === '/');
        // Within the 12 px the header gives up when it takes its compact scrolled state.
        const restored = await expect
          .poll(async () => Math.abs((await scrollY(page)) - left))
          .toBeLessThanOrEqual(16)
          .then(
            () => true,
            () => false,
          );
        expect(
          restored,
          `back restores the position: left at ${left} px, back at ${await scrollY(page)} px`,
        ).toBe(true);

        await page.goForward();
        await expect(page).toHaveURL((url) => url.pathname === '/faq');
        await expect.poll(() => scrollY(page), 'forward restores the position').toBe(faqLeft);
        shop.expectNoErrors();
      });
    });
  }
});
