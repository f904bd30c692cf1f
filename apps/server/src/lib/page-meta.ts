import { escapeHtml } from './html';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  /** The Open Graph type: a profile unless said otherwise. */
  type?: string;
  /** Further head elements, ready made: the canonical link, structured data. */
  head?: string[];
}

/** The page with `tags` added at the end of its head. */
export function withHeadTags(html: string, tags: string[]): string {
  // A replacer function, never a replacement string: a bio holding `$&` or `$\`` stays text.
  return html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** The page with `html` inside its #root element: what shows before the app starts. */
export function withRootContent(page: string, html: string): string {
  return page.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

/** The page with its title, description and Open Graph / Twitter card tags set for sharing. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'profile')}" />`,
    `<meta property="og:site_name" content="Partnerly" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />` : '',
    ...(meta.head ?? []),
  ].filter(Boolean);
  // Replacer functions, never replacement strings: a bio holding `$&` or `$\`` must stay text.
  const page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      // The built page wraps long tags over several lines.
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  return withHeadTags(page, tags);
}
