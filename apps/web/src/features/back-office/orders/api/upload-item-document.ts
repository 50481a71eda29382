import { backOfficeRoutes } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/lib/api-client';
import { credentialFor } from '@/lib/session/credentials';
import { settle } from './order-action';

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

export function useUploadDocument(itemId: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadItemDocument(itemId, file, onProgress),
    onSuccess: (answer) => settle(queryClient, answer.order),
  });
}
