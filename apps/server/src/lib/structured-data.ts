import type { PublicProfileData } from '@partnerly/shared';
import { escapeHtml } from './html';

/** The one address search engines should index a page under: the configured public URL. */
export const canonicalLink = (publicUrl: string, path: string) =>
  `<link rel="canonical" href="${escapeHtml(`${publicUrl}${path}`)}" />`;

/**
 * JSON inside a script element. `<` becomes \u003c, so a bio holding `</script>` or `<!--`
 * cannot end the element or change how the browser parses it; `>`, `&` and the two line
 * separators are escaped too, as the usual serializers do.
 */
export const jsonLdScript = (value: object) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )}</script>`;

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * schema.org `ProfilePage` of a public profile: a content creator is a `Person`, anyone else
 * (a brand or an advertiser) an `Organization`; its socials and links are the same entity
 * elsewhere on the web (`sameAs`).
 */
export function profileJsonLd(publicUrl: string, { profile, socials, links }: PublicProfileData) {
  const url = `${publicUrl}/${profile.username}`;
  const sameAs = [...new Set([...socials, ...links].map((item) => item.link))].filter(isWebAddress);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': profile.is_content_producer ? 'Person' : 'Organization',
      name: profile.username,
      url,
      ...(profile.profile_picture && { image: `${publicUrl}${profile.profile_picture}` }),
      ...(profile.profile_text && { description: profile.profile_text }),
      ...(sameAs.length > 0 && { sameAs }),
    },
  };
}
