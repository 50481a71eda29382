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

/**
 * Renders a document definition to PDF bytes with the bundled fonts. Only the PDF worker threads
 * load this module (src/pdf-worker.ts): pdfmake never runs on the server's event loop.
 */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfMake.createPdf({ defaultStyle: { font: 'Roboto', fontSize: 9 }, ...definition }).getBuffer();
}
