import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '@/lib/session/token';
import { userFixture } from '@/testing/account';
import { loader as confirmEmailLoader } from './confirm-email';
import { loader as resetPasswordLoader } from './reset-password';

/**
 * What a loader gives the router for `path` while the browser shows `shown`. As in the browser,
 * the router's request has no fragment: on a first load the address bar has it.
 */
async function load(loader: (args: never) => unknown, path: string, shown = path): Promise<unknown> {
  window.history.replaceState(null, '', shown);
  const url = new URL(path, window.location.origin);
  url.hash = '';
  const args = { request: new Request(url), params: {}, context: {} };
  try {
    return await loader(args as never);
  } catch (thrown) {
    return thrown;
  }
}

/** A redirect's status and target, or undefined for data. */
function redirectOf(
  result: unknown,
): { status: number; location: string | null; replace: boolean } | undefined {
  if (!(result instanceof Response)) return undefined;
  return {
    status: result.status,
    location: result.headers.get('Location'),
    replace: result.headers.has('X-Remix-Replace'),
  };
}

const address = () => window.location.pathname + window.location.search + window.location.hash;

describe('the pages of mailed links take the token out of the address first (ADR 023)', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('reset-password: the fragment token leaves the address bar at once and is kept for the tab', async () => {
    expect(await load(resetPasswordLoader, '/reset-password#token=mailed-1')).toEqual({
      resetToken: 'mailed-1',
    });
    expect(address()).toBe('/reset-password');
    // A reload, or the router asking again, still has it.
    expect(await load(resetPasswordLoader, '/reset-password')).toEqual({ resetToken: 'mailed-1' });
  });

  it('reset-password: a link of the old form (?token=) still works, and leaves the address too', async () => {
    expect(await load(resetPasswordLoader, '/reset-password?token=older-2&lang=en')).toEqual({
      resetToken: 'older-2',
    });
    expect(address()).toBe('/reset-password?lang=en');
    // Reached inside the app: the router goes on to the address without it, replacing the entry.
    expect(redirectOf(await load(resetPasswordLoader, '/reset-password?token=older-3', '/faq'))).toEqual({
      status: 302,
      location: '/reset-password',
      replace: true,
    });
    expect(await load(resetPasswordLoader, '/reset-password', '/faq')).toEqual({ resetToken: 'older-3' });
    // Under a language's prefix the router's basename is the prefix: the redirect is read under it.
    expect(
      redirectOf(await load(resetPasswordLoader, '/en/reset-password?token=older-5', '/en/faq')),
    ).toEqual({ status: 302, location: '/reset-password', replace: true });
  });

  it('confirm-email: takes the token out of the address, confirms, keeps the session and opens the account', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      // Nothing is asked while the token is still in the address bar.
      expect(address()).toBe('/confirm-email');
      return Response.json({ user: { ...userFixture(), auth_key: 'confirmed-key' }, cart: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(redirectOf(await load(confirmEmailLoader, '/confirm-email#token=confirm-3'))).toEqual({
      status: 302,
      location: '/account',
      replace: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/confirm-email');
    expect((init?.body as FormData).get('confirm_token')).toBe('confirm-3');
    expect(sessionToken()).toBe('confirmed-key');
  });

  it('confirm-email: a used or expired link, or none, stays on the page to say so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'ConfirmEmailTokenIsInvalid' }, { status: 400 })),
    );
    expect(await load(confirmEmailLoader, '/confirm-email#token=spent-4')).toEqual({ confirmed: false });
    expect(await load(confirmEmailLoader, '/confirm-email')).toEqual({ confirmed: false });
  });
});
