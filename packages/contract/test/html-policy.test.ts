import { describe, expect, it } from 'vitest';
import { mapSrcset } from '../src/rules/html-policy.js';

describe('mapSrcset', () => {
  it('passes each candidate URL through the mapping and keeps its descriptor', () => {
    expect(mapSrcset('a.png 1x,  uploads/b.png 2x', (url) => `/${url}`)).toBe('/a.png 1x, /uploads/b.png 2x');
  });

  it('maps a lone URL without a descriptor', () => {
    expect(mapSrcset(' x.webp ', (url) => url.toUpperCase())).toBe('X.WEBP');
  });
});
