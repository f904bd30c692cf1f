import { paths } from '../lib/paths';

export interface PublicLink {
  label: string;
  to: string;
}

/** The top-bar destinations of the public pages (docs/SPEC.md section 2, landing). */
export const publicNavLinks: readonly PublicLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Contact us', to: paths.contactUs },
  { label: 'Use on phone', to: paths.useOnPhone },
];
