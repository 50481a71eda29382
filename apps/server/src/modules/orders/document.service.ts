import { euroFromCents, LIMITS, type DocumentType, type UserDocument } from '@storefront/contract';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalid, notFound, Refusal } from '../../lib/errors.js';
import type { PdfRendering, RenderOptions } from '../../lib/pdf/pdf-renderer.js';
import type { Write } from '../../db/transaction.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import type { DocumentStore } from './document-store.js';
import { findOrder, orderItems } from './order.repository.js';
import { orderAuditChange, type OrderService } from './order.service.js';
import {
  type AccountingFacts,
  type accountingDocument,
  customerOf,
  storedBuyer,
  storedSeller,
} from './accounting-pdf.js';
import { issuingSellerIn, SellerFacsimileService } from '../settings/seller-facsimile.service.js';
import { accountingTexts } from './accounting-pdf-texts.js';
import { isImportedRate } from './document-queries.js';
import * as repository from './document.repository.js';

export interface DocumentFile {
  fileName: string;
  pdf: Buffer;
}

export interface DeliveredFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/**
 * An act or invoice as a PDF worker takes it (src/pdf-worker.ts): the builder's arguments, plain
 * data; or a facsimile (a `data:` URL) to embed once on its own, before it is put in force.
 */
export type AccountingPdfJob =
  | { document: 'accounting'; data: Parameters<typeof accountingDocument> }
  | { document: 'facsimileProbe'; data: string };

