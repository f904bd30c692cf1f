import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { Platform } from '@partnerly/shared';

const ICONS = {
  Instagram: IconBrandInstagram,
  Tiktok: IconBrandTiktok,
  Facebook: IconBrandFacebook,
  X: IconBrandX,
  Youtube: IconBrandYoutube,
} as const;

/** The brand mark of a social platform; decorative, the platform's name is always beside it. */
export function PlatformIcon({ platform, size = 22 }: { platform: Platform; size?: number }) {
  const Icon = ICONS[platform];
  return <Icon size={size} aria-hidden="true" />;
}
