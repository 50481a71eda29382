import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@storefront/contract';
import { ChunkLoadError, loadChunk, newerVersion, reloadIntoNewerVersion } from './chunk-load';

const page = (...scripts: string[]) =>
  `<!doctype html><html><head>${scripts.map((src) => `<script type="module" src="${src}"></script>`).join('')}</head><body></body></html>`;

describe('loading a chunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the module when it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'failed', cause });
  });

  it('fails with a timeout ChunkLoadError when nothing arrives within 120 seconds', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'pending';
    loadChunk(() => new Promise(() => {})).catch((error: unknown) => (settled = error));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
  });
});

describe('finding a newer version after a failed chunk', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    sessionStorage.clear();
  });

  function running(...scripts: string[]) {
    document.head.innerHTML = scripts.map((src) => `<script type="module" src="${src}"></script>`).join('');
  }

  it('is null when the server serves the same entry scripts, or cannot be asked', async () => {
    running('/assets/boot-a.js', '/assets/index-a.js');
    vi.stubGlobal('fetch', async () => new Response(page('/assets/index-a.js', '/assets/boot-a.js')));
    expect(await newerVersion()).toBeNull();
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    expect(await newerVersion()).toBeNull();
    vi.stubGlobal('fetch', async () => new Response('busy', { status: 503 }));
    expect(await newerVersion()).toBeNull();
  });

  it('names the served entry scripts when they differ, and reloads only once for that version', async () => {
    running('/assets/boot-a.js', '/assets/index-a.js');
    vi.stubGlobal('fetch', async () => new Response(page('/assets/boot-a.js', '/assets/index-b.js')));
    expect(await newerVersion()).toBe('/assets/boot-a.js /assets/index-b.js');

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
    expect(await reloadIntoNewerVersion()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await reloadIntoNewerVersion()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
