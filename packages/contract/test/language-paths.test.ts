import { describe, expect, it } from 'vitest';
import { hreflangOf, languageOfPath, localizedPath } from '../src/rules/language-paths.js';

describe('language addresses', () => {
  it('keeps Russian at the root and puts English under /en', () => {
    expect(localizedPath('ru-RU', '/faq')).toBe('/faq');
    expect(localizedPath('ru-RU', '/')).toBe('/');
    expect(localizedPath('en-US', '/faq')).toBe('/en/faq');
    expect(localizedPath('en-US', '/')).toBe('/en');
    expect(localizedPath('en-US', '/?page=2')).toBe('/en?page=2');
    expect(localizedPath('en-US', '/materials/news?page=2')).toBe('/en/materials/news?page=2');
  });

  it('reads the language back from an address, and only from a whole prefix', () => {
    expect(languageOfPath('/en/faq')).toEqual({ lang: 'en-US', path: '/faq' });
    expect(languageOfPath('/en')).toEqual({ lang: 'en-US', path: '/' });
    expect(languageOfPath('/en?page=2')).toEqual({ lang: 'en-US', path: '/?page=2' });
    expect(languageOfPath('/faq')).toEqual({ lang: undefined, path: '/faq' });
    // A page whose own address starts with the letters of a prefix is not English.
    expect(languageOfPath('/english-page')).toEqual({ lang: undefined, path: '/english-page' });
    for (const path of ['/', '/faq', '/tariffs/russia?x=1', '/materials/news/a-b'])
      expect(languageOfPath(localizedPath('en-US', path))).toEqual({ lang: 'en-US', path });
  });

  it('names languages for hreflang by their language alone', () => {
    expect(hreflangOf('ru-RU')).toBe('ru');
    expect(hreflangOf('en-US')).toBe('en');
  });
});
