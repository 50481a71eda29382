import { backOfficeRoutes } from './back-office-routes.js';
import { shopRoutes } from './shop-routes.js';

export { type AnswerKind, type CallAccess, type CallRoute, defineRoute } from './route-definition.js';
export { backOfficeRoutes } from './back-office-routes.js';
export { shopRoutes } from './shop-routes.js';

/**
 * Every call: the shop's (shop-routes.ts) and the back-office's (back-office-routes.ts). The server
 * wires each one from here; the browser reads the two tables apart so that its shell does not
 * carry the back-office's.
 */
export const routes = { ...shopRoutes, ...backOfficeRoutes } as const;

export type Routes = typeof routes;
export type CallName = keyof Routes;
