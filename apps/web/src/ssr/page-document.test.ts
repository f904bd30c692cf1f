import { describe, expect, it } from 'vitest';
import { PAGE_MARKS } from '@partnerly/shared';
import type { PublicPageKind } from '@partnerly/shared';
import { entryKey, ON_USE_PAGES, pageDocument, type Manifest } from './page-document';
import { renderPublicPage } from './render';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Partnerly</title>
    <script type="module" crossorigin src="/assets/index-app.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-app.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index-app.js', css: ['assets/index-app.css'] },
  'src/public-pages/on-use-page.ts': { file: 'assets/on-use-page-small.js' },
  ...Object.fromEntries(
    (['login', 'register', 'resetPassword', 'contact', 'pricing'] as const).map((kind) => [
      entryKey(kind),
      { file: `assets/${kind}-entry.js`, css: [`assets/${kind}-entry.css`] },
    ]),
  ),
};

const documentOf = (kind: PublicPageKind) =>
  pageDocument(indexHtml, manifest, kind, (file) => `/* ${file} */`);

describe('the documents of the pages that hydrate on use (decision 121)', () => {
  it.each(['login', 'register', 'resetPassword', 'contact', 'pricing'] as const)(
    '%s loads the small script at load and only names its entry',
    (kind) => {
      expect(ON_USE_PAGES[kind]).toBe('src/public-pages/on-use-page.ts');
      const html = documentOf(kind);
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/on-use-page-small.js"></script>',
      );
      expect(html).toContain(`<meta name="partnerly-entry" content="/assets/${kind}-entry.js">`);
      expect(html).not.toMatch(/<script[^>]+src="\/assets\/(index-app|[a-zA-Z]+-entry)\.js"/);
      expect(html).toContain(`/* assets/${kind}-entry.css */`);
      expect(html).toContain(PAGE_MARKS.html);
    },
  );
});

describe("/reset_password's HTML, before any script", () => {
  const { html } = renderPublicPage({ kind: 'resetPassword' });
  const dialog = /<dialog[^>]*data-page-dialog[^>]*>/.exec(html)?.[0] ?? '';

  it('has the first step in a dialog rendered open, for the small script to make modal', () => {
    expect(dialog).toMatch(/\sopen=""/);
    expect(html).toContain('Find your account');
  });

  it('names the field, so what is typed is adopted, and holds Next until a script runs', () => {
    const field = /<input[^>]*name="find"[^>]*>/.exec(html)?.[0] ?? '';
    expect(field).toContain('data-autofocus="true"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});
