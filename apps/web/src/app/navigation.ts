/** Lets code outside React (the API client) change the route through the app's router. */
type Navigate = (to: string) => void;

// A full page load works before the router exists (and in tests that never set one).
let navigateImpl: Navigate = (to) => window.location.assign(to);

/** Registers the router's navigate; called once when the router is created. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Goes to a client route without a page reload. */
export function navigateTo(to: string): void {
  navigateImpl(to);
}
