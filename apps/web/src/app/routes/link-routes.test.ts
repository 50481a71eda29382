import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '@/lib/session/token';
import { userFixture } from '@/testing/account';
import { loader as confirmEmailLoader } from './confirm-email';
import { loader as resetPasswordLoader } from './reset-password';

/** What a loader gives the router for a page opened at `path`. */
async function load(loader: (args: never) => unknown, path: string): Promise<unknown> {
  const args = { request: new Request(new URL(path, 'https://shop.test')), params: {}, context: {} };
  try {
    return await loader(args as never);
  } catch (thrown) {
    return thrown;
  }
}

/** A redirect's status and target, or undefined for data. */
function redirectOf(result: unknown): { status: number; location: string | null; replace: boolean } | undefined {
  if (!(result instanceof Response)) return undefined;
  return {
    status: result.status,
    location: result.headers.get('Location'),
    replace: result.headers.has('X-Remix-Replace'),
  };
}

describe('the pages of mailed links take the token out of the address first (ADR 023)', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reset-password: the fragment token is kept for the tab and the address replaced without it', async () => {
    expect(redirectOf(await load(resetPasswordLoader, '/reset-password#token=mailed-1'))).toEqual({
      status: 302,
      location: '/reset-password',
      replace: true,
    });
    expect(await load(resetPasswordLoader, '/reset-password')).toEqual({ resetToken: 'mailed-1' });
  });

  it('reset-password: a link of the old form (?token=) still works, and leaves the address too', async () => {
    expect(redirectOf(await load(resetPasswordLoader, '/reset-password?token=older-2'))?.location).toBe(
      '/reset-password',
    );
    expect(await load(resetPasswordLoader, '/reset-password')).toEqual({ resetToken: 'older-2' });
  });

  it('confirm-email: replaces the address, then confirms, keeps the session and opens the account', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ user: { ...userFixture(), auth_key: 'confirmed-key' }, cart: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(redirectOf(await load(confirmEmailLoader, '/confirm-email#token=confirm-3'))).toEqual({
      status: 302,
      location: '/confirm-email',
      replace: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();

    expect(redirectOf(await load(confirmEmailLoader, '/confirm-email'))?.location).toBe('/account');
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
    await load(confirmEmailLoader, '/confirm-email#token=spent-4');
    expect(await load(confirmEmailLoader, '/confirm-email')).toEqual({ confirmed: false });
    expect(await load(confirmEmailLoader, '/confirm-email')).toEqual({ confirmed: false });
  });
});
