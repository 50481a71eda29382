import * as callModules from './calls/index.js';
import type { ApiCall } from './calls/define.js';
import { type CallName, routes } from './routes.js';

/** Every call the modules of schemas define: each carries the name of its route. */
type DefinedCall = Extract<(typeof callModules)[keyof typeof callModules], ApiCall>;

/** The one registry of calls: each route of the table with its schemas, by the route's name. */
export type Calls = { readonly [N in CallName]: Extract<DefinedCall, { name: N }> };

/** The names of the routes no module of schemas defines a call for: none, or this fails to compile. */
type WithoutSchemas = { [N in CallName]: [Calls[N]] extends [never] ? N : never }[CallName];
const everyRouteHasSchemas: [WithoutSchemas] extends [never] ? true : `no schemas for ${WithoutSchemas}` =
  true;
void everyRouteHasSchemas;

function isCall(value: unknown): value is ApiCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    ['body', 'query', 'answer'].every((schema) => schema in value)
  );
}

/**
 * The calls among `modules`' exports, by name, in the order of `names`. Refuses a name without
 * a call, two different calls with one name, and a call whose name is not among `names`.
 */
export function registryOf<N extends string>(names: readonly N[], modules: object): Record<N, ApiCall> {
  const found = new Map<string, ApiCall>();
  for (const value of Object.values(modules)) {
    if (!isCall(value)) continue;
    if (!(names as readonly string[]).includes(value.name))
      throw new Error(`the call ${value.name} has no route of that name`);
    const earlier = found.get(value.name);
    if (earlier && earlier !== value) throw new Error(`the call ${value.name} is defined twice`);
    found.set(value.name, value);
  }
  const missing = names.filter((name) => !found.has(name));
  if (missing.length) throw new Error(`no schemas for the call ${missing.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, found.get(name)])) as Record<N, ApiCall>;
}

/**
 * Every call with its schemas, by name: what the server serves (it refuses to start while one is
 * not served) and what the contract's and the server's tests go through.
 */
export const calls = /* @__PURE__ */ registryOf(Object.keys(routes) as CallName[], callModules) as Calls;
