import { type ApiCall, fieldErrors } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { runInTransaction, type Write } from '../db/transaction.js';
import { invalid } from '../lib/errors.js';
import type { AccessService, ActingManager, CallerOf, Credentials } from '../modules/auth/access.service.js';
import type { HumanCheckService } from '../modules/human-check/human-check.service.js';
import type { AuditService } from '../modules/impersonation/audit.service.js';
import { RawAnswer, sendAnswer } from './answer.js';

function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [first] = fieldErrors(result.error, input);
  throw invalid(first?.key ?? 'InvalidRequest', first?.field, first?.args);
}

/**
 * What a handler gets: the checked body and query, the caller its access declares (`user`,
 * `actingManager`, or `manager`), and `write`, which runs its database work as the call's unit of
 * work. `request` and `reply` are for what only HTTP knows (the client's address, headers).
 */
export type CallContext<C extends ApiCall> = {
  body: z.output<C['body']>;
  query: z.output<C['query']>;
  write: Write;
  request: FastifyRequest;
  reply: FastifyReply;
} & CallerOf<C['access']>;

type Handler<C extends ApiCall> = (context: CallContext<C>) => Promise<z.output<C['answer']> | RawAnswer>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serves one contract call: its method at its path, the caller resolved from the call's
     * access, the body and query checked against its schemas, its human check verified, and the
     * handler's writes run as units of work audited for a manager acting as the customer.
     */
    serveCall<C extends ApiCall>(call: C, handler: Handler<C>): void;
  }
}

/** A body field read before the body is checked: a credential is text or nothing. */
function textField(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function credentialsOf(body: unknown): Credentials {
  return {
    authKey: textField(body, 'auth_key'),
    managerKey: textField(body, 'manager_auth_key'),
    managerUserId: textField(body, 'manager_user_id'),
  };
}

export interface CallWiringOptions {
  db: Kysely<Database>;
  access: AccessService;
  humanCheck: HumanCheckService;
  audit: AuditService;
}

/**
 * The one wiring of every API call (docs/decisions/014-call-access.md). Order: the credential
 * (401/403 before anything else is looked at), the body and query (400), the human check (400 on
 * `token`), then the handler. API answers negotiate their own encoding (see sendAnswer), so the
 * compress plugin's per-response hook stays off these routes.
 */
async function callWiring(app: FastifyInstance, { db, access, humanCheck, audit }: CallWiringOptions) {
  app.decorate('serveCall', function serveCall<
    C extends ApiCall,
  >(this: FastifyInstance, call: C, handler: Handler<C>) {
    this.route({
      method: call.method,
      url: call.path,
      compress: false,
      decompress: false,
      handler: async (request, reply) => {
        const raw = request.body ?? {};
        const caller = await access.callerOf(call.access, credentialsOf(raw));
        const body = parseInput(call.body, raw) as z.output<C['body']>;
        const query = parseInput(call.query, request.query ?? {}) as z.output<C['query']>;
        if (call.humanCheck) await humanCheck.verify((body as { token: string }).token, request.ip);

        const acting = (caller as { actingManager?: ActingManager }).actingManager;
        const user = (caller as { user?: { id: number } }).user;
        const write: Write = (work) => {
          if (!call.writes) throw new Error(`${call.path} is declared as reading but writes`);
          return runInTransaction(db, async (trx) => {
            const result = await work(trx);
            if (acting && user) {
              await audit.recordActingWrite(trx, {
                managerId: acting.id,
                managerTokenId: acting.tokenId,
                userId: user.id,
                action: call.path,
                ip: request.ip,
                query,
                body,
                result,
              });
            }
            return result;
          });
        };

        const answer = await handler({ body, query, write, request, reply, ...caller } as CallContext<C>);
        return sendAnswer(
          request,
          reply,
          answer instanceof RawAnswer ? answer : new RawAnswer(Buffer.from(JSON.stringify(answer))),
        );
      },
    });
  });
}

export default fp(callWiring, { name: 'call-wiring' });
