import {
  commercialOfferCall,
  priceListCall,
  productTypesCall,
  productsCall,
  typePurposesCall,
} from '@storefront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { encodedOnce, RawAnswer } from '../../http/answer.js';
import { attachmentDisposition } from '../../lib/pdf/attachment-disposition.js';
import type { Services } from '../../services.js';

export async function catalogRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { catalog, catalogPdfs, companies, locales } = services;

  app.serveCall(typePurposesCall, async ({ body }) =>
    catalog.typePurposes(await locales.resolve(body.lang), body.country_id),
  );
  app.serveCall(productTypesCall, async ({ body }) =>
    catalog.productTypes(await locales.resolve(body.lang), body.type_purpose_id),
  );
  // A country's products change only with the content: serialised and compressed once. For a
  // company, those that fit it (kept per kind of company, so also encoded once).
  app.serveCall(productsCall, async ({ body }) => {
    const lang = await locales.resolve(body.lang);
    return encodedOnce(
      body.company_id === undefined
        ? await catalog.products(lang, body.country_id)
        : await companies.products(lang, body.country_id, body.company_id),
    );
  });

  // The PDFs carry today's rate and date: never cached by the browser. Each render counts against
  // the client's network (the service says which answers are renders).
  const pdfAnswer = (file: { fileName: string; pdf: Buffer }, reply: FastifyReply) => {
    reply
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store');
    return new RawAnswer(file.pdf, {}, 'application/pdf');
  };
  app.serveCall(priceListCall, async ({ body, request, reply }) =>
    pdfAnswer(
      await catalogPdfs.priceList(await locales.resolve(body.lang), body.country_id, request.ip),
      reply,
    ),
  );
  app.serveCall(commercialOfferCall, async ({ body, request, reply }) =>
    pdfAnswer(
      await catalogPdfs.commercialOffer(
        await locales.resolve(body.lang),
        body.country_id,
        {
          name: body.company_name,
          country: body.company_country,
          inn: body.company_inn,
          registered: body.company_date,
        },
        request.ip,
      ),
      reply,
    ),
  );
}
