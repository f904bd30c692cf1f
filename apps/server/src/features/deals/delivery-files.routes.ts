import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { ATTACHMENT_LIMITS, deliveryFileParamsSchema, idParamSchema } from '@partnerly/shared';
import { fieldError } from '../../lib/errors';
import { UPLOAD_BUDGET } from '../../lib/upload-budget';
import { uploadedBytes } from '../../lib/uploads';
import { fileHeaders } from '../chat/attachments.routes';
import { DEAL_BUDGETS } from './deal-budgets';

const TOO_LARGE = `Files can be at most ${ATTACHMENT_LIMITS.bytes / 1024 / 1024} MB.`;

/**
 * Files of deliveries (decision 105): POST api/orders/{id}/delivery-files/ (multipart, one
 * `file`) and DELETE .../{file} for the seller; GET the list, GET .../{file} and its /thumb
 * for the order's two members and admins.
 */
export const deliveryFilesRoutes: FastifyPluginAsyncZod<Pick<Services, 'deliveryFiles'>> = async (
  app,
  { deliveryFiles },
) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  // Reading needs no plan, as the order itself does not; an admin (on no plan) reads them too.
  const members = { preValidation: [app.authenticate] };
  // The chat's limits: one file per request, read no further than the size limit.
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_LIMITS.bytes,
      files: 1,
      fields: 0,
      parts: 1,
      headerPairs: 50,
    },
  });

  app.post(
    '/api/orders/:id/delivery-files/',
    { ...fullAccess, schema: { params: idParamSchema }, config: UPLOAD_BUDGET },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw fieldError('file', 'Send the file as multipart/form-data.');
      }
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw fieldError('file', 'Choose a file to send.');
      const bytes = await uploadedBytes(part, TOO_LARGE);
      if (bytes.length === 0) throw fieldError('file', 'The file is empty.');
      const stored = await deliveryFiles.upload(request.user, request.params.id, {
        bytes,
        name: part.filename,
      });
      return reply.code(201).send(stored);
    },
  );

  app.delete(
    '/api/orders/:id/delivery-files/:file',
    {
      ...fullAccess,
      schema: { params: deliveryFileParamsSchema },
      config: DEAL_BUDGETS.orderSteps,
    },
    async (request, reply) => {
      await deliveryFiles.remove(request.user, request.params.id, request.params.file);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/orders/:id/delivery-files/',
    { ...members, schema: { params: idParamSchema } },
    async (request) => deliveryFiles.list(request.user, request.params.id),
  );

  for (const thumb of [false, true]) {
    app.get(
      `/api/orders/:id/delivery-files/:file${thumb ? '/thumb' : ''}`,
      { ...members, schema: { params: deliveryFileParamsSchema } },
      async (request, reply) => {
        const { id, file } = request.params;
        const download = await deliveryFiles.download(request.user, id, file, thumb);
        return reply.headers(fileHeaders(download, thumb)).send(download.bytes);
      },
    );
  }
};
