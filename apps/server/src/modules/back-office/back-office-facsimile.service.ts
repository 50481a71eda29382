import type { SellerFacsimile } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/transaction.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentService } from '../orders/document.service.js';
import {
  checkFacsimile,
  facsimileDataUrl,
  type SellerFacsimileService,
} from '../settings/seller-facsimile.service.js';
import type { ManagerCall } from './back-office-orders.service.js';
import { publishManagerWrite } from './back-office-texts.service.js';
import type { UploadedFile } from './document-upload.js';

/**
 * The seller's facsimile in the back-office: an administrator's upload, checked by its bytes and
 * embedded once in a PDF before it is put in force, or its removal; each with its audit row.
 * Documents issued before keep the picture they were issued with.
 */
export class BackOfficeFacsimileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deps: {
      facsimiles: SellerFacsimileService;
      documents: DocumentService;
      audit: AuditService;
    },
  ) {}

  current(): Promise<SellerFacsimile | null> {
    return this.deps.facsimiles.current(this.db);
  }

  async upload(write: Write, call: ManagerCall, file: UploadedFile): Promise<SellerFacsimile> {
    const image = await checkFacsimile(file);
    await this.deps.documents.checkFacsimileRenders(
      facsimileDataUrl({ mime_type: image.mimeType, content: image.content }),
    );
    return write(async (trx) => {
      const before = await this.deps.facsimiles.put(trx, image);
      await publishManagerWrite(this.deps.audit, trx, {
        call,
        entity: 'setting',
        entityId: 'seller_facsimile',
        change: {
          changed: before !== image.sha256,
          before: { sha256: before },
          after: { sha256: image.sha256 },
        },
        details: { file_name: file.fileName, size_bytes: image.content.length },
      });
      return (await this.deps.facsimiles.current(trx))!;
    });
  }

  async remove(write: Write, call: ManagerCall): Promise<null> {
    return write(async (trx) => {
      const before = await this.deps.facsimiles.remove(trx);
      await publishManagerWrite(this.deps.audit, trx, {
        call,
        entity: 'setting',
        entityId: 'seller_facsimile',
        change: { changed: before !== null, before: { sha256: before }, after: { sha256: null } },
      });
      return null;
    });
  }
}
