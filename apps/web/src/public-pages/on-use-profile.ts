/**
 * The script of /{username} until the visitor uses the page (hydrate-on-use.ts, decision 121).
 * The view is counted here, at load, whether or not the page is ever hydrated; the hydrated
 * view then leaves it alone (entries/profile.tsx).
 */
import { PUBLIC_PAGE_DATA_ID } from '@partnerly/shared';
import type { PublicProfileData } from '@partnerly/shared';
import { countView } from '../features/public-profile/profile-beacons';
import { hydrateOnUse } from './hydrate-on-use';

const text = document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent;
if (text) {
  const data = JSON.parse(text) as PublicProfileData;
  countView(data.profile.username, data.view_token);
}
hydrateOnUse();
