import { CHUNK_LOAD_TIMEOUT_MS, DEFAULT_LANGUAGE } from '@storefront/contract/constants';
import { bootTexts } from './boot-texts';

declare global {
  interface Window {
    /** Called by the app's entry once its code has arrived and runs (main.tsx). */
    __storefrontStarted?: () => void;
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
