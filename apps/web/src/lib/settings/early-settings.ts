import { SETTINGS_PATH } from '@storefront/contract/constants';

/**
 * The settings request the boot script starts while the app's code is still downloading, so the
 * first page does not wait for the code, then for settings, one after the other. This module
 * imports neither React nor zod: the boot chunk stays a few hundred bytes.
 */
interface EarlySettingsRequest {
  /** What was asked, as a canonical query string; the app takes the answer only for the same. */
  params: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __storefrontEarlySettings?: EarlySettingsRequest;
  }
}

function canonical(body: Record<string, string>): string {
  return new URLSearchParams(
    Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
}

/** Starts the settings call with these fields (form-encoded, as every call). */
export function startEarlySettings(body: Record<string, string>): void {
  window.__storefrontEarlySettings = {
    params: canonical(body),
    response: fetch(SETTINGS_PATH, { method: 'POST', body: new URLSearchParams(body) }),
  };
}

/**
 * The early request's response, once, when it asked exactly `body`; otherwise undefined and the
 * caller asks itself (another language chosen since, a signed-in user's fields, a second load).
 */
export function takeEarlySettings(body: Record<string, string>): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__storefrontEarlySettings;
  if (!early) return undefined;
  window.__storefrontEarlySettings = undefined;
  return early.params === canonical(body) ? early.response : undefined;
}
