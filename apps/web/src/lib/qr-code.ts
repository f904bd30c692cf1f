/** The brand's darkest violet on white: about 7:1, which phone cameras read easily. */
const QR_COLOURS = { dark: '#5f3dc4', light: '#ffffff' };
const QR_OPTIONS = { color: QR_COLOURS, margin: 4, errorCorrectionLevel: 'M' as const };

/** A QR code of `text` as an SVG data URL; the encoder is loaded on first use. */
export async function qrSvg(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code of `text` as a PNG data URL `width` pixels wide (to print). */
export async function qrPng(text: string, width: number): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(text, { ...QR_OPTIONS, width });
}
