import sharp from 'sharp';

/** A real PNG of the given size as a data URL, as the web app's cropper would send. */
export async function pngDataUrl(width = 300, height = 200, color = '#7048e8'): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
