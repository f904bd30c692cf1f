/**
 * The API client, imported at the first call: the sign-in pages' first load goes without it and
 * the notification code it brings (decision 042). In the single-page app it is loaded already.
 */
export const apiClient = () => import('../../../lib/api-client');
