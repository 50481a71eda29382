import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiCall } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';

/** What a call did, handed to an impersonation once the call has succeeded. */
export interface CompletedCall {
  call: ApiCall;
  query: unknown;
  body: unknown;
  answer: unknown;
  request: FastifyRequest;
}

/**
 * A manager acting as a customer, noted by whoever resolved the call's credential. `afterSuccess`
 * runs once the handler has succeeded and before the answer is sent (the audit of writes).
 */
export interface Impersonation {
  managerId: number;
  userId: number;
  afterSuccess(completed: CompletedCall): Promise<void>;
}

interface CallScope {
  impersonation?: Impersonation;
}

const scopes = new AsyncLocalStorage<CallScope>();

/**
 * Runs one call's handler in a scope of its own, so that resolving a credential deep in a service
 * can mark the call as made by a manager without every route passing the request around.
 */
export async function inCallScope<T>(
  handler: () => Promise<T>,
): Promise<{ answer: T; impersonation: Impersonation | undefined }> {
  const scope: CallScope = {};
  const answer = await scopes.run(scope, handler);
  return { answer, impersonation: scope.impersonation };
}

/** Marks the running call as made by a manager acting as a customer. */
export function noteImpersonation(impersonation: Impersonation): void {
  const scope = scopes.getStore();
  if (scope) scope.impersonation = impersonation;
}

/** The manager acting as a customer in the running call, if one is (after its credential resolved). */
export function actingManagerId(): number | undefined {
  return scopes.getStore()?.impersonation?.managerId;
}
