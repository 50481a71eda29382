import type { Params, UIMatch } from 'react-router';

/**
 * What a route tells the shell about itself: its breadcrumb, named by a translation key or by a
 * hook that reads the page's own (already loaded) data, whether the header is dark, and the login layout's card width.
 */
export interface RouteHandle {
  crumb?: { titleKey: string } | { useTitle: (params: Readonly<Params>) => string | undefined };
  darkHeader?: boolean;
  /** The login layout's card is wide enough for two forms side by side. */
  wideCard?: boolean;
  /**
   * The server renders the page for guests (ADR 042): set on the page's own (deepest) route, or
   * decided by the address (the search renders its form alone, not a search's results).
   */
  serverRender?: boolean | ((url: URL) => boolean);
  /** The HTTP status the page answers with when it is not 200: the not-found page's 404. */
  status?: number;
}

export function handleOf(match: UIMatch): RouteHandle | undefined {
  return match.handle as RouteHandle | undefined;
}
