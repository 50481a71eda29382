import { z } from 'zod';
import { authKeyField, emptyObject } from '../common.js';
import { routes } from '../routes.js';
import { defineCall } from './define.js';

/**
 * The seller's facsimile: one picture of the signature with the stamp, drawn on the signature
 * places of the invoices and acts issued while it is set. Each document keeps the picture it was
 * issued with (by its SHA-256), so replacing or removing it changes no document issued before.
 */

/** The picture types a facsimile may be, by what the file contains (PDFs embed PNG and JPEG only). */
export const FACSIMILE_TYPES = ['png', 'jpg'] as const;
/** The largest facsimile taken, in bytes: a scan at 300 dpi of a signature and a stamp is far less. */
export const FACSIMILE_MAX_BYTES = 1024 * 1024;
/**
 * The most pixels a facsimile may have on a side: a signature and a seal scanned at 600 dpi fit,
 * and no PDF render decodes a picture that asks for gigabytes.
 */
export const FACSIMILE_MAX_SIDE = 3000;

export const sellerFacsimile = z.object({
  /** SHA-256 of the picture (hex): the name documents keep it by. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  mime_type: z.enum(['image/png', 'image/jpeg']),
  size_bytes: z.number().int().positive(),
  uploaded_at: z.string(),
  /** The picture itself as a `data:` URL, for the back-office's preview (it is never public). */
  data_url: z.string(),
});
export type SellerFacsimile = z.infer<typeof sellerFacsimile>;

const facsimileAnswer = z.object({ facsimile: sellerFacsimile.nullable() });

/** The facsimile set now, or null. */
export const adminSellerFacsimileCall = defineCall(routes.adminSellerFacsimile, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: facsimileAnswer,
});

/** Sets the facsimile (multipart: `auth_key`, then `file`, PNG or JPEG up to FACSIMILE_MAX_BYTES). */
export const adminSellerFacsimileUploadCall = defineCall(routes.adminSellerFacsimileUpload, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: facsimileAnswer,
});

/** Removes the facsimile: documents issued from now on carry empty signature places. */
export const adminSellerFacsimileDeleteCall = defineCall(routes.adminSellerFacsimileDelete, {
  body: z.object({ auth_key: authKeyField }),
  query: emptyObject,
  answer: facsimileAnswer,
});
