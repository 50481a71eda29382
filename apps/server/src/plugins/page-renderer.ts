import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { COUNTRY_COOKIE, LANGUAGE_COOKIE, TOKEN_COOKIE } from '@storefront/contract/constants';
import type { PageCallTransport, PageRendererModule } from '@storefront/contract/page-renderer';
import { languageOfPath, moscowDay } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieValue } from '../http/cookies.js';
import type { PageCache } from '../services.js';
import { sanitizeContentHtml } from '../lib/html-sanitizer.js';

/** A rendered page as it is sent: its document in each encoding, and the tag that names it. */
export interface RenderedPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A weak validator: the same document in any encoding answers the same `If-None-Match`. */
  etag: string;
}

export interface PageRenderer {
  /**
   * The page as a document, or undefined when the browser is to render it from index.html; for a
   * signed-in visitor at an address no page has, index.html itself with a 404.
   */
  render(request: FastifyRequest): Promise<RenderedPage | undefined>;
}

const brotli = promisify(brotliCompress);
const gzipCompress = promisify(gzip);
/** About 2 ms for a 150 KB page, within 5 % of the best quality's size, which takes ten times longer. */
const PAGE_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } };

async function encodePage(status: number, document: string): Promise<RenderedPage> {
  const html = Buffer.from(document);
  const [br, gz] = await Promise.all([brotli(html, PAGE_BROTLI), gzipCompress(html)]);
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return { status, html, br, gzip: gz, etag };
}

/**
 * The cookies a guest page may depend on, in a fixed form: the page is rendered from these alone,
 * so two visitors with the same ones get the same page and one cached render serves both. An
 * address under a language's prefix (`/en/faq`) is in that language whatever the cookie says
 * (ADR 070): its page does not depend on the language cookie.
 */
function pageCookies(cookieHeader: string, url: string): string {
  const language = languageOfPath(url.split(/[?#]/, 1)[0]!).lang
    ? undefined
    : cookieValue(cookieHeader, LANGUAGE_COOKIE);
  const country = cookieValue(cookieHeader, COUNTRY_COOKIE);
  return [
    language === undefined ? undefined : `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}`,
    country === undefined ? undefined : `${COUNTRY_COOKIE}=${encodeURIComponent(country)}`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** Vite's build manifest (dist/.vite/manifest.json): each module's chunk, the chunks it imports, its styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * What a rendered page loads beside index.html's own: the styles of its page modules and of the
 * chunks they import, as `<link>`s (the markup is styled before anything runs, and does not move
 * when the app takes over), and the app's code, named for the boot script, which fetches it after
 * the first paint (apps/web/src/lib/app-start.ts): the app's entry, then the chunks the page needs.
 */
export function pageAssets(
  manifest: Manifest,
  entry: string,
  modules: string[],
  template: string,
): { links: string; code: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const module of modules) visit(module);
  const entryFile = manifest[entry]!.file;
  return {
    links: [...styles]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('\n    '),
    code: [entryFile, ...[...scripts].filter((file) => file !== entryFile)].map((file) => `/${file}`),
  };
}

/** JSON that cannot end the `<script>` element it sits in, nor a line in old parsers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Loads the renderer when the web app's build has one, and answers the pages' calls in-process
 * (`app.inject`): the same routes, validation and access rules as a browser's call, without a
 * network hop. A guest is rendered for; a request that carries a session is left to the browser,
 * which knows who is signed in. A renderer that fails is logged and the page sent unrendered.
 * `publicUrl` (PUBLIC_URL) names the pages in their structured data: not the request's Host,
 * which the client writes and a cached page would hand to every visitor.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  template: string,
  publicUrl: string,
  cache?: PageCache,
): Promise<PageRenderer | undefined> {
  const file = join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.info({ file }, 'no server renderer built: pages are rendered in the browser');
    return undefined;
  }
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    app.log.warn({ manifestFile }, 'the web build has no manifest: pages are rendered in the browser');
    return undefined;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = (manifest['index.html'] as { file?: string } | undefined)?.file;
  const entryScript = entry ? `<script type="module" crossorigin src="/${entry}"></script>` : undefined;
  if (!entryScript || !template.includes(entryScript)) {
    app.log.warn(
      { entry },
      "index.html does not load the app's entry as expected: pages are rendered in the browser",
    );
    return undefined;
  }
  const renderer = (await import(pathToFileURL(file).href)) as PageRendererModule;
  const transport: PageCallTransport = async (url, init) => {
    const payload = new URLSearchParams();
    init.body.forEach((value, name) => payload.append(name, typeof value === 'string' ? value : ''));
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: payload.toString(),
    });
    const type = answer.headers['content-type'];
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': typeof type === 'string' ? type : 'application/json' },
    });
  };
  renderer.configure({ transport, sanitizeHtml: sanitizeContentHtml, publicUrl });

  let unknownPage: Promise<RenderedPage> | undefined;

  /** The page's document, or undefined for the browser to render; throws when the render failed. */
  const renderDocument = async (url: string, cookies: string): Promise<RenderedPage | undefined> => {
    const page = await renderer.render({ url, cookies });
    if (page.kind !== 'page') return undefined;
    const assets = pageAssets(manifest, 'index.html', page.modules, template);
    // Replaced by functions: a page's text may hold `$&` and the like.
    const html = template
      .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang.split('-')[0]}">`)
      // The page's title goes first (the document's title is the first); index.html's stays
      // for a page the app later shows without one of its own (an error), as without this render.
      .replace(/<title>[^<]*<\/title>/, (title) => `${page.head}${title}`)
      // The boot script fetches and starts the app after the page's first paint.
      .replace(entryScript, () => `<meta name="storefront-app" content="${assets.code.join(' ')}">`)
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace('</head>', () => `  ${assets.links}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="storefront-state">${jsonForScript(page.state)}</script>`,
      );
    return encodePage(page.status, html);
  };

  return {
    async render(request) {
      const cookieHeader = request.headers.cookie ?? '';
      const cookies = pageCookies(cookieHeader, request.url);
      try {
        // A visitor with a session gets index.html for the browser to render; an address that no
        // page has (told by the route table, without rendering) answers it with a 404 all the same.
        if (cookieValue(cookieHeader, TOKEN_COOKIE))
          return renderer.statusOf(request.url) === 404
            ? await (unknownPage ??= encodePage(404, template))
            : undefined;
        if (!cache) return await renderDocument(request.url, cookies);
        // The day too: prices in roubles follow the rate in force on the Moscow day.
        const key = `${moscowDay(new Date())}\n${cookies}\n${request.url}`;
        const kept = renderer.statusOf(request.url) === 404 ? cache.unknown : cache.pages;
        return await kept.get(key, () => renderDocument(request.url, cookies));
      } catch (error) {
        request.log.warn(
          { err: error, url: request.url },
          'server render failed: the browser renders the page',
        );
        return undefined;
      }
    },
  };
}
