/** Lets code outside React (the API client, links on pages without a router) change the route. */
type Navigate = (to: string, options?: NavigateOptions) => void;

export interface NavigateOptions {
  /** Take the place of the current history entry, as a redirect does. */
  replace?: boolean;
}

// A full page load works before the router exists, on the server-rendered public pages (which
// hydrate without a router, decision 013) and in tests that never set one.
let routerNavigate: Navigate | undefined;

/** Registers the router's navigate; called once when the router is created. */
export function setNavigator(navigate: Navigate): void {
  routerNavigate = navigate;
}

/** True inside the single-page app, where a route change needs no page load. */
export function hasClientRouter(): boolean {
  return routerNavigate !== undefined;
}

/** Goes to a client route: through the router when there is one, else by loading the page. */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (routerNavigate) {
    if (options) routerNavigate(to, options);
    else routerNavigate(to);
  } else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
