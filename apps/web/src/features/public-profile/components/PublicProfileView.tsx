import { Box, Container, Stack } from '@mantine/core';
import type { PublicProfileData } from '@partnerly/shared';
import { PageTitle } from '../../../components/PageTitle';
import { themeVariables } from '../../../components/profile-themes';
import classes from '../public-profile.module.css';
import { PublicAds } from './PublicAds';
import { PublicLinkButtons } from './PublicLinkButtons';
import { PublicPackages } from './PublicPackages';
import { PublicProfileBar } from './PublicProfileBar';
import { PublicProfileHero } from './PublicProfileHero';
import { PublicSocialCards } from './PublicSocialCards';
import { useViewBeacon } from '../profile-beacons';

/**
 * A public profile drawn from its data, in the creator's theme. It needs neither the router
 * nor the query client, so the server renders it into the page of /{username} and the page
 * hydrates it (decision 013).
 */
export function PublicProfileView({ data }: { data: PublicProfileData }) {
  const { profile } = data;
  useViewBeacon(profile.username);
  return (
    <Box mih="100dvh" bg="gray.0" data-theme={profile.theme} style={themeVariables(profile.theme)}>
      <PublicProfileBar />
      <main>
        <div className={classes.cover} />
        <Container size="sm" px="md" pb="xl">
          <Stack gap="xl">
            <PageTitle>{`${profile.username} on Partnerly`}</PageTitle>
            <PublicProfileHero profile={profile} replyTime={data.reply_time} />
            <PublicLinkButtons links={data.links} />
            <PublicSocialCards socials={data.socials} />
            <PublicPackages username={profile.username} packages={data.packages} />
            <PublicAds ads={data.ads} />
          </Stack>
        </Container>
      </main>
    </Box>
  );
}
