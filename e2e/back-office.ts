import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  apiCall,
  cartLineFields,
  type Company,
  createStaff,
  type Demo,
  fillGuestCart,
  type HeldCart,
  type Lang,
} from './fixtures';

/*
 * Shared pieces of the back-office journeys: staff made with the shop's own CLI, the
 * login form, a guest's cart and checkout in a browser of its own, a small real PDF to upload.
 */

export type Translate = (key: string, ...args: (string | number)[]) => Promise<string>;

export { createStaff };

/** Signs in through the login page's form (the page must show it). */
export async function logIn(page: Page, t: Translate, email: string, password: string): Promise<void> {
  const login = page.getByRole('region', { name: await t('LoginTitle') });
  await login.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await login.getByLabel(/^(Пароль|Password)/).fill(password);
  await login.getByRole('button', { name: await t('Login') }).click();
}

/** A browser of its own (a customer, a manager) at desktop width in the given language. */
export async function newBrowserContext(
  browser: Browser,
  baseURL: string,
  lang: Lang,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: lang });
  await context.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
  return context;
}

/** A small real PDF (one page, one line of text) with a correct cross-reference table. */
export function smallPdf(text: string): Buffer {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface CartProduct {
  id: number;
  name: string;
  price_num: number;
  ruble_price_num: number;
  delivery: boolean;
}

/**
 * A guest's cart of two electronic documents of Russia for one company, as the browser keeps it
 * (its ids and key); answers that and the products put in it.
 */
export async function guestCart(
  request: APIRequestContext,
  demo: Demo,
): Promise<HeldCart & { products: CartProduct[] }> {
  const russia = await demo.country('russia');
  const company: Company = (await demo.companies(russia.id, 'строй')).companies[0]!;
  // The documents that company can have (an organisation has no EGRIP extract).
  const { products } = await apiCall<{ products: CartProduct[] }>(request, 'products', {
    lang: demo.lang,
    country_id: russia.id,
    company_id: company.id,
  });
  const chosen = products.filter((candidate) => !candidate.delivery).slice(0, 2);
  const cart = await fillGuestCart(
    request,
    chosen.map((product) => cartLineFields(demo.lang, product, company)),
  );
  return { ...cart, products: chosen };
}

/**
 * Fills the checkout form of a guest (the cart's ids already in the browser's storage), picks the
 * payment method and places the order.
 */
export async function fillCheckout(
  page: Page,
  demo: Demo,
  email: string,
  payment: 'PaymentCard' | 'PaymentInvoice',
): Promise<void> {
  await page.goto('/checkout');
  const box = async (key: string) => page.getByRole('textbox', { name: new RegExp(`^${await demo.t(key)}`) });
  await (await box('LastName')).fill('Иванова');
  await (await box('FirstName')).fill('Анна');
  await (await box('Email')).fill(email);
  await page
    .getByRole('textbox', { name: new RegExp(`^${await demo.t('Phone')} \\(`) })
    .pressSequentially('9123456789');
  await page.getByRole('radio', { name: new RegExp(await demo.t(payment)) }).check();
  await page.getByRole('button', { name: await demo.t('PlaceOrder') }).click();
}

/** Replaces the text of a rich-text editor of the back-office (its test id) with `text`. */
export async function typeInEditor(page: Page, testId: string, text: string): Promise<void> {
  const surface = page.getByTestId(testId).getByRole('textbox');
  await surface.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}