export class DocumentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      /** Where delivered files live; `storage_key` is a path below it. */
      storageDir: string;
      /** Renders acts and invoices off the event loop (docs/decisions/057-pdfs-off-the-event-loop.md). */
      pdfs: PdfRendering<AccountingPdfJob>;
      /** Calendar days a bank-transfer invoice is payable (ORDER_UNPAID_CANCEL_DAYS). */
      paymentDays: number;
      /** The shop's country names in a language (the content's), for the companies' countries. */
      countryNames: (language: string) => Promise<ReadonlyMap<string, string>>;
      /** Checks and writes the delivered files the back-office uploads. */
      store: DocumentStore;
      /** An uploaded file delivers its order item (and may complete the order). */
      orders: Pick<OrderService, 'orderOfItem' | 'deliverItem'>;
    },
    private readonly facsimiles = new SellerFacsimileService(db),
  ) {}

  /** The user a document belongs to, or undefined for an unknown id (mail attachments use it). */
  async ownerOf(id: number): Promise<number | undefined> {
    return (await repository.findDocumentOwner(this.db, id))?.user_id;
  }

  async list(
    userId: number,
    docType: DocumentType | undefined,
    {
      page = 1,
      pageSize = LIMITS.defaultPageSize,
    }: { page?: number | undefined; pageSize?: number | undefined },
  ) {
    const { rows, count } = await repository.listAccountingDocuments(this.db, userId, docType, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const list = rows.map((row): UserDocument => ({
      id: row.id,
      doc_type: row.doc_type as DocumentType,
      number: row.number,
      date: row.issued_at,
      order_id: row.order_id,
      order_number: row.order_number,
      total_eur: euroFromCents(row.total_cents ?? row.order_total_cents),
      total_rub: row.total_rub ?? row.order_total_rub,
    }));
    return { count, list, page };
  }

  /**
   * The act or invoice as a PDF in `language`; another user's id, or an id of the other type, is 404.
   * The buyer is the one kept on the document when it was issued, never the legal entity as it is
   * now; a document without one (none is made so) falls back to the checkout's
   * name and INN on the order.
   */
  async pdf(
    userId: number,
    id: number,
    docType: DocumentType,
    language: string,
    options?: RenderOptions,
  ): Promise<DocumentFile> {
    const document = await repository.findOwnDocument(this.db, userId, id, docType);
    if (!document) throw notFound('id');
    const order = await findOrder(this.db, document.order_id);
    if (!order) throw notFound('id');
    const items = await orderItems(this.db, order.id);
    // Issued before the seller was kept on documents: the seller the shop has now.
    const seller = storedSeller(document.seller) ?? (await issuingSellerIn(this.db));
    if (!seller) throw new Refusal('conflict', 'SellerRequisitesMissing');
    const texts = accountingTexts(language);
    const countries = await this.deps.countryNames(texts.locale);
    const facts: AccountingFacts = {
      cbrRate: await isImportedRate(this.db, order.ruble_course_date, order.ruble_course),
      paymentDays: this.deps.paymentDays,
      countryNames: Object.fromEntries(
        items.flatMap((item) => {
          const name = countries.get(item.company_country);
          return name === undefined ? [] : [[item.company_country, name]];
        }),
      ),
      facsimile: seller.facsimile && (await this.facsimiles.dataUrl(seller.facsimile)),
    };
    const data: Parameters<typeof accountingDocument> = [
      { ...document, doc_type: docType },
      order,
      items,
      storedBuyer(document.buyer) ?? customerOf(order, undefined),
      seller,
      texts.locale,
      facts,
    ];
    return {
      fileName: `${texts.fileName[docType]} ${document.number}.pdf`,
      pdf: await this.deps.pdfs.render({ document: 'accounting', data }, options),
    };
  }

  /**
   * Embeds a facsimile (a `data:` URL) in a PDF on the render threads before it is put in force: a
   * picture whose header passes but whose data does not decode is refused here, never found broken
   * on every invoice after it.
   */
  async checkFacsimileRenders(facsimile: string): Promise<void> {
    try {
      await this.deps.pdfs.render({ document: 'facsimileProbe', data: facsimile });
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw invalid('FacsimileUnreadable', 'file');
    }
  }

  /**
   * Any document of any order, for the back-office: a delivered file (current or replaced) as
   * uploaded, an act or an invoice as a PDF in the order's language. Unknown ids are 404.
   */
  async staffDownload(id: number): Promise<DeliveredFile> {
    const document = await repository.findDocumentWithLanguage(this.db, id);
    if (!document) throw notFound('id');
    if (document.doc_type === 'file') return this.deliveredFile(document.user_id, id);
    const file = await this.pdf(document.user_id, id, document.doc_type, document.language_code);
    return { fileName: file.fileName, mimeType: 'application/pdf', content: file.pdf };
  }

  /**
   * The document of one order item, uploaded by a manager: checked by content and size, written
   * under DOCUMENTS_DIR, then recorded (and the order completed when it was the last) in one unit
   * of work. A unit of work that fails removes the file it wrote.
   */
  async upload(write: Write, orderItemId: number, file: UploadedFile, managerId: number) {
    const checked = await this.deps.store.check(file);
    const orderId = await this.deps.orders.orderOfItem(orderItemId);
    if (orderId === undefined) throw notFound('id');
    const storageKey = await this.deps.store.save(orderId, file.content, checked.extension);
    try {
      return await write(async (trx, changed) => {
        const delivered = await this.deps.orders.deliverItem(
          trx,
          {
            orderItemId,
            storageKey,
            fileName: checked.fileName,
            mimeType: checked.mimeType,
            sizeBytes: file.content.length,
          },
          managerId,
        );
        changed(
          orderAuditChange(delivered, {
            order_item_id: orderItemId,
            document_id: delivered.documentId,
            file_name: checked.fileName,
            size_bytes: file.content.length,
          }),
        );
        return {
          orderId: delivered.orderId,
          completed: delivered.completed,
          document: {
            id: delivered.documentId,
            order_item_id: orderItemId,
            file_name: checked.fileName,
            mime_type: checked.mimeType,
            size_bytes: file.content.length,
          },
        };
      });
    } catch (error) {
      await this.deps.store.discard(storageKey);
      throw error;
    }
  }

  /** A delivered product file of this user; another user's id, or a missing file, is 404. */
  async deliveredFile(userId: number, id: number): Promise<DeliveredFile> {
    const document = await repository.findOwnDocument(this.db, userId, id, 'file');
    if (!document?.storage_key) throw notFound('id');
    const root = resolve(this.deps.storageDir);
    const path = resolve(root, document.storage_key);
    // A key is written by the shop, never by a customer; still, nothing outside the root is served.
    if (!path.startsWith(root + sep)) throw notFound('id');
    const content = await readFile(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw notFound('id');
      throw error;
    });
    return {
      fileName: document.file_name ?? `${document.number}.pdf`,
      mimeType: document.mime_type ?? 'application/octet-stream',
      content,
    };
  }
}
