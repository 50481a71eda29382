import { formatRuble } from '@storefront/contract';
import type { SandboxPageView } from './payment.service.js';

/** Where the sandbox page is served and posts its decision to (plugins/security.ts: a document). */
export const SANDBOX_PAGE_PATH = '/pay/sandbox';
export const SANDBOX_STYLESHEET_PATH = '/pay/sandbox.css';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** A dictionary text with its %s filled in order, escaped for HTML. */
function text(view: SandboxPageView, key: string, ...args: string[]): string {
  let value = view.texts[key] ?? key;
  for (const arg of args) value = value.replace('%s', arg);
  return escape(value);
}

/**
 * The sandbox's payment page: server-rendered, no script at all and no inline style, so it works
 * under the shop's strict CSP (its stylesheet is a file of this origin, the form posts to this
 * origin). The payer approves or declines; a finished payment offers the way back instead. Its
 * banner says, as the shop's pages do in the demo, that the payment is simulated.
 */
export function sandboxPageHtml(view: SandboxPageView, providerPaymentId: string): string {
  const shop = escape(view.shopName);
  const amount = escape(formatRuble(view.amountRub, view.languageCode));
  const decision =
    view.status === 'pending'
      ? `<form method="post" action="${SANDBOX_PAGE_PATH}" class="decision">
      <input type="hidden" name="payment" value="${escape(providerPaymentId)}">
      <button type="submit" name="decision" value="approve" class="approve" data-testid="sandbox-approve">${text(view, 'SandboxPayApprove')}</button>
      <button type="submit" name="decision" value="decline" class="decline" data-testid="sandbox-decline">${text(view, 'SandboxPayDecline')}</button>
    </form>`
      : `<p class="done" data-testid="sandbox-done">${text(view, 'SandboxPayDone')}</p>
    <p><a href="${escape(view.resultPath)}">${text(view, 'SandboxPayBack')}</a></p>`;
  return `<!doctype html>
<html lang="${escape(view.languageCode.slice(0, 2))}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${text(view, 'SandboxPayTitle')} — ${shop}</title>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
  <div class="demo-banner" role="note" data-testid="demo-banner">${text(view, 'DemoBanner')}</div>
  <main class="sandbox">
    <p class="shop">${shop}</p>
    <h1>${text(view, 'SandboxPayTitle')}</h1>
    <p class="note">${text(view, 'SandboxPayNote')}</p>
    <p class="order" data-testid="sandbox-order">${text(view, 'SandboxPayOrder', view.orderNumber)}</p>
    <p class="amount">${text(view, 'SandboxPayAmount')}: <strong data-testid="sandbox-amount">${amount}</strong></p>
    ${decision}
  </main>
</body>
</html>
`;
}

export const SANDBOX_STYLESHEET = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;color:#1c2430}
.demo-banner{padding:6px 16px;background:#fef3c7;color:#78350f;border-bottom:1px solid #fcd34d;font-size:13px;font-weight:600;text-align:center}
.sandbox{max-width:420px;margin:48px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.shop{margin:0;color:#5a6575;font-size:14px}
h1{margin:4px 0 8px;font-size:24px}
.note{margin:0 0 24px;padding:8px 12px;background:#fff7e0;border-radius:8px;font-size:14px}
.amount strong{font-size:22px}
.decision{display:flex;gap:12px;margin-top:24px}
.decision button{flex:1;padding:12px;font:inherit;border:0;border-radius:8px;cursor:pointer}
.approve{background:#1f7a3d;color:#fff}
.approve:hover{background:#186231}
.decline{background:#e4e7ec;color:#1c2430}
.decline:hover{background:#d3d8df}
.decision button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#1d4ed8}
@media (max-width:480px){.sandbox{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
`;
