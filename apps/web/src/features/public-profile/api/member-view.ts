import { useEffect, useState } from 'react';
import type { PublicProfileData, SocialData } from '@partnerly/shared';
import { useSignedIn } from '../../../lib/use-signed-in';

/**
 * The socials as a signed-in member sees them on the server-rendered page (decision 104). The
 * server renders every page as a visitor's (it knows no session), so a member's browser asks
 * once more, with the session, for the parts members may see. The page has no query client
 * (decision 013), hence a plain effect, and the request's code loads only then, keeping the
 * public page's script small. `asMember`: the data was already fetched with the session.
 */
export function useMemberSocials(data: PublicProfileData, asMember: boolean): SocialData[] {
  const signedIn = useSignedIn();
  const [socials, setSocials] = useState<SocialData[] | null>(null);
  // Only accounts connected through their platform can carry an audience.
  const mayShowMore =
    signedIn &&
    !asMember &&
    data.socials.some((social) => social.source && social.source !== 'admin');
  const username = data.profile.username;
  useEffect(() => {
    if (!mayShowMore) return;
    const controller = new AbortController();
    void import('./profile-data')
      .then(({ fetchProfileData }) => fetchProfileData(username, controller.signal))
      .then((member) => setSocials(member.socials))
      // The visitor's view stays: nothing is lost but the members' extra parts.
      .catch(() => undefined);
    return () => controller.abort();
  }, [mayShowMore, username]);
  return (mayShowMore && socials) || data.socials;
}
