import type { Page } from '@playwright/test';
import { createStaff, logIn, newBrowserContext, smallPdf } from './back-office';
import {
  apiCall,
  cartLineFields,
  type Company,
  expect,
  expectNoHorizontalOverflow,
  fillGuestCart,
  holdGuestCart,
  test,
} from './fixtures';
import { decodedMail, mailsTo } from './mails';

/**
 * The order's page (with the form when it is open) at a laptop's and a phone's width; the
 * shipment's section and form fit in it.
 */
async function screenshots(page: Page, name: string) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    if (!(await page.getByRole('dialog').isVisible()))
      await page
        .getByTestId(/^(admin-order-shipments|order-shipment)$/)
        .first()
        .scrollIntoViewIfNeeded();
    for (const part of [page.getByTestId('admin-order-shipments'), page.getByRole('dialog')])
      if (await part.isVisible()) {
        const box = (await part.boundingBox())!;
        expect.soft(box.x + box.width, `${name}: fits ${width} px`).toBeLessThanOrEqual(width);
      }
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe(() => {
  test.use({ lang: 'ru-RU', viewportName: 'desktop' });

  test('a manager finds a paper order by phone, ships its original, and the customer sees the tracking number', async ({
    shop,
    demo,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const { page } = shop;
    const t = (key: string, ...args: (string | number)[]) => demo.t(key, ...args);
    const stamp = Date.now();
    const buyer = `shipments-buyer-${stamp}@example.com`;
    // A phone no other journey uses: the search must find this order alone.
    const phone = `9${String(stamp).slice(-9)}`;

    // A guest orders a paper original for a bank transfer, in a browser of its own, and stays signed in.
    const customer = await newBrowserContext(browser, baseURL!, 'ru-RU');
    const customerPage = await customer.newPage();
    const russia = await demo.country('russia');
    const { products } = await apiCall<{ products: { id: number; price_num: number; delivery: boolean }[] }>(
      customer.request,
      'products',
      { lang: 'ru-RU', country_id: russia.id },
    );
    const company: Company = (await demo.companies(russia.id, 'строй')).companies[0]!;
    const paper = products.find((product) => product.delivery)!;
    await holdGuestCart(
      customerPage,
      await fillGuestCart(customer.request, [cartLineFields('ru-RU', paper, company)]),
    );
    await customerPage.goto('/checkout');
    const box = async (key: string) =>
      customerPage.getByRole('textbox', { name: new RegExp(`^${await t(key)}`) });
    await (await box('LastName')).fill('Петрова');
    await (await box('FirstName')).fill('Анна');
    await (await box('Email')).fill(buyer);
    await customerPage
      .getByRole('textbox', { name: new RegExp(`^${await t('Phone')} \\(`) })
      .pressSequentially(phone);
    await (await box('DeliveryCountry')).fill('Россия');
    await (await box('City')).fill('Москва');
    await (await box('ContactIndex')).fill('101000');
    await (await box('DeliveryAddress')).fill('ул. Мясницкая, 1');
    await (await box('ContactName')).fill('Анна Петрова');
    await customerPage
      .getByRole('textbox', { name: new RegExp(`^${await t('ContactPhone')}`) })
      .pressSequentially('9031112233');
    await customerPage.getByRole('radio', { name: new RegExp(await t('PaymentInvoice')) }).check();
    await customerPage.getByRole('button', { name: await t('PlaceOrder') }).click();
    await expect(customerPage).toHaveURL(/\/order-success\?order_id=\d+$/, { timeout: 30_000 });

    // The manager finds it by the phone as the customer says it: with 8 and spaces.
    const manager = `shipments-manager-${stamp}@example.com`;
    const password = 'manager-pass-12345';
    createStaff(manager, password, 'manager');
    await page.goto('/login?redirect=%2Fadmin%2Forders');
    await logIn(page, t, manager, password);
    await expect(page).toHaveURL(/\/admin\/orders$/);
    const filters = page.getByRole('search', { name: await t('AdminOrdersFilters') });
    await filters.getByLabel(await t('AdminOrdersSearch')).fill(`8 ${phone.slice(0, 3)} ${phone.slice(3)}`);
    await filters.getByRole('button', { name: await t('AdminApplyFilters') }).click();
    const rows = page.getByTestId('admin-orders-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(buyer);
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!
      .replace(/^\D*/, 'RD-')
      .trim();

    // Paid by transfer, its scan uploaded: it waits for the original, not completed.
    await page.getByTestId('admin-order-mark-paid').click();
    const markPaid = page.getByRole('dialog');
    await markPaid.getByRole('textbox', { name: new RegExp(await t('AdminPaymentReference')) }).fill('4711');
    await markPaid.getByRole('button', { name: await t('AdminMarkPaidConfirm') }).click();
    await expect(markPaid).toHaveCount(0);
    await page.getByTestId(/^admin-upload-\d+$/).click();
    const upload = page.getByRole('dialog');
    await upload.getByTestId('admin-upload-file').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Scan'),
    });
    await upload.getByTestId('admin-upload-submit').click();
    await expect(upload).toHaveCount(0);
    const status = page.getByTestId('admin-order-status');
    await expect(status).toContainText(await t('AdminStatusAwaitingShipment'));
    await expect(page.getByTestId('admin-order-awaiting-shipment')).toBeVisible();

    // The form, keyboard only, in both languages at a phone's and a laptop's width.
    const form = page.getByTestId('admin-ship-form');
    await page.getByTestId('admin-order-ship').focus();
    await page.keyboard.press('Enter');
    await expect(form).toBeVisible();
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expectNoHorizontalOverflow(shop);
    await shop.expectAccessible('shipment form');
    await screenshots(page, 'admin-ship-form-ru');
    await page.keyboard.press('Escape');
    await shop.context.addCookies([{ name: 'language', value: 'en-US', domain: '127.0.0.1', path: '/' }]);
    await page.reload();
    await page.getByTestId('admin-order-ship').click();
    await expect(
      page.getByRole('dialog', { name: `Shipping the originals of order ${number}` }),
    ).toBeVisible();
    await screenshots(page, 'admin-ship-form-en');
    await page.keyboard.press('Escape');
    await shop.context.addCookies([{ name: 'language', value: 'ru-RU', domain: '127.0.0.1', path: '/' }]);
    await page.reload();

    await page.getByTestId('admin-order-ship').click();
    await form.getByRole('combobox', { name: new RegExp(await t('AdminCarrier')) }).fill('СДЭК');
    await form
      .getByRole('textbox', { name: new RegExp(await t('AdminTrackingNumber')) })
      .fill('12 3456 7890');
    await form.getByRole('textbox', { name: new RegExp(await t('AdminTrackingNumber')) }).press('Enter');
    await expect(form).toHaveCount(0);
    await expect(status).toContainText(await t('OrderStatusCompleted'));
    await expect(page.getByTestId('admin-order-parcel')).toContainText('СДЭК, трек-номер 1234567890');
    await expect(page.getByTestId('admin-order-history')).toContainText(await t('AdminEventShipped'));
    await expect(page.getByTestId('admin-order-mails')).toContainText(await t('AdminMailOriginalsShipped'));
    await screenshots(page, 'admin-order-shipped');

    // The customer is mailed the number, and sees it with the order.
    await expect
      .poll(
        () =>
          mailsTo(buyer)
            .map(decodedMail)
            .find((mail) => mail.includes('Трек-номер: 1234567890')),
        {
          timeout: 15_000,
        },
      )
      .toContain('https://www.cdek.ru/ru/tracking/?order_id=1234567890');
    await customerPage.goto('/account/orders');
    const shipment = customerPage.getByTestId('order-shipment');
    await expect(shipment).toHaveText(/СДЭК, трек-номер 1234567890/);
    await expect(shipment.getByRole('link')).toHaveAttribute(
      'href',
      'https://www.cdek.ru/ru/tracking/?order_id=1234567890',
    );
    await screenshots(customerPage, 'account-order-shipped');
    await customer.close();
    shop.expectNoErrors();
  });
});
