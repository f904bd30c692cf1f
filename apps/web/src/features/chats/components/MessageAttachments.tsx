import { useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { formatFileSize, type AttachmentData } from '@partnerly/shared';
import { notifications } from '@mantine/notifications';
import { AppModal } from '../../../components/AppModal';
import { fetchAttachment, useAttachmentImage } from '../api/attachments';
import classes from './MessageAttachments.module.css';

const THUMB_WIDTH = 200;

/** A photo's thumbnail; pressed, the photo at full size in a dialog. */
function PhotoThumb({ photo }: { photo: AttachmentData }) {
  const [open, setOpen] = useState(false);
  const thumb = useRef<HTMLImageElement>(null);
  const loaded = useAttachmentImage(thumb, photo.id, true);
  const ratio = photo.width && photo.height ? photo.height / photo.width : 0.75;
  const height = Math.round(THUMB_WIDTH * Math.min(ratio, 1.5));
  return (
    <>
      <UnstyledButton
        className={classes.photoThumb}
        onClick={() => setOpen(true)}
        aria-label={`Open photo ${photo.name}`}
      >
        {!loaded && <Skeleton width={THUMB_WIDTH} height={height} />}
        <img ref={thumb} alt="" width={THUMB_WIDTH} height={height} hidden={!loaded} />
      </UnstyledButton>
      <AppModal opened={open} onClose={() => setOpen(false)} title={photo.name} size="auto">
        <FullPhoto photo={photo} />
      </AppModal>
    </>
  );
}

/**
 * The photo, fetched when its dialog opens: fitted to the screen, or at its own size to pan
 * around (issue 53: the viewer had no zoom), and saved under its name.
 */
function FullPhoto({ photo }: { photo: AttachmentData }) {
  const full = useRef<HTMLImageElement>(null);
  const loaded = useAttachmentImage(full, photo.id, false);
  const [zoomed, setZoomed] = useState(false);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => void download(photo)}
        >
          Download
        </Button>
        <Button
          variant="default"
          size="xs"
          aria-pressed={zoomed}
          leftSection={
            zoomed ? (
              <IconZoomOut size={16} aria-hidden="true" />
            ) : (
              <IconZoomIn size={16} aria-hidden="true" />
            )
          }
          onClick={() => setZoomed((value) => !value)}
        >
          {zoomed ? 'Fit to screen' : 'Actual size'}
        </Button>
      </Group>
      {!loaded && <Skeleton width={320} height={240} />}
      <div className={zoomed ? classes.zoomedFrame : undefined} tabIndex={zoomed ? 0 : undefined}>
        <img
          ref={full}
          alt={photo.name}
          className={zoomed ? classes.zoomedPhoto : classes.fullPhoto}
          hidden={!loaded}
        />
      </div>
    </Stack>
  );
}

/** Saves an attachment under its name: PDFs are never opened in the app's page. */
async function download(file: AttachmentData) {
  try {
    const url = URL.createObjectURL(await fetchAttachment(file.id));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch {
    notifications.show({ color: 'red', message: 'That file could not be downloaded.' });
  }
}

/** A PDF as a card: its name, size and a Download button. */
function PdfCard({ pdf }: { pdf: AttachmentData }) {
  return (
    <Paper withBorder radius="md" p="xs" className={classes.pdfCard}>
      <Group gap="xs" wrap="nowrap">
        <IconFileTypePdf size={28} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          {/* The whole name, on either side of the conversation (issue 53: it was cut). */}
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-file-name>
            {pdf.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {`PDF · ${formatFileSize(pdf.size)}`}
          </Text>
        </Stack>
        <ActionIcon
          variant="default"
          size={32}
          onClick={() => void download(pdf)}
          aria-label={`Download ${pdf.name}`}
        >
          <IconDownload size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** A message's files: photos as thumbnails, PDFs as cards. */
export function MessageAttachments({ attachments }: { attachments: AttachmentData[] }) {
  const photos = attachments.filter((file) => file.kind === 'image');
  const pdfs = attachments.filter((file) => file.kind === 'pdf');
  return (
    <Stack gap={6}>
      {photos.length > 0 && (
        <Group gap={6}>
          {photos.map((photo) => (
            <PhotoThumb key={photo.id} photo={photo} />
          ))}
        </Group>
      )}
      {pdfs.map((pdf) => (
        <PdfCard key={pdf.id} pdf={pdf} />
      ))}
    </Stack>
  );
}
