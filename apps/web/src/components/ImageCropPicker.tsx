import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { cropToJpegDataUrl } from './crop-image';
import type { CropArea } from './crop-image';
import { ImageCropper } from './ImageCropper';

const ACCEPTED = 'image/jpeg,image/png,image/webp';
/** Phone photos are large; the cropped JPEG that is sent stays far below the 5 MB limit. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

interface ImageCropPickerProps {
  chooseLabel: string;
  confirmLabel: string;
  /** Side of the square JPEG produced, in pixels. */
  outputSize: number;
  /** Receives the cropped JPEG data URL; resolves true when done, so the cropper closes. */
  onCropped: (dataUrl: string) => Promise<boolean> | boolean;
  busy?: boolean;
}

/** "Choose image", then a square cropper with zoom, then a JPEG data URL of the crop. */
export function ImageCropPicker({
  chooseLabel,
  confirmLabel,
  outputSize,
  onCropped,
  busy = false,
}: ImageCropPickerProps) {
  const [source, setSource] = useState<string | null>(null);
  const [area, setArea] = useState<CropArea | null>(null);
  const [error, setError] = useState<string>();
  const [cropping, setCropping] = useState(false);
  const resetInput = useRef<() => void>(null);

  // The object URL lives as long as the cropper shows it.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = (file: File | null) => {
    resetInput.current?.();
    setError(undefined);
    if (!file) return;
    if (!ACCEPTED.split(',').includes(file.type)) {
      setError('Choose a JPEG, PNG or WebP image.');
      return;
    }
    if (file.size > MAX_SOURCE_BYTES) {
      setError('This image is too large: choose one under 20 MB.');
      return;
    }
    setArea(null);
    setSource(URL.createObjectURL(file));
  };

  const cancel = () => {
    setSource(null);
    setArea(null);
  };

  const confirm = async () => {
    if (!source || !area) return;
    setCropping(true);
    try {
      const dataUrl = await cropToJpegDataUrl(source, area, outputSize);
      if (await onCropped(dataUrl)) cancel();
    } catch {
      // A crop that fails is dropped quietly (docs/SPEC.md section 8); the user can try again.
    } finally {
      setCropping(false);
    }
  };

  if (!source) {
    return (
      <Stack gap={4}>
        <FileButton onChange={choose} accept={ACCEPTED} resetRef={resetInput}>
          {(props) => (
            <Button
              {...props}
              variant="outline"
              leftSection={<IconPhoto size={18} aria-hidden="true" />}
              w="fit-content"
            >
              {chooseLabel}
            </Button>
          )}
        </FileButton>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <ImageCropper
        image={source}
        onCropChange={setArea}
        onImageError={() => {
          cancel();
          setError('This file could not be read as an image.');
        }}
      />
      <Group gap="sm">
        <Button onClick={() => void confirm()} loading={busy || cropping} disabled={!area}>
          {confirmLabel}
        </Button>
        <Button variant="default" onClick={cancel} disabled={busy || cropping}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
