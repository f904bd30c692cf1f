import { randomBytes } from 'node:crypto';

/** A part of a multipart/form-data body: a text field, or a file with its declared name. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data request body and its content type, as a browser's FormData sends. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----partnerly${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    ...('bytes' in part ? [part.bytes, Buffer.from('\r\n')] : []),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
