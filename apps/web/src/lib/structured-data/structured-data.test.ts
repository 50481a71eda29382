import { describe, expect, it } from 'vitest';
import { productFixture } from '@/testing/catalog';
import { faqsFixture, settingsFixture } from '@/testing/fixtures';
import { articleData } from './article';
import { breadcrumbList } from './breadcrumb-list';
import { faqPage, htmlToText } from './faq-page';
import { absoluteUrl, jsonForScript, jsonLdScript } from './json-ld';
import { organization } from './organization';
import { euroPrice, productList } from './product-list';

const SITE = 'https://shop.example';

/** A block as a search engine reads it: the JSON in the element, parsed. */
function parsedScript(script: string): unknown {
  const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script);
  if (!match) throw new Error(`not a JSON-LD element: ${script}`);
  return JSON.parse(match[1]!);
}

describe('absolute URLs', () => {
  it("puts the shop's paths and uploads under its address, and leaves URLs of their own", () => {
    expect(absoluteUrl('/', SITE)).toBe('https://shop.example/');
    expect(absoluteUrl('/tariffs/russia', SITE)).toBe('https://shop.example/tariffs/russia');
    expect(absoluteUrl('uploads/a.png', SITE)).toBe('https://shop.example/uploads/a.png');
    expect(absoluteUrl('./uploads/a.png', SITE)).toBe('https://shop.example/uploads/a.png');
    expect(absoluteUrl('/page/о нас', SITE)).toBe('https://shop.example/page/%D0%BE%20%D0%BD%D0%B0%D1%81');
    expect(absoluteUrl('https://cdn.example/logo.svg', SITE)).toBe('https://cdn.example/logo.svg');
    expect(absoluteUrl('//cdn.example/logo.svg', SITE)).toBe('//cdn.example/logo.svg');
  });
});

describe('Organization', () => {
  it('names the shop with its address, logo, contacts and the social profiles that are set', () => {
    const { settings } = settingsFixture('en-US');
    const block = organization(
      settings,
      { vk: 'https://vk.com/shop', tw: null, fb: '', in: 'https://linkedin.com/company/shop' },
      SITE,
    );
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://shop.example/#organization',
      name: 'Registry Documents',
      url: 'https://shop.example/',
      logo: 'https://shop.example/uploads/brand/logo.svg',
      telephone: '+7 (495) 120-45-67',
      email: 'info@reestr-docs.ru',
      address: '21 Tverskaya St., Moscow',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+7 (495) 120-45-67',
        email: 'info@reestr-docs.ru',
      },
      sameAs: ['https://vk.com/shop', 'https://linkedin.com/company/shop'],
    });
  });

  it('leaves out what the settings do not have', () => {
    const block = organization(
      { sitename: 'Shop', logo: '', phone: '', email: '', address: '' },
      { vk: null, tw: null, fb: null, in: null },
      SITE,
    );
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://shop.example/#organization',
      name: 'Shop',
      url: 'https://shop.example/',
    });
  });
});

describe('BreadcrumbList', () => {
  it('lists the crumbs in order, each with its position, name and absolute URL', () => {
    const block = breadcrumbList(
      [
        { name: 'Home', path: '/' },
        { name: 'Tariffs', path: '/tariffs' },
        { name: 'Russia', path: '/tariffs/russia' },
      ],
      SITE,
    );
    expect(block['@type']).toBe('BreadcrumbList');
    expect(block.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Tariffs', item: 'https://shop.example/tariffs' },
      { '@type': 'ListItem', position: 3, name: 'Russia', item: 'https://shop.example/tariffs/russia' },
    ]);
  });
});

describe('FAQPage', () => {
  it('gives each question with its answer as plain text, scripts and tags gone', () => {
    const block = faqPage(faqsFixture);
    expect(block['@type']).toBe('FAQPage');
    expect(block.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Как заказать документ?',
        acceptedAnswer: { '@type': 'Answer', text: 'Найдите компанию и добавьте документ в корзину.' },
      },
      {
        '@type': 'Question',
        name: 'Как оплатить?',
        acceptedAnswer: { '@type': 'Answer', text: 'Картой, через СБП или по счёту.' },
      },
      {
        '@type': 'Question',
        name: 'Как доставляются документы?',
        acceptedAnswer: { '@type': 'Answer', text: 'Электронные — в кабинет, оригиналы — курьером.' },
      },
    ]);
  });

  it('reduces HTML to text: a line per paragraph or item, references decoded, spaces collapsed', () => {
    expect(
      htmlToText(
        '<p>Pay by <strong>card</strong>,\n  or&nbsp;by invoice.</p>' +
          '<ul><li>A &amp; B &lt;3&gt;</li><li>&#8470;&#x20AC;&quot;</li></ul>' +
          '<p>First<br>second</p><style>p{}</style><p>&copy; &#0; &#xD800;</p>',
      ),
    ).toBe('Pay by card, or by invoice.\nA & B <3>\n№€"\nFirst\nsecond\n&copy; \ufffd \ufffd');
    // Text that reads like a tag stays text.
    expect(htmlToText('<p>&lt;b&gt;bold&lt;/b&gt;</p>')).toBe('<b>bold</b>');
  });
});

