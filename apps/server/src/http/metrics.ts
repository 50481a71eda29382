import { createHash, timingSafeEqual } from 'node:crypto';
import type { ErrorAnswer } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopMetrics } from '../lib/metrics.js';

/** A route no pattern matched (a scan for /wp-admin...): one label, not one per address asked. */
const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export interface MetricsOptions {
  /** Absent without METRICS_TOKEN: `/metrics` is not found, and nothing is measured. */
  metrics: { registry: ShopMetrics; token: string } | undefined;
}

/**
 * `/metrics` in Prometheus's text format, answered only to `Authorization: Bearer METRICS_TOKEN`
 * (the scraper's; nginx does not pass the path on), and every request's time by its route pattern.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  if (!options.metrics) {
    // Said here, or the web app's fallback would answer the path with a page.
    app.get('/metrics', async (_request, reply) =>
      reply.status(404).send({ error: 'NotFound' } satisfies ErrorAnswer),
    );
    return;
  }
  const { registry: metrics, token } = options.metrics;
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1_000,
    );
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'IncorrectToken' } satisfies ErrorAnswer);
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
