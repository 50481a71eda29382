/**
 * The web app's server renderer as the API server uses it (ADR 042): `apps/web/src/entry-server.tsx`
 * implements it, `apps/server/src/plugins/page-renderer.ts` loads and calls it.
 */

/** How the renderer's calls reach the API: a call's address and its form body, answered in-process. */
export type PageCallTransport = (
  url: string,
  init: { method: 'POST'; body: FormData; signal?: AbortSignal },
) => Promise<Response>;

/** Cleans server HTML (pages, FAQ answers) by the shop's allow-list, pointing images with `imageUrl`. */
export type PageHtmlSanitizer = (html: string, imageUrl: (url: string) => string) => string;

export interface PageRenderRequest {
  /** The page's address, path and query, as requested. */
  url: string;
  /** The request's Cookie header. */
  cookies: string;
}

export type PageRenderResult<State = unknown> =
  | {
      kind: 'page';
      status: number;
      /** The language rendered in (`ru-RU`). */
      lang: string;
      /**
       * `<title>`, `<meta>`, the canonical and alternate `<link>`s and the structured data
       * (JSON-LD) for the document's head.
       */
      head: string;
      /** The markup of `#root`. */
      html: string;
      /** The data the browser hydrates with, sent as JSON. */
      state: State;
      /** The page modules rendered (`src/app/routes/home.tsx`): their styles must come with the markup. */
      modules: string[];
    }
  /** Not a page rendered on the server: send the app's index.html and let the browser render it. */
  | { kind: 'browser' };

export interface PageRendererModule {
  /**
   * Set once by the server before the first render. `publicUrl`: the shop's address as customers
   * open it (PUBLIC_URL, no trailing slash), for the absolute URLs of the pages' structured data
   * and of their canonical and alternate links.
   */
  configure(options: {
    transport: PageCallTransport;
    sanitizeHtml: PageHtmlSanitizer;
    publicUrl: string;
  }): void;
  render(request: PageRenderRequest): Promise<PageRenderResult>;
  /**
   * The status of a page the browser renders (for a signed-in visitor), from its address alone,
   * without rendering or loading anything: 404 for an address no page has, else 200.
   */
  statusOf(url: string): number;
}
