import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBytes, encodedWhenRepeated, RawAnswer, splicedAnswer } from '../../src/http/answer.js';

describe('an answer precompressed when it is asked again (a search)', () => {
  it('goes out as it is the first time, then precompressed, the same bytes each time after', async () => {
    const value = {
      companies: Array.from({ length: 20 }, (_, id) => ({
        id,
        name: `ООО «Ромашка ${id}»`,
        address: 'г. Москва',
      })),
    };
    // The first ask: the object itself (fastify serialises and compresses it for that request).
    expect(encodedWhenRepeated(value)).toBe(value);
    const second = await encodedWhenRepeated(value);
    expect(second).toBeInstanceOf(RawAnswer);
    expect(await encodedWhenRepeated(value)).toBe(second);
    const json = JSON.stringify(value);
    const answer = second as RawAnswer;
    expect(answer.payload.toString()).toBe(json);
    expect(brotliDecompressSync(answer.encoded.br!).toString()).toBe(json);
    expect(gunzipSync(answer.encoded.gzip!).toString()).toBe(json);
    expect(answer.encoded.br!.length).toBeLessThan(json.length / 3);
  });
});

describe('an answer spliced from a cached base and the fields of a request (settings)', () => {
  const base = { settings: { sitename: 'Магазин' }, translations: { Hello: 'Привет' } };
  const shared = { cart: [], user_data: null };

  it("encodes the guests' answer once and hands the same one out, at once when it is ready", async () => {
    const first = splicedAnswer(base, shared, shared, true);
    expect(first).toBeInstanceOf(Promise);
    const answer = await first;
    expect(answer.payload.toString()).toBe(JSON.stringify({ ...base, ...shared }));
    expect(brotliDecompressSync(answer.encoded.br!).equals(answer.payload)).toBe(true);
    expect(gunzipSync(answer.encoded.gzip!).equals(answer.payload)).toBe(true);
    expect(splicedAnswer(base, shared, shared, true)).toBe(answer);
  });

  it("gives a request's own fields their own answer, and a new base (changed content) a new one", async () => {
    const own = { cart: [{ id: 7 }], user_data: { id: 3 } };
    const answer = splicedAnswer(base, own, shared, false) as RawAnswer;
    expect(answer.payload.toString()).toBe(JSON.stringify({ ...base, ...own }));
    expect(answer.encoded).toEqual({});
    const changed = { ...base, settings: { sitename: 'Новое имя' } };
    const renewed = await splicedAnswer(changed, shared, shared, true);
    expect(renewed).not.toBe(await splicedAnswer(base, shared, shared, true));
    expect(renewed.payload.toString()).toBe(JSON.stringify({ ...changed, ...shared }));
  });
});

describe('answerBytes', () => {
  const json = JSON.stringify({ words: Array.from({ length: 200 }, (_, i) => `слово ${i}`) });
  let app: FastifyInstance;
  beforeAll(async () => {
    const precompressed = new RawAnswer(Buffer.from(json), {
      br: brotliCompressSync(json),
      gzip: gzipSync(json),
    });
    app = Fastify();
    app.get('/precompressed', async (request, reply) => answerBytes(request, reply, precompressed));
    app.get('/fresh', async (request, reply) =>
      answerBytes(request, reply, new RawAnswer(Buffer.from(json))),
    );
    app.get('/small', async (request, reply) =>
      answerBytes(request, reply, new RawAnswer(Buffer.from('{"ok":true}'), { br: Buffer.from('no') })),
    );
    await app.ready();
  });
  afterAll(async () => app.close());
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the bytes in the encoding the client takes best, with their length and Vary', async () => {
    for (const url of ['/precompressed', '/fresh']) {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body).toBe(json);
      for (const response of [br, gzip, plain]) {
        expect(response.headers.vary).toBe('accept-encoding');
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      }
    }
  });

  it('sends an answer under 1 KB as it is, whatever the client takes', async () => {
    const response = await get('/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('{"ok":true}');
  });
});
