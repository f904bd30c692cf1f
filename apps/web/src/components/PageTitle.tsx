import { createContext, useContext } from 'react';
import { useUnreadTotal } from '../lib/unread-count';

/**
 * Where a server-rendered page reports its title. The server writes it into the document head
 * itself, so on such pages PageTitle renders nothing, on the server and while hydrating alike.
 */
const PageTitleSink = createContext<((title: string) => void) | null>(null);

export const PageTitleSinkProvider = PageTitleSink.Provider;

/**
 * The document title of a page (React places <title> in the head). Inside the signed-in app
 * it starts with the unread chat messages, e.g. "(3) Chats — Partnerly", so a background tab
 * shows them.
 */
export function PageTitle({ children }: { children: string }) {
  const sink = useContext(PageTitleSink);
  const unread = useUnreadTotal();
  if (!sink) return <title>{unread > 0 ? `(${unread}) ${children}` : children}</title>;
  sink(children);
  return null;
}
