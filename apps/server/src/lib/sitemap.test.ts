import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('stops at the protocol limit of 50,000 addresses', () => {
    const usernames = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, i) => `user${i}`);
    const xml = sitemapXml('https://partnerly.example', usernames);
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('escapes the public address for XML', () => {
    expect(sitemapXml('https://partnerly.example/a&b', [])).toContain(
      '<loc>https://partnerly.example/a&#38;b/</loc>',
    );
  });
});
