import { Card, Group, Stack } from '@mantine/core';
import { formatCpm } from '@partnerly/shared';
import type { AdData } from '@partnerly/shared';
import { AdImage } from '../../../components/AdImage';
import { IconFlag } from '@tabler/icons-react';
import { useReportDialog } from '../../../components/ReportButton';
import classes from '../public-profile.module.css';
import { PublicCardGrid, PublicCardText, PublicCardTitle } from './PublicCardGrid';

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
  return (
    <PublicCardGrid
      title="Ads"
      items={ads}
      card={(ad) => (
        <>
          <Card.Section>
            <AdImage ad={ad} sizes={AD_IMAGE_SIZES} lazy />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <PublicCardTitle>{ad.title}</PublicCardTitle>
            <PublicCardText>{ad.text}</PublicCardText>
            <Group justify="space-between" wrap="nowrap">
              <span className={classes.badge}>{formatCpm(ad.cpm)}</span>
              <ReportAdButton id={ad.id} />
            </Group>
          </Stack>
        </>
      )}
    />
  );
}
