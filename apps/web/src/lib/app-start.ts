import { CHUNK_LOAD_TIMEOUT_MS, DEFAULT_LANGUAGE } from '@storefront/contract/constants';
import { bootTexts } from './boot-texts';

declare global {
  interface Window {
    /** Called by the app's entry once its code has arrived and runs (main.tsx). */
    __storefrontStarted?: () => void;
    /** Called by the app once it has rendered or taken the page over (main.tsx). */
    __storefrontTookOver?: () => void;
  }
}

/**
 * Watches, from the boot script, for the app's own code failing to arrive: a module script of the
 * page that fails to load, or none of them running within CHUNK_LOAD_TIMEOUT_MS. Either shows a
 * plain message with a reload button in the page's language instead of a blank page (spec section
 * 8). Chunks loaded later (pages, dialogs) are watched by lib/chunk-load.ts.
 */
export function watchAppStart(lang: string): void {
  const texts = bootTexts[lang] ?? bootTexts[DEFAULT_LANGUAGE] ?? {};
  let settled = false;

  const fail = (key: 'ChunkLoadError' | 'ChunkLoadTimeout') => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    releaseTaps?.(false);
    const box = document.createElement('div');
    box.className = 'boot-error';
    box.setAttribute('role', 'alert');
    const message = document.createElement('p');
    message.textContent = texts[key] ?? key;
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'button';
    reload.textContent = texts.ReloadPage ?? 'Reload';
    reload.addEventListener('click', () => window.location.reload());
    box.append(message, reload);
    document.getElementById('root')?.replaceChildren(box);
  };

  const timer = setTimeout(() => fail('ChunkLoadTimeout'), CHUNK_LOAD_TIMEOUT_MS);
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) fail('ChunkLoadError');
    },
    true,
  );
  // A page the server rendered names the app's code in a meta element instead of loading it
  // (apps/server/src/plugins/page-renderer.ts): the page paints first, with nothing but its
  // styles to wait for, then the code is fetched and the app takes the page over (ADR 042).
  const code = document.querySelector<HTMLMetaElement>('meta[name="storefront-app"]')?.content.split(' ');
  const [entry, ...chunks] = code ?? [];
  // Its buttons are on screen before they work: a tap meanwhile is kept and made once they do.
  const releaseTaps = entry ? holdEarlyTaps() : undefined;
  window.__storefrontTookOver = () => releaseTaps?.(true);
  if (entry)
    afterFirstPaint(() => {
      for (const chunk of chunks) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = chunk;
        document.head.append(link);
      }
      import(/* @vite-ignore */ entry).catch(() => fail('ChunkLoadError'));
    });
  window.__storefrontStarted = () => {
    settled = true;
    clearTimeout(timer);
  };
}

/**
 * Until the app has taken a server-rendered page over, a click on one of its buttons (a menu, a
 * question, a dialog's trigger) would do nothing: the click is stopped and remembered instead, and
 * made again on the same element once the app holds the page (hydration keeps the elements), or
 * dropped if the app rendered the page afresh or could not start. Links need no app: they are left
 * to the browser. Returns the release; `true` replays the last tap.
 */
function holdEarlyTaps(): (replay: boolean) => void {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button, [role="button"], summary');
    if (!button || button.closest('a, .boot-error') || !document.getElementById('root')?.contains(button))
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  document.addEventListener('click', hold, true);
  let released = false;
  return (replay) => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    if (replay && held?.isConnected) held.click();
    held = undefined;
  };
}

/** Runs `task` once the page has painted (or soon, where frames do not come: a hidden tab). */
function afterFirstPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 500);
}