describe('Product offers', () => {
  const products = [
    productFixture({ id: 1, name: 'Extract', price_num: 18.9, ruble_price_num: 1861 }),
    productFixture({ id: 2, name: 'Apostille', price_num: 10.1, ruble_price_num: 995, thumb: '' }),
  ];

  it('gives each product its name, description and an offer in EUR and one in RUB, as the page shows', () => {
    const block = productList(
      products,
      { name: 'Tariffs for Russia', pagePath: '/tariffs/russia', orderable: true },
      SITE,
    );
    expect(block['@type']).toBe('ItemList');
    expect(block.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Product',
          name: 'Extract',
          description: 'Описание документа',
          image: 'https://shop.example/uploads/products/extract.svg',
          offers: [
            {
              '@type': 'Offer',
              price: '18.90',
              priceCurrency: 'EUR',
              availability: 'https://schema.org/InStock',
              url: 'https://shop.example/tariffs/russia',
            },
            {
              '@type': 'Offer',
              price: '1861',
              priceCurrency: 'RUB',
              availability: 'https://schema.org/InStock',
              url: 'https://shop.example/tariffs/russia',
            },
          ],
        },
      },
      {
        '@type': 'ListItem',
        position: 2,
        item: {
          '@type': 'Product',
          name: 'Apostille',
          description: 'Описание документа',
          offers: [
            {
              '@type': 'Offer',
              price: '10.10',
              priceCurrency: 'EUR',
              availability: 'https://schema.org/InStock',
              url: 'https://shop.example/tariffs/russia',
            },
            {
              '@type': 'Offer',
              price: '995',
              priceCurrency: 'RUB',
              availability: 'https://schema.org/InStock',
              url: 'https://shop.example/tariffs/russia',
            },
          ],
        },
      },
    ]);
  });

  it('offers euros only without a rate, out of stock while the shop takes no orders', () => {
    const block = productList(
      [productFixture({ id: 1, name: 'Extract', price_num: 18.9, ruble_price_num: null })],
      { name: 'Tariffs for Russia', pagePath: '/tariffs/russia', orderable: false },
      SITE,
    );
    expect(JSON.parse(JSON.stringify(block.itemListElement))).toMatchObject([
      {
        item: {
          offers: [{ price: '18.90', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' }],
        },
      },
    ]);
  });

  it('writes euro prices exactly to the cent, with a point', () => {
    expect(euroPrice(10.1)).toBe('10.10');
    expect(euroPrice(98.45)).toBe('98.45');
    expect(euroPrice(0.29)).toBe('0.29');
    expect(euroPrice(12345)).toBe('12345.00');
    expect(euroPrice(1.005)).toBe('1.01');
  });
});

describe('Article', () => {
  const article = {
    title: 'What an apostille is',
    date: '2026-03-02T09:30:00.000Z',
    image: '/uploads/articles/apostille.jpg',
    intro: 'The short of it.',
    meta_description: '',
  };

  it('gives a news item its headline, date, image and the shop as author and publisher', () => {
    const block = articleData(
      article,
      { kind: 'NewsArticle', pagePath: '/materials/news/apostille', siteName: 'Registry Documents' },
      SITE,
    );
    const shop = {
      '@type': 'Organization',
      '@id': 'https://shop.example/#organization',
      name: 'Registry Documents',
      url: 'https://shop.example/',
    };
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'What an apostille is',
      datePublished: '2026-03-02T09:30:00.000Z',
      mainEntityOfPage: 'https://shop.example/materials/news/apostille',
      image: ['https://shop.example/uploads/articles/apostille.jpg'],
      description: 'The short of it.',
      author: shop,
      publisher: shop,
    });
  });

  it('is an Article for a publication, without an image it does not have', () => {
    const block = articleData(
      { ...article, image: '', meta_description: 'For search' },
      { kind: 'Article', pagePath: '/materials/publications/apostille', siteName: 'Shop' },
      SITE,
    );
    expect(block).toMatchObject({ '@type': 'Article', description: 'For search' });
    expect(block).not.toHaveProperty('image');
  });
});

describe('the script element', () => {
  it('cannot be ended or broken by the text it carries, and reads back as it was', () => {
    const block = faqPage([
      { id: 1, question: '</script><!-- <script>alert(1)</script>\u2028\u2029', answer: '<p>Text</p>' },
    ]);
    const script = jsonLdScript(block);
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<\u2028\u2029]/);
    expect(parsedScript(script)).toEqual(JSON.parse(JSON.stringify(block)));
    expect(jsonForScript({ text: '<\u2028' })).toBe('{"text":"\\u003c\\u2028"}');
  });
});
