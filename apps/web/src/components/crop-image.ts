/** A crop rectangle in the image's own pixels, as react-easy-crop reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/**
 * Draws the square `area` of the image at `src` onto a canvas of at most `maxSize` pixels and
 * returns it as a JPEG data URL (transparent parts become white, since JPEG has no alpha).
 */
export async function cropToJpegDataUrl(
  src: string,
  area: CropArea,
  maxSize: number,
  quality = 0.9,
): Promise<string> {
  const image = await loadImage(src);
  const size = Math.max(1, Math.min(maxSize, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/jpeg', quality);
}
