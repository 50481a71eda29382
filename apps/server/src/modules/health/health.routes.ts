import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** Liveness with a real database round trip, for load balancers and monitors. */
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
}
