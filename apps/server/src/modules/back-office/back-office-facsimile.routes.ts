import {
  adminSellerFacsimileCall,
  adminSellerFacsimileDeleteCall,
  adminSellerFacsimileUploadCall,
  FACSIMILE_MAX_BYTES,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveUploadCall } from '../../http/file-upload.js';
import type { Services } from '../../services.js';

/** The seller's facsimile that invoices and acts carry (administrators). */
export async function backOfficeFacsimileRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { backOfficeFacsimile } = services;

  app.serveCall(adminSellerFacsimileCall, async () => ({ facsimile: await backOfficeFacsimile.current() }));

  app.serveCall(adminSellerFacsimileDeleteCall, async ({ manager, request, write }) => ({
    facsimile: await backOfficeFacsimile.remove(write, {
      manager,
      ip: request.ip,
      action: adminSellerFacsimileDeleteCall.path,
    }),
  }));

  // The one call here that takes a file (multipart, in a scope of its own).
  await serveUploadCall(
    app,
    adminSellerFacsimileUploadCall,
    { access: services.access, maxBytes: FACSIMILE_MAX_BYTES },
    async ({ manager, request, write }, file) => ({
      facsimile: await backOfficeFacsimile.upload(
        write,
        { manager, ip: request.ip, action: adminSellerFacsimileUploadCall.path },
        file,
      ),
    }),
  );
}
