import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import type { DeliveryFile, DeliveryFilesData, Order } from '@partnerly/shared';
import { deliveryFiles, storedFiles } from '../../db/schema';
import { multipartBody } from '../../test/multipart';
import { png } from '../chat/attachments.fixtures';
import { dealsApi, type Member } from './deals.fixtures';

export type FilePart = { filename: string; contentType: string; bytes: Buffer };

export const photo = async (): Promise<FilePart> => ({
  filename: 'cut.png',
  contentType: 'image/png',
  bytes: await png(),
});

/** Fixtures of delivery files (decision 105). */
export function deliveryFilesApi(app: FastifyInstance) {
  const api = dealsApi(app);
  const upload = (who: Member, orderId: number, file: FilePart) => {
    const body = multipartBody([{ name: 'file', ...file }]);
    return app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/delivery-files/`,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  return {
    ...api,
    upload,
    async uploaded(who: Member, orderId: number, file: FilePart): Promise<DeliveryFile> {
      const response = await upload(who, orderId, file);
      if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
      return response.json<DeliveryFile>();
    },
    list: async (who: Member, orderId: number) =>
      api.get(who, `/api/orders/${orderId}/delivery-files/`),
    filesOf: async (who: Member, orderId: number) =>
      (await api.get(who, `/api/orders/${orderId}/delivery-files/`)).json<DeliveryFilesData>()
        .files,
    fetch: (who: Member, orderId: number, id: number, thumb = false) =>
      api.get(who, `/api/orders/${orderId}/delivery-files/${id}${thumb ? '/thumb' : ''}`),
    /** An order its seller may deliver (payments off in tests: it starts in progress). */
    order: (buyer: Member, seller: Member): Promise<Order> => api.order(buyer, seller),
    /** Rows of delivery files and stored bytes: a refused upload adds to neither. */
    async counts() {
      const { db } = app.database;
      const [bytes] = await db.select({ n: count() }).from(storedFiles);
      const [rows] = await db.select({ n: count() }).from(deliveryFiles);
      return { bytes: bytes?.n ?? 0, rows: rows?.n ?? 0 };
    },
  };
}
