import { createContext, forwardRef, useContext } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { hasClientRouter, navigateTo } from './navigation';

/**
 * The path being shown. The single-page app provides the router's location; a server-rendered
 * public page provides its own path, so links render the same on the server and the client.
 */
const CurrentPathContext = createContext('/');

export function CurrentPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <CurrentPathContext value={path}>{children}</CurrentPathContext>;
}

export const useCurrentPath = () => useContext(CurrentPathContext);

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app. */
  to: string;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a page of this app that works without react-router: a real <a href>, whose click
 * goes through the router when the single-page app runs (no reload) and loads the page
 * otherwise. Public pages use it so they render on the server and hydrate without the router
 * (docs/decisions/013-server-rendered-public-pages.md). Works as Mantine's `component`.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onClick, target, ...props },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || target || !isPlainClick(event) || !hasClientRouter()) return;
    event.preventDefault();
    navigateTo(to);
  };
  return <a ref={ref} href={to} target={target} onClick={handleClick} {...props} />;
});

/** An AppLink marked as the current page (`aria-current`) when its path is shown. */
export const AppNavLink = forwardRef<HTMLAnchorElement, AppLinkProps>(
  function AppNavLink(props, ref) {
    const current = useCurrentPath() === props.to;
    return <AppLink ref={ref} aria-current={current ? 'page' : undefined} {...props} />;
  },
);
