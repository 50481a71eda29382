import { type AdminOrderDetail, type resendableOrderMails, backOfficeRoutes } from '@storefront/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, readAnswer } from '@/lib/api-client';
import { credentialFor } from '@/lib/session/credentials';
import { loadChunk } from '@/lib/chunk-load';
import { downloadFile } from '@/lib/download';
import { USER_DATA_KEY } from '@/lib/language';
import { adminOrderKey } from './get-admin-order';

export type ResendableMail = (typeof resendableOrderMails)[number];

/** The dialogs' rules, loaded with the first focus on a form (see useContractForm). */
export const loadOrderRules = () => loadChunk(() => import('./order-rules'));

/** Every action answers the order's page: it replaces the cached one, and the lists refresh. */
function settle(queryClient: QueryClient, order: AdminOrderDetail) {
  queryClient.setQueryData(adminOrderKey(order.id), order);
  void queryClient.invalidateQueries({ queryKey: [...USER_DATA_KEY, 'admin-orders'] });
  void queryClient.invalidateQueries({ queryKey: [...USER_DATA_KEY, 'admin-dashboard'] });
}

export async function takeOrder(id: number) {
  return (await callApi('adminOrderTake', {}, { id })).order;
}

export async function cancelOrder(id: number, reason: string) {
  return (await callApi('adminOrderCancel', { reason }, { id })).order;
}

export async function resendOrderMail(id: number, mail: ResendableMail) {
  return (await callApi('adminOrderResendMail', { mail }, { id })).order;
}

export async function markOrderPaid(id: number, transfer: { paid_on: string; reference: string }) {
  return (await callApi('adminOrderMarkPaid', transfer, { id })).order;
}

export async function markRefundMade(id: number, refund: { payment_id: number; reference: string }) {
  return (await callApi('adminOrderRefundMade', refund, { id })).order;
}

/** Paper originals of some items left with a carrier under a tracking number. */
export async function shipOriginals(
  id: number,
  parcel: { item_ids: number[]; carrier: string; tracking_number: string },
) {
  return (await callApi('adminOrderShip', parcel, { id })).order;
}

/**
 * Uploads an item's document as multipart form data, the key before the file (the server reads a
 * file only after a staff key). XMLHttpRequest, not fetch: it reports the upload's progress.
 */
export function uploadItemDocument(itemId: number, file: File, onProgress?: (percent: number) => void) {
  const data = new FormData();
  const { auth_key: authKey } = credentialFor(backOfficeRoutes.adminOrderUpload);
  if (authKey) data.append('auth_key', authKey);
  data.append('file', file, file.name);
  return new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${backOfficeRoutes.adminOrderUpload.path}?id=${itemId}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      resolve(
        new Response(request.responseText, {
          status: request.status,
          headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
        }),
      );
    request.onerror = () => reject(new TypeError('Network error'));
    request.send(data);
  }).then((response) => readAnswer('adminOrderUpload', response));
}

/** Downloads one of the order's documents (a delivered file, the act or the invoice). */
export function downloadOrderDocument(documentId: number): Promise<void> {
  return downloadFile('adminOrderDocument', {}, { id: documentId });
}

/** An action on the order whose answer becomes the cached page. */
export function useOrderAction<TInput>(action: (input: TInput) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: (order) => settle(queryClient, order) });
}

export function useUploadDocument(itemId: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadItemDocument(itemId, file, onProgress),
    onSuccess: (answer) => settle(queryClient, answer.order),
  });
}
