import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { invalid, notFound } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import type { ProviderAnswer } from './payment-provider.js';
import {
  SANDBOX_PAGE_PATH,
  SANDBOX_STYLESHEET,
  SANDBOX_STYLESHEET_PATH,
  sandboxPageHtml,
} from './sandbox-page.js';

/** Where each provider's notifications arrive (docs/payments.md: the URLs to give the provider). */
export const NOTIFY_PATHS = {
  sandbox: '/api/payments/sandbox/notify',
  yookassa: '/api/payments/yookassa/notify',
  robokassa: '/api/payments/robokassa/result',
} as const;

/** YooKassa's notifications are a few hundred bytes of JSON. */
const JSON_BODY_LIMIT = 64 * 1024;

const sandboxPaymentId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const sandboxDecision = z.object({ payment: sandboxPaymentId, decision: z.enum(['approve', 'decline']) });

function send(reply: FastifyReply, answer: ProviderAnswer) {
  return reply
    .header('cache-control', 'no-store')
    .type(
      answer.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    )
    .send(answer.body);
}

/**
 * The provider-facing endpoints (not contract calls: authenticated by signature or address,
 * refused with a 4xx and recorded) and the sandbox's payment page.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { payments } = services;

  for (const provider of ['sandbox', 'robokassa'] as const)
    app.post(NOTIFY_PATHS[provider], async (request, reply) =>
      send(reply, await payments.receiveNotification(provider, { body: request.body, ip: request.ip })),
    );

  // YooKassa posts JSON, which the API refuses everywhere else (415): a parser for this route only.
  await app.register(async (yookassa) => {
    yookassa.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
      (_request, payload, done) => {
        try {
          done(null, JSON.parse(payload as string));
        } catch {
          done(invalid('InvalidRequest'));
        }
      },
    );
    yookassa.post(NOTIFY_PATHS.yookassa, async (request, reply) =>
      send(reply, await payments.receiveNotification('yookassa', { body: request.body, ip: request.ip })),
    );
  });

  app.get(SANDBOX_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(SANDBOX_STYLESHEET),
  );

  app.get(SANDBOX_PAGE_PATH, async (request, reply) => {
    const id = sandboxPaymentId.safeParse((request.query as Record<string, unknown>).payment);
    const view = id.success ? await payments.sandboxPage(id.data) : undefined;
    if (!view) throw notFound('payment');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPageHtml(view, id.data!));
  });

  // The payer's decision becomes the provider's notification, delivered to the shop through the
  // same endpoint and the same verification as a real provider's; then the payer returns.
  app.post(SANDBOX_PAGE_PATH, async (request, reply) => {
    const form = sandboxDecision.safeParse(request.body);
    if (!form.success) throw invalid('InvalidRequest');
    const fields = await payments.sandboxDecision(form.data.payment, form.data.decision);
    if (fields === undefined) throw notFound('payment');
    // A finished or cancelled payment takes no decision: the payer goes where its outcome says.
    if (fields) {
      const delivered = await app.inject({
        method: 'POST',
        url: NOTIFY_PATHS.sandbox,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      if (delivered.statusCode !== 200)
        request.log.warn({ status: delivered.statusCode }, 'sandbox notification not accepted');
    }
    const view = await payments.sandboxPage(form.data.payment);
    return reply.redirect(view!.resultPath, 303);
  });
}
