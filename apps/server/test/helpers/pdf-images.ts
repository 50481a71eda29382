import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The images a PDF embeds, as `pdfimages -list` (poppler-utils) lists them: each one's type and encoding. */
export function pdfImages(pdf: Buffer): { type: string; width: number; height: number; encoding: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pdf-images-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const listed = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Two header lines, then: page num type width height color comp bpc enc ...
    return listed
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        return {
          type: columns[2]!,
          width: Number(columns[3]),
          height: Number(columns[4]),
          encoding: columns[8]!,
        };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
