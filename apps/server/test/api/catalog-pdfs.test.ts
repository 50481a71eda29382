import {
  commercialOfferCall,
  countriesCall,
  formatDate,
  formatEuro,
  formatRuble,
  priceListCall,
  type Product,
  productsCall,
  rublePrice,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../../src/db/seed/data/index.js';
import { listProductTypeNames } from '../../src/modules/catalog/catalog.repository.js';
import { callOk, expectError, post } from '../helpers/http.js';
import { pdfPages, pdfText } from '../helpers/pdf-text.js';
import { type TestApp, createTestApp, testedDialects } from '../helpers/test-app.js';

/** The demo shop's seller, which its documents name. */
const shopRequisites = seedData.settings.seller;

const RATE = '98.45';
const today = (locale: string) => formatDate(new Date(), locale, { timeZone: 'Europe/Moscow' });

describe.each(testedDialects())('price list and commercial offer PDFs on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const country = async (lang: string, linkSef: string) => {
    const { countries } = await callOk(t.app, countriesCall, { lang });
    const found = countries.find((entry) => entry.link_sef === linkSef);
    if (!found) throw new Error(`no country ${linkSef}`);
    return found;
  };
  const products = async (lang: string, countryId: number): Promise<Product[]> =>
    (await callOk(t.app, productsCall, { lang, country_id: countryId })).products;

  /** A PDF answer: 200, a PDF, the spec's file name in both Content-Disposition forms, not cached. */
  const pdfOf = async (path: string, body: object, fileName: string) => {
    const response = await post(t.app, path, body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return pdfText(response.rawPayload);
  };

  /** Every product with its EUR and RUB price as the PDF prints them in that language. */
  const expectProducts = (text: string, list: Product[], locale: string) => {
    expect(list.length).toBeGreaterThan(3);
    for (const product of list) {
      expect(text).toContain(product.name);
      expect(text).toContain(formatEuro(product.price_num, locale));
      expect(product.ruble_price_num).toBe(rublePrice(product.price_num, RATE));
      expect(text).toContain(formatRuble(product.ruble_price_num!, locale));
    }
  };

  it('prints a Russian price list: shop, country, every product with EUR and RUB prices, rate and date', async () => {
    const russia = await country('ru-RU', 'russia');
    const list = await products('ru-RU', russia.id);
    const text = await pdfOf(
      priceListCall.path,
      { lang: 'ru-RU', country_id: russia.id },
      priceListCall.answerKind.type === 'file' ? priceListCall.answerKind.filename : '',
    );
    expect(text).toContain(`Прайс-лист: ${russia.text}`);
    expect(text).toContain(shopRequisites.name);
    expect(text).toContain(`ИНН ${shopRequisites.inn}`);
    expect(text).toContain(`Курс: 1 € = 98,45 ₽ на ${today('ru-RU')}`);
    expectProducts(text, list, 'ru-RU');
    // Euro cents are printed (ADR 026): the EGRIP extract costs 5,90 €, i.e. 581 ₽ at 98,45.
    const egrip = list.find((product) => product.price_num === 5.9);
    expect(egrip).toBeDefined();
    expect(text).toContain(`${egrip!.name}`);
    expect(text).toMatch(/5,90 € .*581 ₽/);
    expect(text).not.toMatch(/(^|\s)6 € 581 ₽/);
    // Durations with the dictionary's plural.
    expect(text).toMatch(/\d+ рабочи[йхе] д(ень|ня|ней)/);
  });

  it('prints the English price list in English formats', async () => {
    const russia = await country('en-US', 'russia');
    const list = await products('en-US', russia.id);
    const text = await pdfOf(priceListCall.path, { lang: 'en-US', country_id: russia.id }, 'pricelist.pdf');
    expect(text).toContain(`Price list: ${russia.text}`);
    expect(text).toContain(`Rate: €1 = 98.45 ₽ on ${today('en-US')}`);
    expectProducts(text, list, 'en-US');
    expect(text).toContain('5.90 €');
    expect(text).toMatch(/\d+ working days?/);
  });

  it('prints a price list of another country in its products', async () => {
    const uk = await country('ru-RU', 'united-kingdom');
    const text = await pdfOf(priceListCall.path, { lang: 'ru-RU', country_id: uk.id }, 'pricelist.pdf');
    expect(text).toContain(`Прайс-лист: ${uk.text}`);
    expectProducts(text, await products('ru-RU', uk.id), 'ru-RU');
  });

  it('lists each product once, though it serves several purposes', async () => {
    const russia = await country('ru-RU', 'russia');
    const list = await products('ru-RU', russia.id);
    const text = await pdfOf(priceListCall.path, { lang: 'ru-RU', country_id: russia.id }, 'pricelist.pdf');
    for (const product of list) expect(text.split(product.name).length - 1, product.name).toBe(1);
    // Under the types, not the purposes (each purpose named its products again).
    expect(text).toContain('Выписка из реестра');
    expect(text).not.toContain('Для банка');
  });

  const company = {
    company_name: 'ООО «Ромашка и Партнёры»',
    company_country: 'Россия',
    company_inn: '7707083893',
    company_date: '20.06.1991',
  };

  it('addresses a Russian commercial offer to the company, with prices, validity and contacts', async () => {
    const russia = await country('ru-RU', 'russia');
    const text = await pdfOf(
      commercialOfferCall.path,
      { lang: 'ru-RU', country_id: russia.id, ...company },
      'offer.pdf',
    );
    expect(text).toContain(`Компания: ${company.company_name}`);
    expect(text).toContain(`ИНН / регистрационный номер: ${company.company_inn}`);
    expect(text).toContain(`Страна: ${company.company_country}`);
    // The company is the reader's counterparty: named, never "your company".
    expect(text).toContain(`документы о компании ${company.company_name} из официальных источников (Россия)`);
    expect(text).not.toContain('вашей компании');
    expect(text).toContain(`Дата регистрации: ${company.company_date}`);
    expect(text).toContain(`Коммерческое предложение от ${today('ru-RU')}`);
    expect(text).toContain(`Курс: 1 € = 98,45 ₽ на ${today('ru-RU')}`);
    const until = formatDate(new Date(Date.now() + 14 * 86_400_000), 'ru-RU', { timeZone: 'Europe/Moscow' });
    expect(text).toContain(`Предложение действительно до ${until}`);
    expect(text).toContain('Контакты');
    expect(text).toMatch(/Телефон: \+7/);
    expectProducts(text, await products('ru-RU', russia.id), 'ru-RU');
  });

  it('writes the English commercial offer, and leaves out what the customer did not give', async () => {
    const russia = await country('en-US', 'russia');
    const text = await pdfOf(
      commercialOfferCall.path,
      { lang: 'en-US', country_id: russia.id, company_name: 'Acme Trading Ltd', company_inn: '01234567' },
      'offer.pdf',
    );
    expect(text).toContain('Company: Acme Trading Ltd');
    expect(text).toContain('documents about Acme Trading Ltd from official sources (Russia)');
    expect(text).not.toContain('your company');
    expect(text).toContain('INN / company number: 01234567');
    expect(text).toContain(`Commercial offer of ${today('en-US')}`);
    expect(text).toContain('This offer is valid until');
    expect(text).not.toContain('Registration date');
    expectProducts(text, await products('en-US', russia.id), 'en-US');
  });

  it("names the company's country in the offer's language when the search gave its code", async () => {
    const russia = await country('ru-RU', 'russia');
    const offer = async (lang: string, companyCountry: string) =>
      pdfText(
        (
          await post(t.app, commercialOfferCall.path, {
            lang,
            country_id: russia.id,
            company_name: 'ООО «Ромашка»',
            company_country: companyCountry,
          })
        ).rawPayload,
      );
    expect(await offer('ru-RU', 'RU')).toContain('Страна: Россия');
    expect(await offer('en-US', 'RU')).toContain('Country: Russia');
    expect(await offer('en-US', 'Россия')).toContain('Country: Russia');
    expect(await offer('ru-RU', 'GB')).toContain('Страна: Великобритания');
    // A country the shop does not know stays as the customer gave it.
    expect(await offer('ru-RU', 'Атлантида')).toContain('Страна: Атлантида');
  });

  it('never ends a page with a heading: a type heading stays with its first document', async () => {
    const headings = new Set<string>();
    for (const lang of ['ru-RU', 'en-US'])
      for (const { name } of await listProductTypeNames(t.database.handle.db, lang)) headings.add(name);
    let pagesEnded = 0;
    for (const lang of ['ru-RU', 'en-US']) {
      const { countries } = await callOk(t.app, countriesCall, { lang });
      for (const { id, link_sef } of countries) {
        const response = await post(t.app, commercialOfferCall.path, {
          lang,
          country_id: id,
          company_name: 'ООО «Ромашка и Партнёры»',
          company_country: 'RU',
          company_inn: '7707083893',
          company_date: '20.06.1991',
        });
        expect(response.statusCode).toBe(200);
        // An A4 page is 842 points high; its footer (shop, page n / m) starts below 800.
        const pages = pdfPages(response.rawPayload, { aboveY: 800 });
        for (const [index, page] of pages.slice(0, -1).entries()) {
          const last = page.at(-1) ?? '';
          expect(headings.has(last), `${lang} ${link_sef}: page ${index + 1} ends with "${last}"`).toBe(
            false,
          );
          pagesEnded++;
        }
      }
    }
    // The demo catalog has offers longer than a page to check.
    expect(pagesEnded).toBeGreaterThan(3);
    // Every country's offer in both languages, rendered and read back: minutes on a busy 2-core machine.
  }, 180_000);

  it('refuses bad input with a 4xx in the contract error shape', async () => {
    const russia = await country('ru-RU', 'russia');
    expectError(await post(t.app, priceListCall.path, { lang: 'ru-RU' }), 400, {
      error: 'FieldCannotBeEmpty',
      field: 'country_id',
    });
    expectError(await post(t.app, priceListCall.path, { lang: 'ru-RU', country_id: 'abc' }), 400, {
      field: 'country_id',
    });
    expectError(await post(t.app, priceListCall.path, { lang: 'ru-RU', country_id: 999_999 }), 404, {
      error: 'NotFound',
      field: 'country_id',
    });
    expectError(await post(t.app, commercialOfferCall.path, { lang: 'ru-RU', country_id: russia.id }), 400, {
      error: 'FieldCannotBeEmpty',
      field: 'company_name',
    });
    expectError(
      await post(t.app, commercialOfferCall.path, {
        lang: 'ru-RU',
        country_id: russia.id,
        company_name: 'x'.repeat(5000),
      }),
      400,
      { field: 'company_name' },
    );
    expectError(
      await post(t.app, commercialOfferCall.path, {
        lang: 'ru-RU',
        country_id: 999_999,
        company_name: 'ООО «Ромашка»',
      }),
      404,
      { error: 'NotFound', field: 'country_id' },
    );
    expectError(
      await post(t.app, commercialOfferCall.path, {
        lang: 'ru-RU',
        country_id: russia.id,
        company_name: 'ООО «Ромашка»',
        company_date: 'y'.repeat(200),
      }),
      400,
      { field: 'company_date' },
    );
  });
});
