import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/lib/errors.js';
import { acceptedEncoding } from '../../src/http/answer.js';
import { FORM_LIMITS, parseBracketNames } from '../../src/http/form-body.js';

describe('parseBracketNames', () => {
  it('reads flat bodies, decoding + and percent escapes', () => {
    expect({ ...parseBracketNames('lang=en-US&name=%D0%98%D0%B2%D0%B0%D0%BD+%D0%9F.&empty=&flag') }).toEqual({
      lang: 'en-US',
      name: 'Иван П.',
      empty: '',
      flag: '',
    });
  });

  it('collects repeated flat names into a list', () => {
    expect({ ...parseBracketNames('a=1&a=2&a=3') }).toEqual({ a: ['1', '2', '3'] });
  });

  it('nests PHP-style bracket names, raw or percent-encoded', () => {
    const parsed = parseBracketNames(
      'LoginForm[username]=a%40b.ru&LoginForm[rememberMe]=1&company%5Bid%5D=7&cart_ids[]=1&cart_ids[]=2',
    );
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      LoginForm: { username: 'a@b.ru', rememberMe: '1' },
      company: { id: '7' },
      cart_ids: ['1', '2'],
    });
  });

  it('keeps a single cart_ids[] as a list and 50 of them as a list', () => {
    expect(JSON.parse(JSON.stringify(parseBracketNames('cart_ids[]=5')))).toEqual({ cart_ids: ['5'] });
    const many = Array.from({ length: 50 }, (_, i) => `cart_ids[]=${i}`).join('&');
    expect((parseBracketNames(many).cart_ids as string[]).length).toBe(50);
  });

  it('reads the multipart plugin flat record the same way', () => {
    expect(
      JSON.parse(JSON.stringify(parseBracketNames({ 'company[name]': 'ООО', 'cart_ids[]': ['1', '2'] }))),
    ).toEqual({
      company: { name: 'ООО' },
      cart_ids: ['1', '2'],
    });
  });

  it('refuses more fields than the cap with 413, with or without brackets', () => {
    for (const name of ['a', 'a[]']) {
      const body = Array.from({ length: FORM_LIMITS.fields + 1 }, () => `${name}=1`).join('&');
      expect(() => parseBracketNames(body)).toThrow(expect.objectContaining({ kind: 'too-large' }));
    }
  });

  it('refuses nesting deeper than the cap and malformed escapes with 4xx', () => {
    const deep = () => parseBracketNames('a[b][c][d][e][f]=1');
    expect(deep).toThrow(Refusal);
    expect(() => parseBracketNames('name=%E0%A4%A')).toThrow(expect.objectContaining({ kind: 'invalid' }));
  });

  it('refuses a NUL character in any value, naming its field', () => {
    for (const [body, field] of [
      ['name=An%00na&company=x', 'name'],
      ['LoginForm[username]=a%00b', 'LoginForm[username]'],
    ] as const)
      expect(() => parseBracketNames(body)).toThrow(
        expect.objectContaining({ kind: 'invalid', key: 'FieldHasWrongValue', field }),
      );
    expect(() => parseBracketNames({ 'cart_ids[]': ['1', '2\u0000'] })).toThrow(
      expect.objectContaining({ kind: 'invalid', field: 'cart_ids[1]' }),
    );
  });

  it('never pollutes prototypes', () => {
    parseBracketNames('__proto__[polluted]=1&constructor[prototype][polluted]=1');
    parseBracketNames('__proto__=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.0')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
