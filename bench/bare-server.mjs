// The baseline: a bare Fastify route returning a constant, in its own process like the shop.
// With FLOOR_FILE, a second route sends that file's bytes as a brotli JSON answer and nothing
// else: the floor of any route that must put the same bytes on the wire (no hooks, few headers).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
  done(null, body),
);
app.post('/bare', async () => ({ ok: true }));
if (process.env.FLOOR_FILE) {
  const bytes = readFileSync(process.env.FLOOR_FILE);
  app.post('/floor', (_request, reply) => {
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', 'br')
      .send(bytes);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
