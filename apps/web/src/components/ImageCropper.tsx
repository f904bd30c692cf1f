import { useState } from 'react';
import { Box, Slider, Stack, Text } from '@mantine/core';
import Cropper from 'react-easy-crop';
import type { CropArea } from './crop-image';

export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;

interface ImageCropperProps {
  /** The chosen image (an object URL). */
  image: string;
  onCropChange: (area: CropArea) => void;
  onImageError?: () => void;
}

/** A square crop frame over the image: drag or use the arrow keys to move, the slider to zoom. */
export function ImageCropper({ image, onCropChange, onImageError }: ImageCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);

  return (
    <Stack gap="xs">
      <Box pos="relative" h={{ base: 240, sm: 300 }} bg="dark.7" style={{ borderRadius: 8 }}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={1}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onCropChange(pixels)}
          mediaProps={{ alt: 'The image being cropped', onError: onImageError }}
          cropperProps={{
            role: 'group',
            'aria-label': 'Crop area: drag the image or move it with the arrow keys',
          }}
        />
      </Box>
      <Text size="sm" fw={500} aria-hidden="true">
        Zoom
      </Text>
      <Slider
        min={ZOOM.min}
        max={ZOOM.max}
        step={ZOOM.step}
        value={zoom}
        onChange={setZoom}
        thumbLabel="Zoom"
        label={(value) => `${value.toFixed(1)}×`}
      />
    </Stack>
  );
}
