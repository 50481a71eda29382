import { downloadFile } from '@/lib/download';

/** Downloads one of the order's documents (a delivered file, the act or the invoice). */
export function downloadOrderDocument(documentId: number): Promise<void> {
  return downloadFile('adminOrderDocument', {}, { id: documentId });
}
