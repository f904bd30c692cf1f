import { useEffect } from 'react';
import { Container, Stack } from '@mantine/core';
import type { PublicProfileData } from '@partnerly/shared';
import { PageTitle } from '../../../components/PageTitle';
import { themeVariables } from '../../../components/profile-themes';
import classes from '../public-profile.module.css';
import { PublicAbout } from './PublicAbout';
import { PublicAds } from './PublicAds';
import { PublicAudience } from './PublicAudience';
import { PublicLinkButtons } from './PublicLinkButtons';
import { PublicPackages } from './PublicPackages';
import { PublicProfileBar } from './PublicProfileBar';
import { PublicProfileHero } from './PublicProfileHero';
import { PublicResults } from './PublicResults';
import { PublicReviews } from './PublicReviews';
import { countView } from '../profile-beacons';
import { useMemberSocials } from '../api/member-view';

/**
 * A public profile drawn from its data, in the creator's theme (light or dark as the visitor's
 * system asks). It needs neither the router nor the query client, so the server renders it
 * into the page of /{username} and the page hydrates it (decision 013). The links come right
 * after the top card so a phone shows the first of them without scrolling; sections with
 * nothing in them are left out.
 */
export function PublicProfileView({
  data,
  asMember = false,
  viewCounted = false,
}: {
  data: PublicProfileData;
  /** Fetched with the member's session already (inside the app), not rendered as a visitor's. */
  asMember?: boolean;
  /** The page's script counted the view at load (/{username}, decision 121). */
  viewCounted?: boolean;
}) {
  const { profile } = data;
  useEffect(() => {
    if (!viewCounted) countView(profile.username, data.view_token);
  }, [viewCounted, profile.username, data.view_token]);
  const socials = useMemberSocials(data, asMember);
  return (
    <div className={classes.page} data-theme={profile.theme} style={themeVariables(profile.theme)}>
      <PublicProfileBar />
      <main>
        <div className={classes.cover} />
        <Container size="sm" px="md" pb="xl">
          <Stack gap="lg">
            <PageTitle>{`${profile.username} on Partnerly`}</PageTitle>
            <PublicProfileHero
              profile={profile}
              socials={data.socials}
              replyTime={data.reply_time}
              reviews={data.reviews}
            />
            <PublicLinkButtons links={data.links} />
            <PublicAbout profile={profile} />
            <PublicAudience socials={socials} />
            <PublicResults results={data.results} />
            <PublicPackages username={profile.username} packages={data.packages} />
            <PublicReviews username={profile.username} reviews={data.reviews} />
            <PublicAds ads={data.ads} />
          </Stack>
        </Container>
      </main>
    </div>
  );
}
