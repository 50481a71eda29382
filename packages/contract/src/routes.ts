import { backOfficeRoutes } from './back-office-routes.js';
import type { CallRoute } from './route-definition.js';
import { shopRoutes } from './shop-routes.js';

export {
  type AnswerKind,
  type CallAccess,
  type CallRoute,
  defineRoute,
  type NamedRoutes,
} from './route-definition.js';
export { backOfficeRoutes } from './back-office-routes.js';
export { shopRoutes } from './shop-routes.js';

/**
 * Every call by its name: the shop's (shop-routes.ts) and the back-office's (back-office-routes.ts),
 * the one declaration of what each call is. Its schemas are attached by the same name (calls/*.ts,
 * gathered in registry.ts); the server refuses to start unless it serves each name once; the
 * browser reads the two tables apart so that its shell does not carry the back-office's.
 */
export const routes = { ...shopRoutes, ...backOfficeRoutes } as const;

export type Routes = typeof routes;
export type CallName = keyof Routes;

/** A route of the table: a declaration with the name it is declared under. */
export type NamedRoute = CallRoute & { readonly name: CallName };
