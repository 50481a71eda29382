import { afterEach, describe, expect, it } from 'vitest';
import { linkSecrets, takeLinkSecrets } from './link-secrets';

const at = (path: string) => new URL(path, 'https://shop.test');

describe('secrets of a link (ADR 023)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads them from the fragment, and drops them from the address it answers', () => {
    expect(linkSecrets(at('/reset-password#token=abc-1'), ['token'])).toEqual({
      values: { token: 'abc-1' },
      found: true,
      rest: '/reset-password',
    });
    expect(linkSecrets(at('/?tab=2#manager_token=m1&user_id=42&x=1'), ['manager_token', 'user_id'])).toEqual({
      values: { manager_token: 'm1', user_id: '42' },
      found: true,
      rest: '/?tab=2#x=1',
    });
  });

  it('still reads the query of a link of the old form; the fragment wins when both have one', () => {
    expect(linkSecrets(at('/reset-password?token=old&lang=en#top'), ['token'])).toEqual({
      values: { token: 'old' },
      found: true,
      rest: '/reset-password?lang=en#top',
    });
    expect(linkSecrets(at('/reset-password?token=old#token=new'), ['token'])).toEqual({
      values: { token: 'new' },
      found: true,
      rest: '/reset-password',
    });
  });

  it('leaves an address without them as it is, anchors included', () => {
    expect(linkSecrets(at('/faq?x=1#faq-3'), ['token'])).toEqual({
      values: { token: null },
      found: false,
      rest: '/faq?x=1#faq-3',
    });
  });

  it('takes them out of the browser address without a new history entry', () => {
    window.history.replaceState({ idx: 0 }, '', '/reset-password#token=secret-1');
    const entries = window.history.length;
    expect(takeLinkSecrets(['token'])).toEqual({ token: 'secret-1' });
    expect(window.location.href).toBe(`${window.location.origin}/reset-password`);
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 0 });
  });
});
