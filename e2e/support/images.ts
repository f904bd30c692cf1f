/** Real PNG files built in memory, for the journeys that upload pictures. */
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of the given size with a colour gradient, as a camera roll would give. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([(x * 255) / width, (y * 255) / height, 160], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 640x480 picture for a file input. */
export const imageFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(640, 480),
});

/** A square picture as the data URL the picture cropper sends to `/api/save_pp/`. */
export const pictureDataUrl = (size = 64) =>
  `data:image/png;base64,${gradientPng(size, size).toString('base64')}`;
