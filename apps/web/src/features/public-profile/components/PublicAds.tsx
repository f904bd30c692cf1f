import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCpm } from '@partnerly/shared';
import type { AdData } from '@partnerly/shared';
import { AdImage } from '../../../components/AdImage';
import { IconFlag } from '@tabler/icons-react';
import { useReportDialog } from '../../../components/ReportButton';
import classes from '../public-profile.module.css';

/** Two columns from 576 px in a container of at most 720 px. */
const AD_IMAGE_SIZES = '(min-width: 36em) 340px, 100vw';

/** Report on an ad: a quiet flag in the page's colours. */
function ReportAdButton({ id }: { id: number }) {
  const { open, dialog } = useReportDialog({ target: 'ad', id, what: 'this ad' });
  return (
    <>
      <button
        type="button"
        className={classes.iconButton}
        onClick={open}
        aria-label="Report this ad"
        title="Report this ad"
      >
        <IconFlag size={18} aria-hidden="true" />
      </button>
      {dialog}
    </>
  );
}

/** The creator's ads, below the fold: images load when scrolled near. Nothing without ads. */
export function PublicAds({ ads }: { ads: AdData[] }) {
  if (ads.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="ads-title" gap="sm">
      <Title order={2} id="ads-title" fz="lg">
        Ads
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing="sm" className={classes.list}>
        {ads.map((ad) => (
          <Card
            component="li"
            key={ad.id}
            withBorder
            radius="lg"
            padding="md"
            className={classes.surface}
          >
            <Card.Section>
              <AdImage ad={ad} sizes={AD_IMAGE_SIZES} lazy />
            </Card.Section>
            <Stack gap="xs" mt="md">
              <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
                {ad.title}
              </Title>
              <Text
                size="sm"
                className={classes.muted}
                style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
              >
                {ad.text}
              </Text>
              <Group justify="space-between" wrap="nowrap">
                <span className={classes.badge}>{formatCpm(ad.cpm)}</span>
                <ReportAdButton id={ad.id} />
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
