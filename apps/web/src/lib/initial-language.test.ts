import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './initial-language';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the language a page opens in (ADR 070)', () => {
  it("is the address's when it names one, whatever the cookie", () => {
    document.cookie = 'language=ru-RU; Path=/';
    for (const address of ['/en', '/en/', '/en/faq', '/en?page=2']) {
      window.history.replaceState(null, '', address);
      expect(initialLanguage(), address).toBe('en-US');
    }
  });

  it("is the cookie's at the root, and Russian without one", () => {
    window.history.replaceState(null, '', '/faq');
    expect(initialLanguage()).toBe('ru-RU');
    document.cookie = 'language=en-US; Path=/';
    expect(initialLanguage()).toBe('en-US');
    // A path that only starts with the letters is not under the prefix.
    window.history.replaceState(null, '', '/english');
    expect(initialLanguage()).toBe('en-US');
    document.cookie = 'language=ru-RU; Path=/';
    expect(initialLanguage()).toBe('ru-RU');
  });
});
