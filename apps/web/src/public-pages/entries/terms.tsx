/*
 * Never loaded by the page, which ships ../static-page.ts instead of React (NO_FRAMEWORK_PAGES,
 * ssr/page-document.ts): the build gathers the page's CSS from this entry and its view.
 */
import '../public-styles';
import '../views/terms';
