import { createContext, useContext } from 'react';

/**
 * Where a page rendered on the server tells the status its answer has (ADR 042): a page whose data
 * says that what the address names does not exist is a 404 to search engines, not a 200. The
 * server's renderer provides the reporter for each render; in the browser there is none.
 */
export const PageStatusContext = createContext<((status: number) => void) | undefined>(undefined);

/** The page's answer has `status` (404 for a link the API does not know). */
export function usePageStatus(status: number): void {
  useContext(PageStatusContext)?.(status);
}
