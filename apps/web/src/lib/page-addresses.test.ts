import { describe, expect, it } from 'vitest';
import { addressIn, pageAddresses } from './page-addresses';

const SITE = 'https://shop.example';

describe("a page's addresses (ADR 070)", () => {
  it('names the page in each language, the Russian one as x-default, and its own as canonical', () => {
    expect(pageAddresses(SITE, 'en-US', '/faq')).toEqual({
      canonical: 'https://shop.example/en/faq',
      alternates: [
        { hreflang: 'ru', href: 'https://shop.example/faq' },
        { hreflang: 'en', href: 'https://shop.example/en/faq' },
        { hreflang: 'x-default', href: 'https://shop.example/faq' },
      ],
    });
    expect(pageAddresses(SITE, 'ru-RU', '/faq').canonical).toBe('https://shop.example/faq');
  });

  it('keeps the query that names what the page shows, and names the home page /en in English', () => {
    const list = pageAddresses(SITE, 'en-US', '/materials/news?page=2');
    expect(list.canonical).toBe('https://shop.example/en/materials/news?page=2');
    expect(list.alternates[0]!.href).toBe('https://shop.example/materials/news?page=2');
    const home = pageAddresses(SITE, 'ru-RU', '/');
    expect(home.canonical).toBe('https://shop.example/');
    expect(home.alternates[1]!.href).toBe('https://shop.example/en');
  });

  it('writes a path as the sitemap does, whether the router gave it encoded or not', () => {
    const encoded = pageAddresses(SITE, 'ru-RU', '/materials/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C');
    expect(pageAddresses(SITE, 'ru-RU', '/materials/news/новость')).toEqual(encoded);
    expect(encoded.canonical).toBe(
      `https://shop.example/materials/news/${encodeURIComponent('новость')}`,
    );
  });

  it('puts a language without addresses of its own at the root, where the cookie names it', () => {
    expect(addressIn('de-DE', '/faq?page=2')).toBe('/faq?page=2');
    expect(addressIn('en-US', '/?page=2')).toBe('/en?page=2');
    expect(pageAddresses(SITE, 'de-DE', '/faq').canonical).toBe('https://shop.example/faq');
  });
});
