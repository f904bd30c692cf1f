import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  ATTACHMENT_LIMITS,
  deliveryFileParamsSchema,
  disputeCaseSchema,
  idParamSchema,
  proposeSplitSchema,
  settleSplitSchema,
} from '@partnerly/shared';
import { fieldError } from '../../lib/errors';
import { UPLOAD_BUDGET } from '../../lib/upload-budget';
import { uploadedBytes } from '../../lib/uploads';
import { fileHeaders } from '../chat/attachments.routes';
import { DEAL_BUDGETS } from './deal-budgets';

const TOO_LARGE = `Files can be at most ${ATTACHMENT_LIMITS.bytes / 1024 / 1024} MB.`;

/**
 * The resolution centre (issue 53, point 4; decision 106): an order's dispute, each side's
 * case and its files (decision 113), a withdrawal, a split proposed and confirmed. Full Access members, as every order
 * step (403); another member's order is a 404; the admin reads the dispute beside the order.
 */
export const disputesRoutes: FastifyPluginAsyncZod<Pick<Services, 'disputes'>> = async (
  app,
  { disputes },
) => {
  // Either side may be on any plan: buying needs none (decision 107); the order's two
  // members only (404 for anyone else).
  const party = { preValidation: [app.authenticate] };
  const step = { ...party, config: DEAL_BUDGETS.disputes };

  app.get('/api/orders/:id/dispute/', { ...party, schema: { params: idParamSchema } }, (request) =>
    disputes.view(request.user, request.params.id),
  );

  app.put(
    '/api/orders/:id/dispute/case/',
    { ...step, schema: { params: idParamSchema, body: disputeCaseSchema } },
    (request) => disputes.stateCase(request.user, request.params.id, request.body.text),
  );

  app.post(
    '/api/orders/:id/dispute/withdraw/',
    { ...step, schema: { params: idParamSchema } },
    (request) => disputes.withdraw(request.user, request.params.id),
  );

  app.post(
    '/api/orders/:id/dispute/proposal/',
    { ...step, schema: { params: idParamSchema, body: proposeSplitSchema } },
    (request) => disputes.propose(request.user, request.params.id, request.body.seller_amount),
  );

  app.post(
    '/api/orders/:id/dispute/settle/',
    { ...step, schema: { params: idParamSchema, body: settleSplitSchema } },
    (request) => disputes.settle(request.user, request.params.id, request.body.seller_amount),
  );

  // Files of a side's case (decision 113): the chat's limits, one file per request.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_LIMITS.bytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    '/api/orders/:id/dispute/files/',
    { ...party, schema: { params: idParamSchema }, config: UPLOAD_BUDGET },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw fieldError('file', 'Send the file as multipart/form-data.');
      }
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw fieldError('file', 'Choose a file to send.');
      try {
        const stored = await disputes.addFile(request.user, request.params.id, async () => {
          const bytes = await uploadedBytes(part, TOO_LARGE);
          if (bytes.length === 0) throw fieldError('file', 'The file is empty.');
          return { bytes, name: part.filename };
        });
        return reply.code(201).send(stored);
      } finally {
        // Refused before it was read: the rest of the upload is let go.
        part.file.resume();
      }
    },
  );

  // The two members and admins (an admin's session on no plan reads them through the order).
  for (const thumb of [false, true]) {
    app.get(
      `/api/orders/:id/dispute/files/:file${thumb ? '/thumb' : ''}`,
      { ...party, schema: { params: deliveryFileParamsSchema } },
      async (request, reply) => {
        const { id, file } = request.params;
        const download = await disputes.file(request.user, id, file, thumb);
        return reply.headers(fileHeaders(download, thumb)).send(download.bytes);
      },
    );
  }

  // The admin's dispute view: admins only, 404 to anyone else before anything is read.
  app.get(
    '/api/admin/orders/:id/dispute/',
    { onRequest: app.requireAdmin, schema: { params: idParamSchema } },
    (request) => disputes.adminView(request.params.id),
  );
};
