import type { PublicProfileData } from '@partnerly/shared';
import { canonicalLink, jsonLdScript, profileJsonLd } from '../../lib/structured-data';
import type { ProfilePage } from '../../lib/static-web';

/** The head of /{username}: link preview, canonical address and schema.org ProfilePage. */
export function presentProfilePage(publicUrl: string, data: PublicProfileData): ProfilePage {
  const { username, profile_picture: picture, profile_text: bio } = data.profile;
  return {
    username,
    data,
    meta: {
      title: `${username} on Partnerly`,
      description: bio || `See ${username}'s verified social accounts and links on Partnerly.`,
      url: `${publicUrl}/${username}`,
      image: picture ? `${publicUrl}${picture}` : undefined,
      head: [
        canonicalLink(publicUrl, `/${username}`),
        jsonLdScript(profileJsonLd(publicUrl, data)),
      ],
    },
  };
}
