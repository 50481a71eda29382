import { renderPdf } from './lib/pdf/render-pdf.js';
import { commercialOfferDocument, priceListDocument } from './modules/catalog/catalog-pdf.js';
import { type CatalogPdfJob, catalogSheet } from './modules/catalog/catalog-pdf-sheet.js';
import { accountingDocument, facsimileProbeDocument } from './modules/orders/accounting-pdf.js';
import type { AccountingPdfJob } from './modules/orders/document.service.js';

/** Every document the PDF threads make, each as the plain data its builder is a function of. */
export type PdfJob = CatalogPdfJob | AccountingPdfJob;

/**
 * The entry of a PDF worker thread (lib/pdf/pdf-renderer.ts; docs/decisions/057): it builds a
 * job's document from its data and renders it, off the server's event loop. Like server.ts it
 * composes the modules, here only their document builders.
 */
export default async function renderJob(job: PdfJob): Promise<Uint8Array> {
  switch (job.document) {
    case 'priceList':
      return renderPdf(priceListDocument(catalogSheet(job.data)));
    case 'offer':
      return renderPdf(
        commercialOfferDocument(catalogSheet(job.data.sheet), job.data.addressee, job.data.validity),
      );
    case 'accounting':
      return renderPdf(accountingDocument(...job.data));
    case 'facsimileProbe':
      return renderPdf(facsimileProbeDocument(job.data));
  }
}
