/**
 * Every module of call schemas. The registry (registry.ts) finds the calls among their exports, so
 * a new module of calls is one line here.
 */
export * from './settings.js';
export * from './auth.js';
export * from './account.js';
export * from './content.js';
export * from './catalog.js';
export * from './companies.js';
export * from './cart.js';
export * from './order.js';
export * from './consult.js';
export * from './human-check.js';
export * from './manager.js';
export * from './back-office.js';
export * from './sessions.js';
export * from './back-office-orders.js';
export * from './back-office-shipments.js';
export * from './shipment.js';
export * from './back-office-rates.js';
export * from './back-office-setup.js';
export * from './back-office-facsimile.js';
export * from './back-office-customers.js';
export * from './back-office-catalog.js';
export * from './back-office-inbox.js';
export * from './back-office-content.js';
export * from './back-office-texts.js';
export * from './back-office-blocks.js';
