import { Alert, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  platformName,
  type AudienceVisibility,
  type AudienceVisibilityData,
  type SocialData,
} from '@partnerly/shared';
import { AudienceCharts } from '../../../domains/audience/AudienceCharts';
import { PlatformIcon } from '../../../components/PlatformIcon';
import { errorMessage } from '../../../lib/api-errors';
import { useSaveAudienceVisibility } from '../api/audience-visibility';

const CHOICES: { value: AudienceVisibility; label: string }[] = [
  { value: 'public', label: 'Everyone' },
  { value: 'members', label: 'Members' },
  { value: 'hidden', label: 'Only me' },
];

const PARTS: { key: keyof AudienceVisibilityData; label: string }[] = [
  { key: 'countries_engagement', label: 'Top countries and engagement' },
  { key: 'ages_genders', label: 'Ages and genders' },
];

/**
 * The verified audience of each connected account as the creator sees it (all of it), and the
 * choice of who else sees which part (decision 104). Nothing until an account has been read.
 */
export function AudienceSection({
  socials,
  visibility,
}: {
  socials: SocialData[];
  visibility: AudienceVisibilityData;
}) {
  const save = useSaveAudienceVisibility();
  const withAudience = socials.filter((social) => social.audience);
  if (withAudience.length === 0) return null;
  const choose = (key: keyof AudienceVisibilityData, value: string) =>
    save.mutate({ ...visibility, [key]: value as AudienceVisibility });
  return (
    <Stack component="section" gap="sm" aria-labelledby="own-audience-title">
      <Title order={2} fz="lg" id="own-audience-title">
        Audience
      </Title>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Text size="sm">Who sees your verified audience on your page and in search</Text>
          {PARTS.map((part) => (
            <Group key={part.key} justify="space-between" gap="xs">
              <Text size="sm" fw={600} id={`audience-${part.key}`}>
                {part.label}
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby={`audience-${part.key}`}
                data={CHOICES}
                value={visibility[part.key]}
                onChange={(value) => choose(part.key, value)}
                disabled={save.isPending}
              />
            </Group>
          ))}
          {save.error && (
            <Alert color="red" variant="outline" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
        </Stack>
      </Card>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {withAudience.map((social) => (
          <Card component="li" key={social.id} withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Group gap="xs">
                <PlatformIcon platform={social.social_media} size={20} />
                <Text fw={600}>{platformName(social.social_media)}</Text>
              </Group>
              {social.audience && <AudienceCharts audience={social.audience} />}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
