import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';

/** Every raw mail the shop delivered to the loopback SMTP sink (see mail-sink.ts), oldest first. */
export function sentMails(): string[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** The raw mails delivered to one recipient. */
export function mailsTo(address: string): string[] {
  return sentMails().filter((raw) => raw.startsWith(`X-Envelope-To: ${address}\r\n`));
}

/** A quoted-printable or base64 mail decoded enough to search it for plain words and links. */
export function decodedMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const qp = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const base64Parts = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((match) =>
    Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [qp, ...base64Parts].join('\n');
}

/** The token of a mailed link to `pagePath` (`/reset-password#token=...`: links carry it after `#`, ADR 023). */
export function linkTokenIn(raw: string, pagePath: string): string | undefined {
  return new RegExp(`${pagePath}#token=([A-Za-z0-9_-]+)`).exec(decodedMail(raw))?.[1];
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
