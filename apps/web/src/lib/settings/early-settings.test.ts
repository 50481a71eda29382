import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSettings } from '@/lib/settings/get-settings';
import { settingsFixture } from '@/testing/fixtures';
import { ApiRequestError } from '../api-client';
import { startEarlySettings, takeEarlySettings } from './early-settings';
import { clientId } from '../session/client-id';
import { settingsFields } from '../session/credentials';

describe('early settings request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__storefrontEarlySettings = undefined;
  });

  it('is started form-encoded and handed out once, for the same fields only', async () => {
    const fetchMock = vi.fn(async () => Response.json(settingsFixture('en-US')));
    vi.stubGlobal('fetch', fetchMock);
    startEarlySettings(settingsFields('en-US'));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/settings');
    expect(String(init.body)).toBe(`lang=en-US&clientID=${clientId()}`);

    const answer = await getSettings('en-US');
    expect(answer.lang_settings).toEqual(settingsFixture('en-US').lang_settings);
    expect(fetchMock).toHaveBeenCalledOnce();
    // Taken: the next load asks the server again.
    await getSettings('en-US');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is dropped when the app asks for something else', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      Response.json(settingsFixture((init?.body as FormData).get('lang') === 'en-US' ? 'en-US' : 'ru-RU')),
    );
    vi.stubGlobal('fetch', fetchMock);
    startEarlySettings(settingsFields('ru-RU'));
    expect(takeEarlySettings(settingsFields('en-US'))).toBeUndefined();
    expect(takeEarlySettings({ lang: 'ru-RU' })).toBeUndefined();
  });

  it('falls back to a new call when the early one failed on the network', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return Response.json(settingsFixture('ru-RU'));
      }),
    );
    startEarlySettings(settingsFields('ru-RU'));
    await expect(getSettings('ru-RU')).resolves.toMatchObject({ translations: expect.any(Object) });
    expect(calls).toBe(2);
  });

  it('reports an error answer of the early call with its key and status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'UnknownError' }, { status: 503 })),
    );
    startEarlySettings(settingsFields('ru-RU'));
    const failure = await getSettings('ru-RU').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 503, key: 'UnknownError' });
  });
});
