import type { PaymentForm } from '@storefront/contract';

/**
 * The browser's way to the payment provider: the save-order and pay-order answers give
 * `{action, method, fields}`. A GET goes to the action with the fields as its query; a POST is a
 * form of hidden inputs submitted by script. Both are built with DOM calls (no HTML strings, so the
 * page's Trusted Types policy has nothing to say); a POST to another site also needs that site in
 * the CSP's `form-action`, which the server adds for the configured provider.
 */

/** Only http(s) addresses are followed: never `javascript:` or `data:`, whatever an answer says. */
function actionUrl(form: PaymentForm, base: string): URL {
  const url = new URL(form.action, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Refusing payment action ${url.protocol}`);
  }
  return url;
}

/** A GET payment page's address: the action with the fields added to its own query. */
export function paymentPageUrl(form: PaymentForm, base = window.location.href): string {
  const url = actionUrl(form, base);
  for (const [name, value] of Object.entries(form.fields)) url.searchParams.set(name, value);
  return url.href;
}

/** A POST payment form: hidden inputs with the fields, not yet in the page. */
export function buildPaymentForm(form: PaymentForm, doc: Document = document): HTMLFormElement {
  const element = doc.createElement('form');
  element.method = 'post';
  element.action = actionUrl(form, doc.location?.href ?? 'http://localhost/').href;
  element.acceptCharset = 'UTF-8';
  element.hidden = true;
  element.dataset.testid = 'payment-form';
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  return element;
}

/** Leaves the shop for the payment page. */
export function goToPayment(form: PaymentForm, win: Window = window): void {
  if (form.method === 'GET') {
    win.location.assign(paymentPageUrl(form, win.location.href));
    return;
  }
  const element = buildPaymentForm(form, win.document);
  win.document.body.append(element);
  element.submit();
}
