import { CHUNK_LOAD_TIMEOUT_MS } from '@storefront/contract';
import { lazy } from 'react';

/**
 * A piece of the app's code (a page, a dialog) that could not be loaded: the request failed, or
 * nothing arrived within CHUNK_LOAD_TIMEOUT_MS (spec sections 8 and 9).
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout' ? 'A script chunk did not arrive in time' : 'A script chunk failed to load',
      options,
    );
  }
}

/** Loads a chunk (`() => import('./x')`), failing with a ChunkLoadError on an error or after the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}

/** React.lazy over loadChunk: a component whose code loads on first render. */
export const lazyChunk: typeof lazy = (load) => lazy(() => loadChunk(load));

/** The module scripts a page of the app starts with (their hashed names change with every build). */
function entryScripts(root: ParentNode): string {
  return [...root.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')]
    .map((script) => new URL(script.getAttribute('src') ?? '', window.location.href).pathname)
    .sort()
    .join(' ');
}

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/**
 * The same for index.html as text, read from its `<script>` tags: parsing it as a document would
 * be an HTML sink under the page's Trusted Types (see lib/trusted-types.ts) for nothing.
 */
function entryScriptsIn(html: string): string {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => ({ type: attribute(tag, 'type'), src: attribute(tag, 'src') }))
    .filter(({ type, src }) => type?.toLowerCase() === 'module' && src !== undefined)
    .map(({ src }) => new URL(src!, window.location.href).pathname)
    .sort()
    .join(' ');
}

/**
 * The entry scripts of the version the server now serves, when it differs from the running one
 * (a deploy has replaced the hashed chunks this tab would load); null when it is the same or the
 * server cannot be asked.
 */
export async function newerVersion(): Promise<string | null> {
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!response.ok) return null;
    const served = entryScriptsIn(await response.text());
    return served && served !== entryScripts(document) ? served : null;
  } catch {
    return null;
  }
}

const RELOADED_FOR = 'storefront:reloaded-for-version';

/**
 * After a chunk failed to load: when a newer version is deployed, reload the page once to run it
 * (the address is the page the user was going to) and answer true. A page already reloaded for
 * that version does not reload again, so a broken deploy shows its error instead of a loop.
 */
export async function reloadIntoNewerVersion(): Promise<boolean> {
  const version = await newerVersion();
  if (!version) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === version) return false;
    sessionStorage.setItem(RELOADED_FOR, version);
  } catch {
    return false; // no storage, no guard against a loop: show the error and its reload button
  }
  window.location.reload();
  return true;
}
