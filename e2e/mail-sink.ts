// A real SMTP server on loopback for the browser journeys: it accepts every mail (but those to
// KEPT_IN_OUTBOX_DOMAIN) and writes each one, raw, as a .eml file into E2E_MAIL_DIR, where the
// journeys read what the shop sent.
// playwright.config.ts starts it (with tsx) before the shop, whose SMTP_URL points here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT ?? 3125);
const dir = process.env.E2E_MAIL_DIR;
if (!dir) throw new Error('E2E_MAIL_DIR is not set');
mkdirSync(dir, { recursive: true });

/**
 * Recipients the sink refuses: the shop keeps such a mail in its outbox, whole, to try again later,
 * as a demo without SMTP_URL keeps every mail (e2e/demo-outbox.spec.ts reads one there).
 */
const KEPT_IN_OUTBOX_DOMAIN = 'kept-in-outbox.test';

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().endsWith(`@${KEPT_IN_OUTBOX_DOMAIN}`))
      callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const recipients = session.envelope.rcptTo.map((to) => to.address).join(',');
      const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
      writeFileSync(
        join(dir, name),
        `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`,
      );
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`mail sink on 127.0.0.1:${port}, writing to ${dir}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
