/**
 * Trusted Types (the page's CSP has `require-trusted-types-for 'script'`): a string reaches an HTML
 * or script-URL sink (innerHTML, new Worker) only through one of the app's named policies, which the
 * CSP's `trusted-types` directive lists (apps/server/src/plugins/security.ts): storefront-html
 * (server HTML, sanitised, lib/html.ts), storefront-worker (the human-check solver,
 * lib/human-check/worker-solver.ts), and DOMPurify's own `dompurify` (its inert parsing). A browser
 * without Trusted Types (and jsdom) gets the plain strings.
 */
export interface TrustedPolicy {
  createHTML?: (input: string) => TrustedHTML;
  createScriptURL?: (input: string) => TrustedScriptURL;
}

/** Opaque values a policy made; the DOM's sinks take them where they take strings. */
export type TrustedHTML = { readonly __trustedHtml: unique symbol };
export type TrustedScriptURL = { readonly __trustedScriptUrl: unique symbol };

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML?: (input: string) => string; createScriptURL?: (input: string) => string },
  ): TrustedPolicy;
}

/** The named policy, or undefined where the browser has no Trusted Types. Call once per name. */
export function createTrustedPolicy(
  name: string,
  rules: { createHTML?: (input: string) => string; createScriptURL?: (input: string) => string },
): TrustedPolicy | undefined {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  return factory?.createPolicy(name, rules);
}
