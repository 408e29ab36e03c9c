import { createContext, useContext, useEffect } from 'react';
import { siteIdentity } from '../app/site-identity';

/** What a server render collects for the document's `<head>` (entry-server.tsx); absent in the browser. */
export interface ServerHead {
  title?: string;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/**
 * Sets the tab title to « <page> – Voltaire Énergie » once the page is mounted; on the server, where effects do
 * not run, the title is handed to the render's `<head>` instead.
 */
export function useDocumentTitle(pageTitle?: string) {
  const title = pageTitle ? `${pageTitle} – ${siteIdentity.brand}` : siteIdentity.brand;
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
