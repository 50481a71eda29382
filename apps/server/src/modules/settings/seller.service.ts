import type { SellerFacsimile, SellerRequisites } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { checkFacsimile, facsimileDataUrl, type SellerFacsimileService } from './seller-facsimile.service.js';
import { bumpContentRevision, sellerIn } from './settings.service.js';
import type { SiteTextsService } from './site-texts.service.js';

/**
 * The seller as administrators keep it in the back-office (ADR 058, ADR 059): the requisites that
 * invoices and acts carry, and the facsimile, checked by its bytes and embedded once in a PDF
 * before it is put in force. A write that changes something states it and bumps the content
 * revision; one that changes nothing states nothing. Documents issued before keep their seller.
 */
export class SellerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      siteTexts: SiteTextsService;
      facsimiles: SellerFacsimileService;
      /** Embeds the picture in a PDF, refusing one the PDF cannot carry (the documents' renderer). */
      checkFacsimileRenders: (dataUrl: string) => Promise<void>;
    },
  ) {}

  /** The requisites as kept, past the cache: null while any but the KPP is missing. */
  requisites(): Promise<SellerRequisites | null> {
    return sellerIn(this.db);
  }

  async saveRequisites(write: Write, input: SellerRequisites): Promise<SellerRequisites> {
    return write(async (trx, changed) => {
      const saved = await this.deps.siteTexts.saveSeller(trx, input);
      if (saved.changed) {
        changed({ entity: 'setting', id: 'seller', before: saved.before, after: saved.after });
        await bumpContentRevision(trx);
      }
      return saved.seller;
    });
  }

  facsimile(): Promise<SellerFacsimile | null> {
    return this.deps.facsimiles.current(this.db);
  }

  async uploadFacsimile(write: Write, file: UploadedFile): Promise<SellerFacsimile> {
    const image = await checkFacsimile(file);
    await this.deps.checkFacsimileRenders(
      facsimileDataUrl({ mime_type: image.mimeType, content: image.content }),
    );
    return write(async (trx, changed) => {
      const before = await this.deps.facsimiles.put(trx, image);
      if (before !== image.sha256) {
        changed({
          entity: 'setting',
          id: 'seller_facsimile',
          before: { sha256: before },
          after: { sha256: image.sha256 },
          details: { file_name: file.fileName, size_bytes: image.content.length },
        });
        await bumpContentRevision(trx);
      }
      return (await this.deps.facsimiles.current(trx))!;
    });
  }

  /** Puts none in force; the pictures stay (documents issued with them print them). */
  async removeFacsimile(write: Write): Promise<null> {
    return write(async (trx, changed) => {
      const before = await this.deps.facsimiles.remove(trx);
      if (before !== null) {
        changed({
          entity: 'setting',
          id: 'seller_facsimile',
          before: { sha256: before },
          after: { sha256: null },
        });
        await bumpContentRevision(trx);
      }
      return null;
    });
  }
}
