import type { Settings } from './get-settings';

/**
 * Whether the shop takes orders: it has a rouble rate and a way to pay (a shop being set up has
 * neither at first; its pages show euro prices and no checkout). A module of its own, so that only
 * the cart's and the checkout's chunks carry it, not the shell.
 */
export function checkoutOpen(
  settings: Pick<Settings['settings'], 'rubleCourse' | 'paymentMethods'>,
): boolean {
  return settings.rubleCourse !== null && settings.paymentMethods.length > 0;
}
