import { Stack, Text, Title } from '@mantine/core';
import { platformName, type SocialData } from '@partnerly/shared';
import { AudienceCharts } from '../../../domains/audience/AudienceCharts';
import { PlatformIcon } from '../../../components/PlatformIcon';
import { PublicCard } from './PublicCardGrid';
import classes from '../public-profile.module.css';

/**
 * The audience each connected account's platform reports (issue 48): one card per account,
 * as much as the creator lets this viewer see; nothing when no account has any.
 */
export function PublicAudience({ socials }: { socials: SocialData[] }) {
  const withAudience = socials.filter((social) => social.audience);
  if (withAudience.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="audience-title" gap="sm">
      <Title order={2} id="audience-title" fz="lg">
        Audience
      </Title>
      <Stack component="ul" gap="sm" className={classes.list}>
        {withAudience.map((social) => (
          <PublicCard key={social.id}>
            <Stack gap="sm">
              <Text fw={600} component="h3" fz="md" m={0}>
                <PlatformIcon platform={social.social_media} size={18} />{' '}
                {platformName(social.social_media)}
              </Text>
              {social.audience && <AudienceCharts audience={social.audience} signInHint />}
            </Stack>
          </PublicCard>
        ))}
      </Stack>
    </Stack>
  );
}
