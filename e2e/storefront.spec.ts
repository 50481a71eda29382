import { type ConsoleMessage, type Page, expect, test } from '@playwright/test';

/** Console errors include CSP violations and failed requests: the production page must have none. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const viewport of [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`the built shop starts from the API in Chromium (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = collectConsoleErrors(page);
    const apiStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/')) apiStatuses.push(response.status());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Реестр Документов');
    await expect(page.locator('.countries li')).toHaveCount(6);
    await expect(page.locator('.countries')).toContainText('Россия');
    await expect(page).toHaveTitle('Реестр Документов');
    expect(apiStatuses).toEqual([200, 200]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`home-${viewport.name}.png`), fullPage: true });
  });
}

test('a deep link gets the app (history mode), a missing asset a 404', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/materials/news/some-article');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  expect((await request.get('/assets/missing-Abc123.js')).status()).toBe(404);
  const api = await request.post('/api/no-such-call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: 'NotFound' });
});
