import { isIP } from 'node:net';
import { relative, sep } from 'node:path';
import type { ShopMode } from '@storefront/contract';
import type { DemoAccount } from './db/seed/demo-accounts.js';

export interface Welcome {
  mode: ShopMode;
  /** Where a person opens the shop (no trailing slash). */
  shopUrl: string;
  /** The demo's staff sign-ins; absent for a real shop. */
  demoAccounts?: { accounts: DemoAccount[]; file: string };
  /** Mail is only kept in the outbox (no SMTP_URL). */
  mailKeptInOutbox: boolean;
}

/**
 * The shop's address as a person opens it: PUBLIC_URL when set, else the address listened on, a
 * wildcard one (0.0.0.0, ::) read as this machine's loopback.
 */
export function shopUrlOf(listened: { host: string; port: number }, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = ['0.0.0.0', '::', ''].includes(listened.host) ? '127.0.0.1' : listened.host;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${listened.port}`;
}

/** A path as the person who started the process would type it: relative when under the working folder. */
function shownPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere && !fromHere.startsWith(`..${sep}`) && fromHere !== '..' ? fromHere : path;
}

/** What a person at the terminal reads once the shop listens: where to go, and how to sign in. */
export function welcomeText(welcome: Welcome): string {
  const demo = welcome.mode === 'demo';
  const lines = [
    '',
    demo
      ? '  The demo shop is running (demo data, simulated payments: no money is taken).'
      : '  The shop is running (SHOP_MODE=production).',
    '',
    `    Shop          ${welcome.shopUrl}/`,
    `    Back-office   ${welcome.shopUrl}/admin`,
    '',
  ];
  if (welcome.demoAccounts) {
    const { accounts, file } = welcome.demoAccounts;
    const width = Math.max(...accounts.map((account) => account.email.length));
    lines.push('  Sign in to the back-office as');
    for (const account of accounts)
      lines.push(
        `    ${(account.role === 'admin' ? 'administrator' : 'manager').padEnd(13)} ${account.email.padEnd(width)}  ${account.password}${account.deactivated ? '  (deactivated in the back-office)' : ''}`,
      );
    lines.push(`  (kept in ${shownPath(file)}; delete it for new passwords)`, '');
  } else if (!demo) {
    lines.push('  Staff accounts: npm run manager -- create EMAIL --admin (an administrator)', '');
  }
  if (welcome.mailKeptInOutbox)
    lines.push('  Mail is not sent (no SMTP_URL): read what the shop wrote with npm run mail:outbox', '');
  lines.push('  Stop with Ctrl-C.', '');
  return `${lines.join('\n')}\n`;
}

/** The welcome as one log record, for a JSON log: the addresses, and where the demo's sign-ins are, not the passwords. */
export function welcomeRecord(welcome: Welcome): { fields: Record<string, unknown>; message: string } {
  const backOffice = `${welcome.shopUrl}/admin`;
  const demoAccounts = welcome.demoAccounts;
  return {
    fields: {
      mode: welcome.mode,
      shop: `${welcome.shopUrl}/`,
      backOffice,
      ...(demoAccounts && {
        demoAccounts: demoAccounts.accounts.map(({ role, email }) => ({ role, email })),
        demoAccountsFile: demoAccounts.file,
      }),
    },
    message: `the shop is at ${welcome.shopUrl}/, its back-office at ${backOffice}${
      demoAccounts ? `; the demo's staff sign-ins are in ${demoAccounts.file}` : ''
    }`,
  };
}
