import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 name, which carries Cyrillic', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="_____ RD-000042.pdf"; filename*=UTF-8''%D0%A1%D1%87%D1%91%D1%82%20RD-000042.pdf`,
        'invoice.pdf',
      ),
    ).toBe('Счёт RD-000042.pdf');
  });

  it('takes the plain name, else the fallback', () => {
    expect(fileNameFromDisposition('attachment; filename="act.pdf"', 'x.pdf')).toBe('act.pdf');
    expect(fileNameFromDisposition('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
  });
});
