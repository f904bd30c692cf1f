import multipart from '@fastify/multipart';
import type { Services } from '../../modules/registry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_LIMITS,
  type AttachmentKind,
  attachmentParamsSchema,
  attachmentReceiverSchema,
} from '@partnerly/shared';
import { fieldError } from '../../lib/errors';
import { uploadedBytes } from '../../lib/uploads';
import type { AttachmentDownload } from './attachments.service';
import { UPLOAD_BUDGET } from '../../lib/upload-budget';

const TOO_LARGE = `Files can be at most ${ATTACHMENT_LIMITS.bytes / 1024 / 1024} MB.`;

/** Nothing a stored file holds may run: no scripts, no plugins, no framing, no sniffing. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The headers of a stored file sent to a member (chat attachments and delivery files): never
 * cached, never run, a PDF only downloaded.
 */
export const fileHeaders = (
  download: Pick<AttachmentDownload, 'bytes' | 'contentType'> & {
    row: { kind: AttachmentKind; name: string };
  },
  thumb: boolean,
) => ({
  'Content-Type': download.contentType,
  'Content-Length': String(download.bytes.length),
  // Only the two members may see it, and only until its message is deleted: no cache, shared
  // or the browser's, keeps a copy that outlives the deletion (decision 080).
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': FILE_CSP,
  'Cross-Origin-Resource-Policy': 'same-origin',
  // A PDF is never shown in the app's origin: it only downloads.
  'Content-Disposition':
    download.row.kind === 'pdf' && !thumb
      ? `attachment; filename="${download.row.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(download.row.name)}`
      : 'inline',
});

/**
 * POST api/chat/attachments/ (multipart: `receiver`, then `file`), and GET
 * api/chat/attachments/{id} and /{id}/thumb for the conversation's two members.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'chatAttachments' | 'dealChat'>
> = async (app, { chatAttachments, dealChat }) => {
  // Fetching needs no plan: the files are the member's own conversation, and an admin
  // (on no plan) sees those of a reported message (attachments.repository.ts, findVisible).
  const members = { preValidation: [app.authenticate] };
  // One file and one field per request, read no further than the size limit.
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_LIMITS.bytes,
      files: 1,
      fields: 1,
      fieldSize: 1024,
      parts: 2,
      headerPairs: 50,
    },
  });

  // Sending needs Full Access, or a conversation the member buys in (decision 113): checked
  // once the receiver is read, before the file is.
  const uploading = { ...members, config: UPLOAD_BUDGET };
  app.post('/api/chat/attachments/', uploading, async (request, reply) => {
    if (!request.isMultipart()) throw fieldError('file', 'Send the file as multipart/form-data.');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw fieldError('file', 'Choose a file to send.');
    const field = part.fields.receiver;
    const receiver = attachmentReceiverSchema.safeParse(
      field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined,
    );
    if (!receiver.success) {
      part.file.resume();
      throw fieldError('receiver', 'Name the member the file is for (before the file).');
    }
    try {
      await dealChat.assertMayUpload(request.user.id, receiver.data);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    const bytes = await uploadedBytes(part, TOO_LARGE);
    if (bytes.length === 0) throw fieldError('file', 'The file is empty.');
    const stored = await chatAttachments.upload(request.user, receiver.data, {
      bytes,
      name: part.filename,
    });
    return reply.code(201).send(stored);
  });

  app.get(
    '/api/chat/attachments/:id',
    { ...members, schema: { params: attachmentParamsSchema } },
    async (request, reply) => {
      const download = await chatAttachments.download(request.user, request.params.id, false);
      return reply.headers(fileHeaders(download, false)).send(download.bytes);
    },
  );

  app.get(
    '/api/chat/attachments/:id/thumb',
    { ...members, schema: { params: attachmentParamsSchema } },
    async (request, reply) => {
      const download = await chatAttachments.download(request.user, request.params.id, true);
      return reply.headers(fileHeaders(download, true)).send(download.bytes);
    },
  );
};
