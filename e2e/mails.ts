import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';

/** Raw mails the shop delivered to the loopback SMTP sink for one recipient (see mail-sink.ts). */
export function mailsTo(address: string): string[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((raw) => raw.startsWith(`X-Envelope-To: ${address}\r\n`));
}

/**
 * The token of a mailed link to `pagePath` (`/reset-password#token=...`: links carry it after
 * `#`, ADR 023), quoted-printable soft breaks and =3D undone, base64 parts decoded.
 */
export function linkTokenIn(raw: string, pagePath: string): string | undefined {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const base64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((match) =>
    Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  const link = new RegExp(`${pagePath}#token=([A-Za-z0-9_-]+)`);
  for (const part of [text, ...base64]) {
    const found = link.exec(part);
    if (found) return found[1];
  }
  return undefined;
}

/** Waits for the newest mail to `address` with a link to `pagePath` and answers its token. */
export async function mailedLinkToken(address: string, pagePath: string): Promise<string> {
  const newest = () =>
    mailsTo(address)
      .map((raw) => linkTokenIn(raw, pagePath))
      .filter(Boolean)
      .at(-1);
  await expect.poll(newest, { timeout: 15_000 }).toBeTruthy();
  return newest()!;
}
