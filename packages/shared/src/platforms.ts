/** The social platforms a profile can verify (docs/SPEC.md section 3, Options). */
export const PLATFORMS = ['Instagram', 'Tiktok', 'Facebook', 'X', 'Youtube'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Public profile address of an account, as the admin builds it when accepting it. */
export function socialLink(platform: Platform, username: string): string {
  const handle = username.trim().replace(/^@/, '');
  switch (platform) {
    case 'Instagram':
      return `https://www.instagram.com/${handle}`;
    case 'X':
      return `https://x.com/${handle}`;
    case 'Tiktok':
      return `https://www.tiktok.com/@${handle}`;
    case 'Youtube':
      return `https://www.youtube.com/@${handle}`;
    case 'Facebook':
      return username.trim();
  }
}

const PLATFORM_NAMES: Record<Platform, string> = {
  Instagram: 'Instagram',
  Tiktok: 'TikTok',
  Facebook: 'Facebook',
  X: 'X',
  Youtube: 'YouTube',
};

/**
 * A platform's name as the platform writes it (TikTok, YouTube); the wire value stays as the
 * spec spells it. Anything else (a package's "Other") is shown as it is.
 */
export const platformName = (platform: string): string =>
  (PLATFORMS as readonly string[]).includes(platform)
    ? PLATFORM_NAMES[platform as Platform]
    : platform;
