/**
 * The server bundle of the web app (built into dist/.ssr by build/public-pages.ts): the API
 * server renders public profiles with it, and the build prerenders the other public pages.
 */
export { renderPublicPage } from './ssr/render';
export { writePublicPages } from './ssr/prerender';
