import { useEffect, useState } from 'react';
import { Button, Group, Image, Skeleton, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ProfileTheme } from '@partnerly/shared';
import { THEME_LOOKS } from '../../../components/profile-themes';
import { paths } from '../../../lib/paths';
import { qrPng, qrSvg } from '../../../lib/qr-code';

const PNG_WIDTH = 1024;

interface QrImages {
  png: string;
  svg: string;
}

/** A QR code of the public profile address in the page's theme, shown and downloadable as PNG (to print) and SVG. */
export function ProfileQrCode({ username, theme }: { username: string; theme: ProfileTheme }) {
  const url = `${window.location.origin}${paths.publicProfile(username)}`;
  // The page's darkest accent, so the printed code matches the page it opens.
  const dark = THEME_LOOKS[theme].light.accentText;
  const [images, setImages] = useState<QrImages | null>(null);

  useEffect(() => {
    let current = true;
    // The encoder loads on demand: the rest of /profile does not need it.
    void Promise.all([qrPng(url, PNG_WIDTH, dark), qrSvg(url, dark)]).then(([png, svg]) => {
      if (current) setImages({ png, svg });
    });
    return () => {
      current = false;
    };
  }, [url, dark]);

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
