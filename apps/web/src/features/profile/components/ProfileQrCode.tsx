import { useEffect, useState } from 'react';
import { Button, Group, Image, Skeleton, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { qrPng, qrSvg } from '../../../lib/qr-code';

const PNG_WIDTH = 1024;

interface QrImages {
  png: string;
  svg: string;
}

/** A QR code of the public profile address, shown and downloadable as PNG (to print) and SVG. */
export function ProfileQrCode({ username }: { username: string }) {
  const url = `${window.location.origin}${paths.publicProfile(username)}`;
  const [images, setImages] = useState<QrImages | null>(null);

  useEffect(() => {
    let current = true;
    // The encoder loads on demand: the rest of /profile does not need it.
    void Promise.all([qrPng(url, PNG_WIDTH), qrSvg(url)]).then(([png, svg]) => {
      if (current) setImages({ png, svg });
    });
    return () => {
      current = false;
    };
  }, [url]);

  if (!images) return <Skeleton w={160} h={160} radius="md" aria-label="Loading the QR code" />;
  return (
    <Stack gap="xs" align="flex-start">
      <Image src={images.svg} w={160} h={160} alt={`QR code of ${url}`} radius="md" />
      <Group gap="xs">
        <Button
          component="a"
          href={images.png}
          download={`${username}-qr.png`}
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Download PNG
        </Button>
        <Button
          component="a"
          href={images.svg}
          download={`${username}-qr.svg`}
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Download SVG
        </Button>
      </Group>
    </Stack>
  );
}
