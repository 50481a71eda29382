import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RawAnswer, encodedWhenRepeated } from '../../src/http/answer.js';

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
