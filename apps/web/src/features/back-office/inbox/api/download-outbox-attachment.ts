import { downloadFile } from '@/lib/download';

/** Downloads the `index`-th file a mail of the demo's outbox carries (from 0). */
export function downloadOutboxAttachment(mailId: number, index: number): Promise<void> {
  return downloadFile('adminOutboxAttachment', {}, { id: mailId, index });
}
