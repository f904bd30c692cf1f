import type { MultipartFile } from '@fastify/multipart';
import { AppError } from './errors';

/**
 * The whole bytes of an uploaded file part, or a 413 with `tooLarge` when it went over the
 * `fileSize` limit the multipart plugin was registered with. Every multipart route reads its
 * file through here.
 */
export async function uploadedBytes(part: MultipartFile, tooLarge: string): Promise<Buffer> {
  const refused = () => new AppError(413, { detail: tooLarge });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused();
    throw error;
  }
  // toBuffer() notices the cut only while chunks still come: when the network's pieces end
  // exactly at the limit, the parser marks the file truncated after its last chunk was read,
  // and the first `fileSize` bytes would pass as the whole file (issue 46, case 12).
  if (part.file.truncated) throw refused();
  return bytes;
}
