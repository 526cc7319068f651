import { createContext, useContext } from 'react';
import type { PageKey } from './page-routes';

/** Which page of which layout a route renders; read by the placeholder page. */
export interface PageInfo {
  pageKey: PageKey;
  basePath: string;
}

export const PageInfoContext = createContext<PageInfo | null>(null);

export function usePageInfo(): PageInfo | null {
  return useContext(PageInfoContext);
}
