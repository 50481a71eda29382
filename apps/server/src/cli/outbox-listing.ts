import type { OutboxListing } from '../modules/mail/mail.service.js';

const columns = ['id', 'status', 'attempts', 'created', 'to', 'subject'] as const;

/** The outbox as a plain-text table for `npm run mail:outbox`: newest first, last error under a row. */
export function formatOutbox(listing: OutboxListing): string {
  const counts = Object.entries(listing.byStatus)
    .map(([status, count]) => `${status} ${count}`)
    .join(', ');
  const heading =
    listing.total === 0
      ? 'The mail outbox is empty.'
      : `${listing.total} mail(s) in the outbox (${counts})` +
        (listing.total > listing.newest.length ? `; the newest ${listing.newest.length}:` : ':');
  if (listing.newest.length === 0) return heading;
  const rows = listing.newest.map((mail) => [
    String(mail.id),
    mail.status,
    String(mail.attempts),
    mail.created_at.slice(0, 19).replace('T', ' '),
    mail.to_address,
    mail.subject,
  ]);
  const widths = columns.map((name, index) =>
    Math.max(name.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, index) => (index === cells.length - 1 ? cell : cell.padEnd(widths[index]!))).join('  ');
  const body = rows.flatMap((row, index) => {
    const error = listing.newest[index]!.last_error;
    return error && row[1] !== 'sent' ? [line(row), `    last error: ${error}`] : [line(row)];
  });
  return [heading, '', line(columns), ...body].join('\n');
}
