import { ApiError } from '../../../lib/api-error';
import { getAccessToken } from '../../../lib/session';
import { refreshSession } from '../../../lib/token-refresh';

/** GET /api/orders/{id}/delivery-files/{file}: the bytes, with the member's token. */
export async function downloadDeliveryFile(orderId: number, fileId: number): Promise<Blob> {
  const get = (token: string | null) =>
    fetch(`/api/orders/${orderId}/delivery-files/${fileId}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  let response = await get(getAccessToken());
  if (response.status === 401) response = await get(await refreshSession());
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}
