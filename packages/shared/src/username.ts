import { z } from 'zod';
import { LIMITS } from './limits';
import { REQUIRED, maxMessage } from './fields';

/**
 * Route and file names a username may not take, so /{username} never shadows a page, an API
 * or a file that browsers, crawlers and tools ask for at the site's root.
 */
export const RESERVED_USERNAMES = new Set([
  'login',
  'logout',
  'register',
  'pricing',
  'settings',
  'search',
  'profile',
  'chats',
  'explore',
  'saved',
  'deals',
  'earnings',
  'results',
  'welcome',
  'manage',
  'admin',
  'api',
  'ws',
  'media',
  'assets',
  'static',
  'contactus',
  'useonphone',
  'reset_password',
  'termsofuse',
  'privacypolicy',
  'checkout',
  'help',
  'support',
  'about',
  'partnerly',
  'root',
  'null',
  'undefined',
  'index.html',
  'manifest.webmanifest',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'humans.txt',
  'security.txt',
  '.well-known',
  'sw.js',
  'service-worker.js',
  'metrics',
  '404',
  'icon.svg',
  'icon-192.png',
  'icon-512.png',
  'health',
]);

export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;

/** Whether /{name} can be a public profile: the username alphabet, and not a reserved name. */
export const isProfileName = (name: string) =>
  USERNAME_PATTERN.test(name) && !RESERVED_USERNAMES.has(name.toLowerCase());

/** 1-30 letters, digits, `_` and `.`, not a reserved route name. */
export const usernameSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.username, maxMessage(LIMITS.username))
  .regex(USERNAME_PATTERN, 'Use only letters, digits, _ and .')
  .refine((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), 'This username is not available.');
