import type { CallName, Calls, ClientBodyOf } from '@storefront/contract';
import { type CallQuery, postCall, readAnswer, routeOf } from './api-client';

/**
 * The file name of a download from its Content-Disposition: the RFC 5987 `filename*` (which
 * carries Cyrillic names), else the plain `filename`, else `fallback`.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Downloads a file call's answer (a POST, spec section 7: "PDF answers trigger a file download")
 * under the server's file name. A refusal throws the ApiRequestError of readAnswer (a 401 ends the
 * session as for any call).
 */
export async function downloadFile<N extends CallName>(
  name: N,
  body: ClientBodyOf<Calls[N]>,
  query?: CallQuery<N>,
): Promise<void> {
  const route = await routeOf(name);
  const response = await postCall(route, body as object, query);
  if (!response.ok) await readAnswer(name, response);
  const fallback = route.answerKind.type === 'file' ? route.answerKind.filename : 'download';
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback),
  );
}
