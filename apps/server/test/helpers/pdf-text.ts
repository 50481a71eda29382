import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of a PDF as pdftotext (poppler-utils) reads it, whitespace runs folded to one space. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each page's lines as pdftotext lays them out (a table row is one line), trimmed, blank lines left
 * out; `aboveY`: only what is printed above that many points from the top (a footer left out).
 */
export function pdfPages(pdf: Buffer, { aboveY }: { aboveY?: number } = {}): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const crop = aboveY === undefined ? [] : ['-x', '0', '-y', '0', '-W', '100000', '-H', String(aboveY)];
    return execFileSync('pdftotext', ['-layout', ...crop, file, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((page) => page.trim() !== '')
      .map((page) =>
        page
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
