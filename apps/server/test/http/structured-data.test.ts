import { countriesCall, faqsCall, productsCall, settingsCall } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../helpers/http.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';
import { type WebBuild, webRendererBuild } from '../helpers/web-build.js';

/**
 * The structured data of pages rendered on the server (ADR 042), through the web app's own
 * renderer: built here from apps/web/src/entry-server.tsx, loaded by the server and asked for
 * pages with `inject`, on the seeded shop. Each JSON-LD block must parse and say what the page
 * shows, with URLs under PUBLIC_URL.
 */

const PUBLIC_URL = 'https://shop.example';
type Block = Record<string, unknown> & { '@type': string };

/** The document's JSON-LD blocks, parsed: every one must be JSON. */
function structuredData(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Block,
  );
}

function blockOf(blocks: Block[], type: string): Block {
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found, `one ${type} block`).toHaveLength(1);
  return found[0]!;
}

let web: WebBuild;
beforeAll(async () => {
  web = await webRendererBuild();
}, 120_000);
afterAll(() => web?.remove());

describe.each(testedDialects())('structured data of rendered pages, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { webDistDir: web.dist, publicUrl: PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (url: string) => {
    const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: 'language=en-US' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('id="storefront-state"');
    return answer.body;
  };

  it('gives the FAQ as an FAQPage, with the shop and the breadcrumbs', async () => {
    const { faqs } = await callOk(t.app, faqsCall, { lang: 'en-US' });
    const { settings } = await callOk(t.app, settingsCall, { lang: 'en-US' });
    expect(faqs.length).toBeGreaterThan(0);
    const blocks = structuredData(await page('/faq'));

    const faq = blockOf(blocks, 'FAQPage');
    expect(faq['@context']).toBe('https://schema.org');
    const questions = faq.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(questions.map((question) => question.name)).toEqual(faqs.map((entry) => entry.question));
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
      expect(question.acceptedAnswer.text).not.toMatch(/<[a-z/]/i);
    }

    expect(blockOf(blocks, 'Organization')).toMatchObject({
      name: settings.sitename,
      url: `${PUBLIC_URL}/`,
    });
    // The page is shown in English (the cookie's): its crumbs are the English addresses, as its
    // canonical link is (ADR 070).
    const trail = blockOf(blocks, 'BreadcrumbList').itemListElement as { position: number; item: string }[];
    expect(trail.map(({ position, item }) => [position, item])).toEqual([
      [1, `${PUBLIC_URL}/en`],
      [2, `${PUBLIC_URL}/en/faq`],
    ]);
  });

  it("gives a country's tariffs as products with offers in EUR and RUB, as the page shows them", async () => {
    const { countries } = await callOk(t.app, countriesCall, { lang: 'en-US' });
    const country = countries[0]!;
    const { products } = await callOk(t.app, productsCall, { lang: 'en-US', country_id: country.id });
    expect(products.length).toBeGreaterThan(0);
    const blocks = structuredData(await page(`/tariffs/${country.link_sef}`));

    const list = blockOf(blocks, 'ItemList');
    const items = (list.itemListElement as { position: number; item: Block }[]).map(({ item }) => item);
    expect(items.map((item) => item.name)).toEqual(products.map((product) => product.name));
    items.forEach((item, index) => {
      const product = products[index]!;
      expect(item['@type']).toBe('Product');
      const offers = item.offers as { price: string; priceCurrency: string; availability: string }[];
      expect(offers.map(({ price, priceCurrency }) => [priceCurrency, price])).toEqual([
        ['EUR', product.price],
        ['RUB', String(product.ruble_price_num)],
      ]);
    });
    const trail = blockOf(blocks, 'BreadcrumbList').itemListElement as { item: string }[];
    expect(trail.at(-1)?.item).toBe(`${PUBLIC_URL}/en/tariffs/${country.link_sef}`);
    expect(list.url).toBe(`${PUBLIC_URL}/en/tariffs/${country.link_sef}`);
  });
});
