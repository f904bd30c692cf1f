import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillPage, PUBLIC_PAGE_KINDS } from '@partnerly/shared';
import { pageDocument, type Manifest } from './page-document';
import { renderPublicPage } from './render';

/**
 * Writes dist/pages/<kind>.html: every public page rendered in full, except the profile, whose
 * template the server fills on each request (docs/decisions/013-server-rendered-public-pages.md).
 */
export function writePublicPages(outDir: string) {
  const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const readAsset = (file: string) => readFileSync(join(outDir, file), 'utf8');
  const pagesDir = join(outDir, 'pages');
  mkdirSync(pagesDir, { recursive: true });
  for (const kind of PUBLIC_PAGE_KINDS) {
    const template = pageDocument(indexHtml, manifest, kind, readAsset);
    const page = kind === 'profile' ? template : fillPage(template, renderPublicPage({ kind }));
    writeFileSync(join(pagesDir, `${kind}.html`), page);
  }
}
