import type { DeliveryFile } from '@partnerly/shared';
import { ApiError } from '../../../lib/api-error';
import { getAccessToken } from '../../../lib/session';
import { refreshSession } from '../../../lib/token-refresh';

/** POST /api/orders/{id}/delivery-files/ as multipart (the JSON client sends no files). */
export async function uploadDeliveryFile(orderId: number, file: File): Promise<DeliveryFile> {
  const send = (token: string | null) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return fetch(`/api/orders/${orderId}/delivery-files/`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
  };
  let response = await send(getAccessToken());
  if (response.status === 401) response = await send(await refreshSession());
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 201) throw new ApiError(response.status, body);
  return body as DeliveryFile;
}
