import compress from '@fastify/compress';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Trusted Types policies the SPA creates (apps/web/src/lib/trusted-types.ts): sanitised server
 * HTML, the human-check worker's URL, and DOMPurify's own for its inert parsing.
 */
export const TRUSTED_TYPES_POLICIES = ['storefront-html', 'storefront-worker', 'dompurify'];

/**
 * Security headers from helmet. Documents (the SPA, its files) get a CSP the SPA works under:
 * scripts and workers only from this origin (never /uploads/: see uploadHeaders), and only through
 * the app's Trusted Types policies; styles only from its stylesheets (no inline `<style>` or
 * `style=""`: React's style props and constructed stylesheets are CSSOM, which CSP does not
 * govern); images from this origin and data/blob URLs; nothing may frame the shop; no Referer
 * leaves any page (a manager link's token must not travel on); forms post to this origin and to
 * the payment provider's when its page is reached by a posted form. API answers are JSON that no
 * browser renders, so they get the short set OWASP advises for REST services (no document
 * policies) and `Cache-Control: no-store`. docs/decisions/021 has the reasons.
 */
function documentHeaders(formActionOrigins: readonly string[]) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...formActionOrigins],
        frameAncestors: ["'none'"],
        requireTrustedTypesFor: ["'script'"],
        trustedTypes: TRUSTED_TYPES_POLICIES,
      },
    },
    crossOriginEmbedderPolicy: false,
    // A manager's link carries its token in the address until the app removes it: no Referer may.
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/**
 * The API's reference page (`/api/docs`, modules/api-docs): Swagger UI's script and stylesheet
 * from this origin, the description fetched from this origin (and "try it out" calls to it),
 * images only its own data URLs, nothing framed, posted or loaded from elsewhere. Unlike the
 * shop's pages it does without Trusted Types: Swagger UI writes its sanitised Markdown as HTML
 * strings and creates no policy. Only this page gets it: the shop's policy is unchanged.
 */
export const API_DOCS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The headers a helmet middleware sets depend on its options only, so they are computed once and
 * handed to Fastify's header map per request; @fastify/helmet rebuilds its middleware on every
 * request, which halved req/s.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The build's hashed scripts and styles get only what applies to a subresource: no sniffing, no
 * use by other sites, no Referer from a module script's own imports (its response's policy
 * governs them), and a CSP for the one script that runs as a worker (the human-check solver).
 * Documents' policies (framing, opener, the page CSP) mean nothing on a script and cost about
 * 1 KB per file as sent: a page loads over a dozen of them.
 */
function assetHeaders(forDocuments: Record<string, string>): Record<string, string> {
  const kept = ['cross-origin-resource-policy', 'referrer-policy', 'x-content-type-options'];
  return {
    ...Object.fromEntries(kept.map((name) => [name, forDocuments[name]!])),
    'content-security-policy': "default-src 'self'",
  };
}

/**
 * Uploaded files are never a script or a page of the shop: no sniffing (so a `.js` or an HTML
 * upload served as something else cannot run as a script from a page), and, opened directly, a
 * sandboxed document that may load nothing and run nothing (an SVG with a script, an HTML file).
 * Inline styles stay allowed so an SVG still draws. web-app.ts sends what is not an image as a
 * download.
 */
function uploadHeaders(forDocuments: Record<string, string>): Record<string, string> {
  const kept = ['cross-origin-resource-policy', 'referrer-policy', 'x-content-type-options'];
  return {
    ...Object.fromEntries(kept.map((name) => [name, forDocuments[name]!])),
    'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  };
}

export interface SecurityOptions {
  /**
   * Other origins the shop's pages may post a form to: the payment provider's, when its payment
   * page is reached by a POST form (Robokassa). A GET redirect (the sandbox, YooKassa) needs none.
   */
  formActionOrigins?: readonly string[];
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const forDocuments = headersSetBy(documentHeaders(options.formActionOrigins ?? []));
  const forAssets = assetHeaders(forDocuments);
  const forUploads = uploadHeaders(forDocuments);
  const forApi = { ...headersSetBy(apiHeaders), 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(
      url.startsWith('/api/')
        ? forApi
        : url.startsWith('/assets/')
          ? forAssets
          : url.startsWith('/uploads/')
            ? forUploads
            : forDocuments,
    );
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}

export default fp(securityPlugin, { name: 'security' });
