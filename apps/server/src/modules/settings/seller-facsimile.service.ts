import { createHash } from 'node:crypto';
import {
  FACSIMILE_MAX_BYTES,
  FACSIMILE_MAX_SIDE,
  type SellerFacsimile,
  type SellerRequisites,
} from '@storefront/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalid, Refusal } from '../../lib/errors.js';
import { imageDimensions } from '../../lib/image-dimensions.js';
import * as repository from './seller-facsimile.repository.js';
import { sellerIn } from './settings.service.js';

const MIME_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** A picture that passed the checks, named by its hash. */
export interface FacsimileImage {
  sha256: string;
  mimeType: 'image/png' | 'image/jpeg';
  content: Buffer;
}

/** The seller a document is issued with: the requisites and the facsimile's hash, if one is set. */
export type IssuingSeller = SellerRequisites & { facsimile?: string };

export const facsimileDataUrl = (image: { mime_type: string; content: Buffer }): string =>
  `data:${image.mime_type};base64,${image.content.toString('base64')}`;

/**
 * Checks an uploaded file for a facsimile: not cut at the limit, a PNG or JPEG by its bytes (never by
 * its name or header), at most FACSIMILE_MAX_SIDE pixels on a side as its header says.
 */
export async function checkFacsimile(file: { content: Buffer; truncated: boolean }): Promise<FacsimileImage> {
  const megabytes = FACSIMILE_MAX_BYTES / (1024 * 1024);
  if (file.truncated || file.content.length > FACSIMILE_MAX_BYTES)
    throw new Refusal('too-large', 'FacsimileTooLarge', 'file', [megabytes, FACSIMILE_MAX_SIDE]);
  if (file.content.length === 0) throw invalid('FieldCannotBeEmpty', 'file');
  const detected = await fileTypeFromBuffer(file.content);
  const mimeType = detected && (MIME_TYPES as Record<string, FacsimileImage['mimeType']>)[detected.ext];
  if (!mimeType) throw invalid('FacsimileTypeNotAllowed', 'file');
  const size = imageDimensions(file.content);
  if (!size || size.width === 0 || size.height === 0) throw invalid('FacsimileUnreadable', 'file');
  if (size.width > FACSIMILE_MAX_SIDE || size.height > FACSIMILE_MAX_SIDE)
    throw new Refusal('too-large', 'FacsimileTooLarge', 'file', [megabytes, FACSIMILE_MAX_SIDE]);
  return { sha256: createHash('sha256').update(file.content).digest('hex'), mimeType, content: file.content };
}

/**
 * The seller's facsimile: the pictures ever uploaded, kept by hash in the database (not public, in
 * every backup, read by every instance), and the one in force, named by the `seller_facsimile` setting.
 */
export class SellerFacsimileService {
  constructor(private readonly db: Kysely<Database>) {}

  /** The facsimile in force with its bytes as a `data:` URL, or null. */
  async current(db: Kysely<Database> = this.db): Promise<SellerFacsimile | null> {
    const sha256 = await repository.currentFacsimileHash(db);
    const image = sha256 === undefined ? undefined : await repository.findFacsimile(db, sha256);
    if (!image) return null;
    return {
      sha256: image.sha256,
      mime_type: image.mime_type,
      size_bytes: image.size_bytes,
      uploaded_at: image.created_at,
      data_url: facsimileDataUrl(image),
    };
  }

  /** Keeps a checked picture and puts it in force, in the caller's unit of work; answers the hash before. */
  async put(trx: Kysely<Database>, image: FacsimileImage): Promise<string | null> {
    const before = (await repository.currentFacsimileHash(trx)) ?? null;
    await repository.insertFacsimile(trx, {
      sha256: image.sha256,
      mime_type: image.mimeType,
      size_bytes: image.content.length,
      content: image.content,
    });
    await repository.setCurrentFacsimile(trx, image.sha256);
    return before;
  }

  /** Puts none in force (the pictures stay: documents issued with them print them); answers the hash before. */
  async remove(trx: Kysely<Database>): Promise<string | null> {
    const before = (await repository.currentFacsimileHash(trx)) ?? null;
    await repository.clearCurrentFacsimile(trx);
    return before;
  }

  /** A kept picture as a `data:` URL (what a PDF embeds), or undefined for an unknown hash. */
  async dataUrl(sha256: string, db: Kysely<Database> = this.db): Promise<string | undefined> {
    const image = await repository.findFacsimile(db, sha256);
    return image && facsimileDataUrl(image);
  }
}

/** The seller as a document issued now keeps it: the requisites and the facsimile in force, or null. */
export async function issuingSellerIn(db: Kysely<Database>): Promise<IssuingSeller | null> {
  const seller = await sellerIn(db);
  if (!seller) return null;
  const facsimile = await repository.currentFacsimileHash(db);
  return facsimile === undefined ? seller : { ...seller, facsimile };
}
