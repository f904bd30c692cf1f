import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';

/** pdf.js reads the 14 standard fonts (pdfkit's Helvetica) from its package in Node. */
const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Each page's text pieces, as pdf.js extracts them. */
async function pageItems(bytes: Buffer): Promise<(TextItem | TextMarkedContent)[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    pages.push((await (await pdf.getPage(number)).getTextContent()).items);
  }
  await pdf.destroy();
  return pages;
}

/** A PDF's pages, each its text with the line ends a reader sees. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  return (await pageItems(bytes)).map((items) =>
    items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
  );
}

/** A PDF's text, its pages joined, whitespace made single spaces, as a reader extracts it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  return (await pageItems(bytes))
    .map((items) => items.map((item) => ('str' in item ? item.str : '')).join(' '))
    .join(' ')
    .replace(/\s+/g, ' ');
}
