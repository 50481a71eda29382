import { afterEach, describe, expect, it } from 'vitest';
import { Refusal, tooManyRequests } from '../../src/lib/errors.js';
import { PdfRenderer, workerScriptBeside } from '../../src/lib/pdf/pdf-renderer.js';
import type { PdfJob } from '../../src/pdf-worker.js';
import { pdfText } from '../helpers/pdf-text.js';

/** A price list as plain data, as the catalogue's service posts it: no products, a rate. */
const priceListJob: PdfJob = {
  document: 'priceList',
  data: {
    lang: 'ru-RU',
    shop: {
      sitename: 'Тестовый магазин',
      phone: '+7 495 000-00-00',
      email: 'shop@example.test',
      address: '',
    },
    seller: null,
    country: 'Тестляндия',
    groups: [],
    rate: { course: '98,45', date: '01.12.2026' },
    issuedOn: '01.12.2026',
    workingDayForms: { WorkingDay_other: '%s рабочих дней' },
  },
};

/** The PDF worker from the sources, as the server starts it beside services.ts. */
const script = workerScriptBeside(new URL('../../src/pdf-worker.ts', import.meta.url).href, 'pdf-worker');

describe('the PDF renderer', () => {
  const renderers: PdfRenderer<PdfJob>[] = [];
  const renderer = (threads: number, queueMax: number) => {
    const created = new PdfRenderer<PdfJob>({ script, threads, queueMax });
    renderers.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(renderers.splice(0).map((created) => created.close()));
  });

  it('renders a job of plain data on a worker thread, and the PDF reads back', async () => {
    const pdf = await renderer(1, 4).render(priceListJob);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Прайс-лист: Тестляндия');
    expect(text).toContain('Курс: 1 € = 98,45 ₽ на 01.12.2026');
    expect(text).toContain('Для этой страны документов пока нет.');
  });

  it('refuses past its bound with ServerBusy, lets a waiting job through, and frees a place not admitted', async () => {
    const pool = renderer(1, 0);
    const running = pool.render(priceListJob);
    const refused = await pool.render(priceListJob).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ kind: 'unavailable', key: 'ServerBusy', retryAfterSeconds: 1 });
    const waited = pool.render(priceListJob, { whenBusy: 'wait' });
    expect(pdfText(await running)).toContain('Тестляндия');
    expect(pdfText(await waited)).toContain('Тестляндия');

    let admitted = 0;
    const notAdmitted = await pool
      .render(priceListJob, {
        admit: async () => {
          throw tooManyRequests(7);
        },
      })
      .catch((error: unknown) => error);
    expect(notAdmitted).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 7 });
    const next = await pool.render(priceListJob, { admit: async () => void admitted++ });
    expect(admitted).toBe(1);
    expect(pdfText(next)).toContain('Тестляндия');
  });

  it('finishes what it took when closed, and takes nothing after', async () => {
    const pool = renderer(1, 2);
    const taken = [pool.render(priceListJob), pool.render(priceListJob)];
    await pool.close();
    for (const pdf of await Promise.all(taken)) expect(pdfText(pdf)).toContain('Тестляндия');
    await expect(pool.render(priceListJob)).rejects.toThrow('the PDF renderer is closed');
  });
});
