import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { settingsFields } from './session/credentials';

/**
 * What the server sends with a page it rendered (ADR 042): the language it rendered in, the data
 * its queries and route loaders had, as a JSON data block after the markup. Free of React and zod:
 * the boot script reads it too.
 */
export interface ServerRenderState {
  lang: string;
  /** The shop's public address the page's links were made with (lib/site-url). */
  siteUrl: string;
  queries: DehydratedState;
  router: HydrationState;
  /**
   * The settings' texts are only those the page shows: the app asks for all of them (the boot
   * script's settings call) before it takes the page over.
   */
  pageTexts?: true;
}

/** The id of the `<script type="application/json">` that carries the state. */
export const SERVER_STATE_ID = 'storefront-state';

/**
 * The server renders a page as a guest with no cart would see it, in the language of the request's
 * cookie. This browser sees the same page when it sends the settings call nothing but the
 * language and its analytics id: no session, no manager acting as a customer, no guest cart.
 */
function seesWhatServerRendered(state: ServerRenderState): boolean {
  const { clientID: _clientId, ...fields } = settingsFields(state.lang);
  return Object.keys(fields).length === 1 && fields.lang === state.lang;
}

function readState(): ServerRenderState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerRenderState;
  } catch {
    return undefined;
  }
}

/** The shop's public address a page rendered on the server names (whoever it was rendered for). */
export function renderedSiteUrl(): string | undefined {
  return readState()?.siteUrl;
}

/** Whether the page came with markup rendered on the server (whoever it was rendered for). */
export function hasServerMarkup(): boolean {
  return document.getElementById(SERVER_STATE_ID) !== null;
}

/**
 * The server's state when this browser can take the page over as it is (hydrate it): the page was
 * rendered on the server, in the language this browser uses, for a visitor like this one.
 */
export function serverRenderState(lang: string): ServerRenderState | undefined {
  const state = readState();
  return state && state.lang === lang && seesWhatServerRendered(state) ? state : undefined;
}
