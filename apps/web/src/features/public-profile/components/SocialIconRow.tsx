import { VisuallyHidden } from '@mantine/core';
import { formatFollowers, platformName, verificationLine } from '@partnerly/shared';
import type { SocialData } from '@partnerly/shared';
import { PlatformIcon } from '../../../components/PlatformIcon';
import { safeHref } from '../../../components/external-link';
import { GO_LINK, socialGo } from '../profile-beacons';
import classes from '../public-profile.module.css';

/**
 * The creator's verified accounts as a row of platform marks with their follower counts, near
 * the top of the page; each goes through /go/social/… so the click is counted. Nothing when
 * there are none.
 */
export function SocialIconRow({ socials }: { socials: SocialData[] }) {
  if (socials.length === 0) return null;
  const now = new Date();
  return (
    <ul className={classes.socialRow} aria-label="Social accounts">
      {socials.map((social) => {
        const name = platformName(social.social_media);
        const followers = social.followers_hidden ? 'hidden' : formatFollowers(social.followers);
        const verified = verificationLine(social, now);
        const body = (
          <>
            <span className={classes.socialMark}>
              <PlatformIcon platform={social.social_media} size={20} />
            </span>
            <span aria-hidden="true">{followers}</span>
            <VisuallyHidden>{`${name}, ${followers} followers`}</VisuallyHidden>
          </>
        );
        return (
          <li key={social.id} className={classes.socialItem}>
            {safeHref(social.link) ? (
              <a href={socialGo(social.id)} {...GO_LINK} className={classes.social}>
                {body}
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </a>
            ) : (
              <span className={classes.social}>{body}</span>
            )}
            {verified && (
              // "updated 3 h ago" is worded when rendered: the server's minute may have passed
              // by the time the page hydrates, which is no error.
              <span className={classes.socialVerified} suppressHydrationWarning>
                {verified}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
