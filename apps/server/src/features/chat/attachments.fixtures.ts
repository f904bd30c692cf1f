import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import type { UploadedAttachment } from '@partnerly/shared';
import { chatAttachments, storedFiles } from '../../db/schema';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { multipartBody } from '../../test/multipart';

/** A JPEG photo carrying camera and location-like metadata that must not survive. */
export const jpegWithMetadata = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'Home, 52.5200 N 13.4050 E', Make: 'Phone' } })
    .toBuffer();

export const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: '#e64980' } })
    .png()
    .toBuffer();

/** A PDF whose catalogue runs JavaScript when opened: kept as sent, only ever downloaded. */
export const pdfWithJavaScript = () =>
  Buffer.from(
    [
      '%PDF-1.4',
      "1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert('hi')) >> >> endobj",
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );

/** Two paid members with signed-in headers. */
export async function twoMembers(app: FastifyInstance) {
  const ada = await buildPaidUser(app);
  const bob = await buildPaidUser(app);
  return {
    ada,
    bob,
    adaHeaders: bearer((await login(app, ada.username)).access),
    bobHeaders: bearer((await login(app, bob.username)).access),
  };
}

/** POST api/chat/attachments/ with `receiver` first, then the file. */
export function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  receiver: string,
  file: { filename: string; contentType: string; bytes: Buffer },
) {
  const body = multipartBody([
    { name: 'receiver', value: receiver },
    { name: 'file', ...file },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/chat/attachments/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads a file that must be stored, and answers it. */
export async function uploaded(
  app: FastifyInstance,
  headers: Record<string, string>,
  receiver: string,
  file: { filename: string; contentType: string; bytes: Buffer },
): Promise<UploadedAttachment> {
  const response = await upload(app, headers, receiver, file);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<UploadedAttachment>();
}

/** Rows of attachments and stored files: a refused upload adds to neither. */
export async function storedCounts(app: FastifyInstance) {
  const { db } = app.database;
  const [files] = await db.select({ n: count() }).from(storedFiles);
  const [rows] = await db.select({ n: count() }).from(chatAttachments);
  return { files: files?.n ?? 0, rows: rows?.n ?? 0 };
}
