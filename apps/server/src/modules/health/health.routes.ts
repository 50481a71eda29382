import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/**
 * Health for load balancers and monitors: `/api/health` (the database answers; as it always was),
 * `/api/health/live` (the process answers, nothing else asked) and `/api/health/ready` (the
 * database answers in time and the instance is not stopping).
 */
export async function healthRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      return await services.health.check();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ error: 'ServiceUnavailable' });
    }
  });

  app.get('/api/health/live', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/api/health/ready', async (request, reply) => {
    const readiness = await services.health.readiness();
    reply.header('cache-control', 'no-store');
    if (readiness.ready) return { status: 'ok', database: readiness.database };
    if (readiness.reason === 'database') request.log.warn({}, 'not ready: the database does not answer');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({ error: 'ServiceUnavailable', reason: readiness.reason });
  });
}
