import type { Page } from '@playwright/test';
import { createStaff, logIn } from './back-office';
import { expect, expectNoHorizontalOverflow, type ShopPage, test } from './fixtures';

/** The page is no wider than the window (tables scroll inside their frames). */
async function expectNoOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

async function screenshot(shop: ShopPage, name: string) {
  for (const width of [1280, 360]) {
    await shop.page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await expectNoHorizontalOverflow(shop);
    await shop.page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await shop.page.setViewportSize({ width: 1280, height: 900 });
}

test('a consultation request from the shop reaches the inbox, a manager takes it into work with a note, the audit log shows it', async ({
  shop,
  demo,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page } = shop;
  const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
  const stamp = Date.now();
  const company = `ООО «Инбокс ${stamp}»`;
  const manager = { email: `inbox-manager-${stamp}@example.com`, password: 'manager-pass-12345' };
  const admin = { email: `inbox-admin-${stamp}@example.com`, password: 'admin-pass-123456' };
  createStaff(manager.email, manager.password, 'manager');
  createStaff(admin.email, admin.password, 'admin');

  // A visitor sends the shop's consultation form.
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: await t('WriteMessage') })
    .click();
  const dialog = page.getByRole('dialog', { name: await t('ConsultTitle') });
  await dialog.getByRole('textbox', { name: /^Имя/ }).fill('Ольга Смирнова');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`olga-${stamp}@example.com`);
  await dialog.getByRole('textbox', { name: /^Компания/ }).fill(company);
  await dialog.getByRole('button', { name: await t('Send') }).click();
  await expect(dialog.getByText(await t('SentSuccessfully'))).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  // The manager signs in and finds it in the inbox, new.
  await page.goto('/admin/consultations');
  await logIn(page, t, manager.email, manager.password);
  await expect(page).toHaveURL(/\/admin\/consultations$/);
  const menu = page.getByRole('navigation', { name: await t('AdminMenu') });
  await expect(menu.getByRole('link', { name: await t('InboxConsultations') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Administrator screens are not in a manager's menu.
  await expect(menu.getByRole('link', { name: await t('InboxAudit') })).toHaveCount(0);
  await page.getByRole('searchbox', { name: await t('InboxSearch') }).fill(`инбокс ${stamp}`);
  await page.getByRole('button', { name: await t('InboxApplyFilters') }).click();
  const table = page.getByTestId('consultations-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(company);
  await expect(table).toContainText(await t('InboxConsultationNew'));
  await shop.expectAccessible('consultations');
  await screenshot(shop, 'admin-consultations');

  // In work, with a note.
  await table.getByTestId('consultation-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\d+/);
  await expect(page.getByTestId('consultation-facts')).toContainText(company);
  await page.getByRole('combobox', { name: await t('InboxSetStatus') }).selectOption('in_work');
  await page.getByRole('button', { name: await t('InboxSaveStatus') }).click();
  await expect(page.getByText(await t('InboxSaved')).first()).toBeVisible();
  const note = 'Позвонила клиенту, ждём реквизиты';
  await page.getByRole('textbox', { name: new RegExp(`^${await t('InboxNote')}`) }).fill(note);
  await page.getByRole('button', { name: await t('InboxAddNote') }).click();
  const notes = page.getByTestId('consultation-notes');
  await expect(notes).toContainText(note);
  await expect(notes).toContainText(manager.email);
  await expect(page.getByTestId('consultation-facts')).toContainText(await t('InboxConsultationInWork'));
  await shop.expectAccessible('consultation');
  await screenshot(shop, 'admin-consultation');

  // The administrator finds the change in the audit log and opens its values before and after.
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await adminContext.addCookies([{ name: 'language', value: shop.lang, domain: '127.0.0.1', path: '/' }]);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/audit');
  await logIn(adminPage, t, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/audit$/);
  await adminPage.getByRole('textbox', { name: await t('InboxWho') }).fill(manager.email);
  await adminPage.getByRole('textbox', { name: await t('InboxAction') }).fill('consultation-status');
  await adminPage.getByRole('button', { name: await t('InboxApplyFilters') }).click();
  const rows = adminPage.getByTestId('audit-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('/api/admin/consultation-status');
  await rows
    .first()
    .getByRole('button', { name: await t('InboxShowChanges') })
    .click();
  const changes = adminPage.getByTestId('audit-changes');
  await expect(changes.getByRole('row', { name: /status new in_work/ })).toBeVisible();
  await adminPage.screenshot({ path: test.info().outputPath('admin-audit-1280.png'), fullPage: true });
  await adminPage.setViewportSize({ width: 360, height: 780 });
  await expectNoOverflow(adminPage);
  await adminPage.screenshot({ path: test.info().outputPath('admin-audit-360.png'), fullPage: true });
  // The outbox holds the request's mail to the manager; the registers screen names its limit.
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto(`/admin/outbox?q=${encodeURIComponent('@')}`);
  await expect(adminPage.getByTestId('outbox-table')).toBeVisible();
  await expectNoOverflow(adminPage);
  await adminPage.screenshot({ path: test.info().outputPath('admin-outbox-1280.png'), fullPage: true });
  await adminPage.setViewportSize({ width: 360, height: 780 });
  await expectNoOverflow(adminPage);
  await adminPage.screenshot({ path: test.info().outputPath('admin-outbox-360.png'), fullPage: true });
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto('/admin/imports');
  await expect(adminPage.getByTestId('register-file')).toBeVisible();
  await adminPage.screenshot({ path: test.info().outputPath('admin-imports-1280.png'), fullPage: true });
  await adminPage.setViewportSize({ width: 360, height: 780 });
  await expectNoOverflow(adminPage);
  await adminPage.screenshot({ path: test.info().outputPath('admin-imports-360.png'), fullPage: true });
  await adminContext.close();
  shop.expectNoErrors();
});
