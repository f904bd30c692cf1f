import { createContext, useContext } from 'react';

/**
 * Where a server-rendered page reports its title. The server writes it into the document head
 * itself, so on such pages PageTitle renders nothing, on the server and while hydrating alike.
 */
const PageTitleSink = createContext<((title: string) => void) | null>(null);

export const PageTitleSinkProvider = PageTitleSink.Provider;

/** The document title of a page (React places <title> in the head). */
export function PageTitle({ children }: { children: string }) {
  const sink = useContext(PageTitleSink);
  if (!sink) return <title>{children}</title>;
  sink(children);
  return null;
}
