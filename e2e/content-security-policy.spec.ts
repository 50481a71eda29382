import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailedLinkToken } from './mails';

/** The built server's uploads folder (UPLOADS_DIR's default), where the probe script goes. */
const uploadsDir = fileURLToPath(new URL('../apps/server/public/uploads/', import.meta.url));

// The page's CSP (apps/server/src/plugins/security.ts): no inline styles, Trusted Types for
// scripts, workers only from the origin. Every main page, the human check solving in its worker,
// a toast, the scroll-locking menu and the account pages run under it without one violation.

/** Collects every `securitypolicyviolation` the page (or a frame) reports, before any script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}`,
      ),
    );
  });
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScriptURL/i.test(message.text()))
      fromConsole.push(`${message.type()}: ${message.text()}`);
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

for (const viewportName of ['desktop', 'phone'] as const) {
  test.describe(() => {
    test.use({ lang: 'ru-RU', viewportName });

    test(`the main pages, the human check and the account run under the CSP with no violation (${viewportName})`, async ({
      shop,
      demo,
    }) => {
      test.setTimeout(120_000);
      const { page } = shop;
      const violations = await watchViolations(page);
      const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);

      const csp = (await page.goto('/'))!.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("require-trusted-types-for 'script'");
      expect(csp).toMatch(/style-src 'self'(;|$)/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

      const { countries } = await demo.countries();
      const country = countries.find((each) => each.online) ?? countries[0]!;
      const [article] = await demo.articles(100);
      const pages = [`/country/${country.link_sef}`, '/faq', `/materials/news/${article!.path}`, '/about'];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await violations(), path).toEqual([]);
      }
      // Server HTML went through the storefront-html policy into the article.
      await page.goto(`/materials/news/${article!.path}`);
      await expect(page.locator('.prose').first()).not.toBeEmpty();
      expect(await violations(), 'article').toEqual([]);

      if (viewportName === 'phone') {
        // The Radix menu locks scrolling with a stylesheet of its own (a constructed one here).
        await page.getByRole('button', { name: await t('OpenMenu') }).click();
        await expect(page.getByTestId('mobile-menu')).toBeVisible();
        await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
      }

      // Registration: the human check solves in its worker (storefront-worker policy), and the
      // account pages open.
      expect(await violations(), 'before /login').toEqual([]);
      await page.goto('/login');
      const signup = page.getByRole('region', { name: await t('RegisterTitle') });
      const email = `csp-${viewportName}-${Date.now()}@example.com`;
      await signup.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await signup.getByLabel(/^Пароль/).fill('csp-pass-1');
      await signup.getByLabel(/^Повторите пароль/).fill('csp-pass-1');
      await signup.getByRole('button', { name: await t('Register') }).click();
      await expect(signup.getByText(await t('RegisterCheckEmail'))).toBeVisible({ timeout: 30_000 });
      await page.goto(`/confirm-email#token=${await mailedLinkToken(email, '/confirm-email')}`);
      await expect(page).toHaveURL(/\/account\/profile$/, { timeout: 20_000 });
      expect(await violations(), 'the login page and registration').toEqual([]);
      for (const path of ['/account/profile', '/account/yurlitsa', '/account/orders', '/account/documents']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await violations(), path).toEqual([]);
      }

      // Logging out through the profile menu (a Radix menu) shows a toast (sonner: its stylesheet
      // a file, not an injected <style>).
      await page.goto('/account/profile');
      await page.getByTestId('profile-button').click();
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: await t('Logout') })
        .click();
      // The toaster (sonner's list) goes with its last toast, four seconds on: its style is read
      // in the same step that finds the toast, so that a slow machine cannot look in between.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const toaster = document.querySelector('[data-sonner-toast]')?.closest('[data-sonner-toaster]');
              return toaster ? getComputedStyle(toaster).position : 'no toast';
            }),
          { timeout: 20_000 },
        )
        .toBe('fixed');

      expect(await violations()).toEqual([]);
      shop.expectNoErrors();
      await page.screenshot({ path: test.info().outputPath(`csp-${viewportName}.png`), fullPage: false });
    });

    test(`a script placed in /uploads/ never runs, even with the page's CSP out of the way (${viewportName})`, async ({
      shop,
      browser,
      baseURL,
    }) => {
      const name = `csp-probe-${viewportName}-${Date.now()}.js`;
      const file = join(uploadsDir, name);
      writeFileSync(file, 'window.uploadRan = true;');
      const inject = (page: Page, src: string) =>
        page.evaluate(async (src) => {
          const flag = window as unknown as { uploadRan?: boolean };
          const script = document.createElement('script');
          try {
            (script as unknown as { src: string }).src = src;
          } catch {
            return { outcome: 'blocked by Trusted Types', ran: flag.uploadRan === true };
          }
          const outcome = await new Promise<string>((resolve) => {
            script.onload = () => resolve('loaded');
            script.onerror = () => resolve('refused');
            document.head.append(script);
          });
          return { outcome, ran: flag.uploadRan === true };
        }, src);
      try {
        // Under the page's CSP a script URL needs the app's policy, which takes no upload.
        await shop.page.goto('/');
        expect(await inject(shop.page, `/uploads/${name}`)).toEqual({
          outcome: 'blocked by Trusted Types',
          ran: false,
        });
        // Without any CSP the upload itself refuses: a download type with nosniff is no script.
        const bare = await browser.newContext({ baseURL, bypassCSP: true });
        try {
          const page = await bare.newPage();
          await page.goto('/');
          expect(await inject(page, `/uploads/${name}`)).toEqual({ outcome: 'refused', ran: false });
          // Opened directly it is a download, never a page.
          const response = await page.request.get(`/uploads/${name}`);
          expect(response.headers()['content-type']).toBe('application/octet-stream');
          expect(response.headers()['content-disposition']).toBe('attachment');
          expect(response.headers()['content-security-policy']).toContain('sandbox');
        } finally {
          await bare.close();
        }
      } finally {
        rmSync(file, { force: true });
      }
    });
  });
}
