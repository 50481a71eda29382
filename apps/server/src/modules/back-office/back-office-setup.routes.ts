import { adminSellerCall, adminSellerSaveCall, adminSetupCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** A shop's set-up: the dashboard's checklist and the seller's requisites (ADR 058). */
export async function backOfficeSetupRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { backOfficeSetup } = services;

  app.serveCall(adminSetupCall, async () => backOfficeSetup.checklist());

  app.serveCall(adminSellerCall, async () => ({ seller: await backOfficeSetup.seller() }));

  app.serveCall(adminSellerSaveCall, async ({ body, manager, request, write }) => {
    const { auth_key: _key, ...seller } = body;
    return {
      seller: await backOfficeSetup.saveSeller(
        write,
        { manager, ip: request.ip, action: adminSellerSaveCall.path },
        { ...seller, kpp: seller.kpp ?? '' },
      ),
    };
  });
}
