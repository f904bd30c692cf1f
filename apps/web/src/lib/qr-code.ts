/**
 * The QR code of a public page in that page's theme: its darkest accent (at least 7:1 on
 * white, which phone cameras read easily) on a white quiet zone.
 */
/** The brand's darkest violet, for codes that belong to no public page (two-factor set-up). */
export const BRAND_QR_COLOUR = '#5f3dc4';

const qrOptions = (dark: string) => ({
  color: { dark, light: '#ffffff' },
  margin: 4,
  errorCorrectionLevel: 'M' as const,
});

/** A QR code of `text` in colour `dark` as an SVG data URL; the encoder is loaded on first use. */
export async function qrSvg(text: string, dark: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(text, { ...qrOptions(dark), type: 'svg' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code of `text` in colour `dark` as a PNG data URL `width` pixels wide (to print). */
export async function qrPng(text: string, width: number, dark: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(text, { ...qrOptions(dark), width });
}
