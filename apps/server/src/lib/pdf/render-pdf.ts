import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);
/** pdfmake's bundled Roboto: it has Cyrillic, so Russian requisites render as text, not boxes. */
const fontDir = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

pdfMake.setFonts({
  Roboto: {
    normal: `${fontDir}/Roboto-Regular.ttf`,
    bold: `${fontDir}/Roboto-Medium.ttf`,
    italics: `${fontDir}/Roboto-Italic.ttf`,
    bolditalics: `${fontDir}/Roboto-MediumItalic.ttf`,
  },
});
// Documents are built from data, never from user-chosen resources: no URLs, no files but the fonts.
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((path) => path.startsWith(`${fontDir}/`));

/** Renders a document definition to PDF bytes with the bundled fonts. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfMake.createPdf({ defaultStyle: { font: 'Roboto', fontSize: 9 }, ...definition }).getBuffer();
}

/**
 * A Content-Disposition for a download: an ASCII fallback name and the real one encoded per
 * RFC 5987 / RFC 6266, so Cyrillic names survive every browser.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
