import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TrustProxy } from '../config/env.js';

/**
 * The X-Forwarded-For entries a trusted proxy can have written: those right of the last entry that
 * is no IP address. A proxy appends the address it saw, always an address; text in the header
 * (`unknown`, `<script>`, a port) came from the client or from a hop nobody vouches for, and so
 * did everything left of it. Undefined when nothing is left.
 */
export function trustworthyForwardedFor(header: string): string | undefined {
  const entries = header.split(',').map((entry) => entry.trim());
  let first = entries.length;
  while (first > 0 && isIP(entries[first - 1]!) !== 0) first--;
  return first === entries.length ? undefined : entries.slice(first).join(', ');
}

/**
 * Rewrites the request's X-Forwarded-For to its trustworthy entries (or drops it) before Fastify
 * reads it: `request.ip`, computed from the raw header through proxy-addr, is then always an IP
 * address (it is stored with sessions, reset tokens, consultations and audit rows, and logged).
 * It runs from the router's `rewriteUrl` hook, the one place before the request's first log line.
 */
export function keepTrustworthyForwardedFor(request: IncomingMessage): void {
  const header = request.headers['x-forwarded-for'];
  if (header === undefined) return;
  const kept = trustworthyForwardedFor(Array.isArray(header) ? header.join(',') : header);
  if (kept === undefined) delete request.headers['x-forwarded-for'];
  else request.headers['x-forwarded-for'] = kept;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify's own number form now
 * fails closed (it trusts no hop, as it cannot check the immediate peer), while a count is what an
 * operator behind a load balancer with changing addresses can give. Trusting the nearest `hops`
 * hops is safe only where clients cannot reach the server but through those proxies (docs/configuration.md).
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

/** As Fastify's `rewriteUrl` hook: the X-Forwarded-For cut above, the URL unchanged. */
export function keepingTrustworthyForwardedFor(request: IncomingMessage): string {
  keepTrustworthyForwardedFor(request);
  return request.url ?? '/';
}
