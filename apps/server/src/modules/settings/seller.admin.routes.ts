import {
  adminSellerCall,
  adminSellerFacsimileCall,
  adminSellerFacsimileDeleteCall,
  adminSellerFacsimileUploadCall,
  adminSellerSaveCall,
  FACSIMILE_MAX_BYTES,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveUploadCall } from '../../http/file-upload.js';
import type { Services } from '../../services.js';

/** The seller's requisites and facsimile that invoices and acts carry (administrators, ADR 058, ADR 059). */
export async function sellerAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { seller } = services;

  app.serveCall(adminSellerCall, async () => ({ seller: await seller.requisites() }));

  app.serveCall(adminSellerSaveCall, async ({ body, write }) => {
    const { auth_key: _key, ...requisites } = body;
    return { seller: await seller.saveRequisites(write, { ...requisites, kpp: requisites.kpp ?? '' }) };
  });

  app.serveCall(adminSellerFacsimileCall, async () => ({ facsimile: await seller.facsimile() }));

  app.serveCall(adminSellerFacsimileDeleteCall, async ({ write }) => ({
    facsimile: await seller.removeFacsimile(write),
  }));

  // The one call here that takes a file (multipart, in a scope of its own).
  await serveUploadCall(
    app,
    adminSellerFacsimileUploadCall,
    { access: services.access, maxBytes: FACSIMILE_MAX_BYTES },
    async ({ write }, file) => ({ facsimile: await seller.uploadFacsimile(write, file) }),
  );
}
