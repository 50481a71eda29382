import { type ApiCall, fieldErrors, routes } from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { type Change, runInTransaction, type Write } from '../db/transaction.js';
import { invalid, Refusal } from '../lib/errors.js';
import type { AccessService, ActingManager, CallerOf, Credentials } from '../modules/auth/access.service.js';
import type { HumanCheckService } from '../modules/human-check/human-check.service.js';
import type { ShopEvents } from '../lib/shop-events.js';
import type { AuditService, SecurityEvent } from '../modules/audit/audit.service.js';
import { answerBytes, RawAnswer } from './answer.js';

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
  /**
   * Expires this process's cache of content after a committed back-office write (the catalog,
   * texts, rates...), so the shop's next answer from this instance shows the change.
   */
  expireContent: () => void;
  /** Told of every security event (the metrics). */
  events?: ShopEvents;
  /**
   * The calls the app serves, by name (the contract's registry): it refuses to start while one of
   * them has no handler, and refuses a second handler for a call or a call not among them.
   */
  calls: Readonly<Record<string, ApiCall>>;
}

/**
 * The one wiring of every API call (docs/decisions/014-call-access.md). Order: the credential
 * (401/403 before anything else is looked at), the body and query (400), the human check (400 on
 * `token`), then the handler. API answers negotiate their own encoding (see answerBytes), so the
 * compress plugin's per-response hook stays off these routes.
 */
async function callWiring(
  app: FastifyInstance,
  { db, access, humanCheck, audit, expireContent, events, calls }: CallWiringOptions,
) {
  const served = new Set<string>();
  // After every module has registered its handlers: a call of the contract without one would
  // otherwise answer 404 until someone tried it.
  app.addHook('onReady', async () => {
    const unserved = Object.keys(calls).filter((name) => !served.has(name));
    if (unserved.length) throw new Error(`no handler serves the call ${unserved.join(', ')}`);
  });

  app.decorate('serveCall', function serveCall<
    C extends ApiCall,
  >(this: FastifyInstance, call: C, handler: Handler<C>) {
    if (calls[call.name] !== call)
      throw new Error(`the call ${call.name} is not the registry's call of that name`);
    if (served.has(call.name)) throw new Error(`the call ${call.name} is served twice`);
    served.add(call.name);
    this.route({
      method: call.method,
      url: call.path,
      compress: false,
      decompress: false,
      handler: async (request, reply) => {
        let caller: object | undefined;
        try {
          const raw = request.body ?? {};
          caller = await access.callerOf(call.access, credentialsOf(raw));
          const body = parseInput(call.body, raw) as z.output<C['body']>;
          const query = parseInput(call.query, request.query ?? {}) as z.output<C['query']>;
          if (call.humanCheck) await humanCheck.verify((body as { token: string }).token, request.ip);

          const acting = (caller as { actingManager?: ActingManager }).actingManager;
          const user = (caller as { user?: { id: number } }).user;
          const actingOn =
            acting && user
              ? { managerId: acting.id, managerTokenId: acting.tokenId, userId: user.id }
              : undefined;
          const staff = (caller as { manager?: { id: number } }).manager;
          const write: Write = (work) => {
            if (!call.writes) throw new Error(`${call.path} is declared as reading but writes`);
            const committed = runInTransaction(db, async (trx) => {
              // Kept per attempt: a unit of work run again after a lost race states its changes again.
              const changes: Change[] = [];
              const result = await work(trx, (change) => {
                if (!staff) throw new Error(`${call.path} is not a staff call: its changes are not audited`);
                changes.push(change);
              });
              if (staff)
                for (const change of changes)
                  await audit.recordStaffChange(trx, {
                    ...change,
                    managerId: staff.id,
                    action: call.path,
                    ip: request.ip,
                  });
              if (actingOn)
                await audit.recordActingWrite(trx, {
                  ...actingOn,
                  action: call.path,
                  ip: request.ip,
                  query,
                  body,
                  result,
                });
              return result;
            });
            return staff ? committed.finally(expireContent) : committed;
          };

          const answer = await handler({ body, query, write, request, reply, ...caller } as CallContext<C>);
          // Recorded before the answer goes: no manager sees the customer's documents unrecorded
          // (an audit that cannot be written fails the read, as it fails a write).
          if (call.auditReads && actingOn)
            await audit.recordActingRead(db, { ...actingOn, action: call.path, ip: request.ip, query, body });
          return answerBytes(
            request,
            reply,
            answer instanceof RawAnswer ? answer : new RawAnswer(Buffer.from(JSON.stringify(answer))),
          );
        } catch (error) {
          if (error instanceof Refusal) await recordSecurityEvent(call, error, caller, request);
          throw error;
        }
      },
    });
  });

  /**
   * A 403 of any call, and a 429 of login, kept as a security event: a warn-level log line and an
   * audit row with the account (the refusal's, else the caller's) and the IP. Recording never
   * changes the answer: a failure is logged and the refusal goes out as it was.
   */
  async function recordSecurityEvent(
    call: ApiCall,
    refusal: Refusal,
    caller: object | undefined,
    request: FastifyRequest,
  ): Promise<void> {
    const action =
      refusal.kind === 'forbidden'
        ? 'security.forbidden'
        : refusal.kind === 'rate-limited' && call.path === routes.login.path
          ? 'security.login-throttled'
          : undefined;
    if (!action) return;
    const known = caller as
      { user?: { id: number }; manager?: { id: number }; actingManager?: ActingManager } | undefined;
    const event: SecurityEvent = {
      action,
      userId: refusal.account?.userId ?? (refusal.account ? undefined : (known?.manager ?? known?.user)?.id),
      emailHash: refusal.account?.emailHash,
      actingManagerId: known?.actingManager?.id,
      managerTokenId: known?.actingManager?.tokenId,
      call: call.path,
      key: refusal.key,
      field: refusal.field,
      ip: request.ip,
    };
    events?.securityEvent(action);
    request.log.warn(
      {
        securityEvent: action,
        userId: event.userId,
        emailHash: event.emailHash,
        actingManagerId: event.actingManagerId,
        call: call.path,
        key: refusal.key,
        ip: request.ip,
      },
      'security event',
    );
    try {
      await audit.recordSecurityEvent(db, event);
    } catch (error) {
      request.log.error({ err: error, securityEvent: action }, 'security event not recorded');
    }
  }
}

export default fp(callWiring, { name: 'call-wiring' });
