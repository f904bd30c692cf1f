import { z } from 'zod';
import { LIMITS } from './limits';
import { REQUIRED, maxMessage } from './fields';

/** Route names a username may not take, so /{username} never shadows a page. */
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
  'icon.svg',
  'icon-192.png',
  'icon-512.png',
  'health',
]);

export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;

/** 1-30 letters, digits, `_` and `.`, not a reserved route name. */
export const usernameSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.username, maxMessage(LIMITS.username))
  .regex(USERNAME_PATTERN, 'Use only letters, digits, _ and .')
  .refine((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), 'This username is not available.');
