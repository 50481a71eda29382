import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { toUrlSearchParams } from '@storefront/contract';

export const validConsult = {
  name: 'Иван Петров',
  email: 'ivan@example.ru',
  phone: '+7 (999) 123-45-67',
  company: 'ООО Ромашка',
};

/** POSTs the contact form as the browser does, from `ip` with the given headers. */
export function postConsult(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/consult',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: toUrlSearchParams(body).toString(),
  });
}
