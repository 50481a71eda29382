import { localStore } from './storage';

/**
 * Whether the shop is open in some tab (spec section 4: "on leaving the app, the stored token is
 * removed unless remember-me is set"). Every open tab marks the shop as present in local storage
 * (now and every PRESENCE_INTERVAL_MS, and when it is hidden or closed); a start that finds the
 * mark older than APP_LEFT_AFTER_MS knows the shop was left. So a reload, a second tab or a round
 * trip to a bank's page are not leaving; closing the last tab is.
 */

const PRESENCE_KEY = 'app_present_at';
const PRESENCE_INTERVAL_MS = 30_000;
export const APP_LEFT_AFTER_MS = 120_000;

/** Marks the shop as open now. */
export function markPresent(now = Date.now()): void {
  localStore()?.setItem(PRESENCE_KEY, String(now));
}

/** Whether no tab of the shop has been open for APP_LEFT_AFTER_MS before `now`. */
export function appWasLeft(now = Date.now()): boolean {
  const presentAt = Number(localStore()?.getItem(PRESENCE_KEY) ?? 0);
  return now - presentAt > APP_LEFT_AFTER_MS;
}

/** Keeps the presence mark fresh while this tab is open; returns the stop function. */
export function startPresence(): () => void {
  const mark = () => markPresent();
  const timer = window.setInterval(mark, PRESENCE_INTERVAL_MS);
  window.addEventListener('pagehide', mark);
  document.addEventListener('visibilitychange', mark);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('pagehide', mark);
    document.removeEventListener('visibilitychange', mark);
  };
}
