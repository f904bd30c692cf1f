import type { PublicContactInput } from '@partnerly/shared';
import { apiRequest } from '../../../app/api-client';

/** Sends the public contact form; the server stores it for the admin's Contact tab. */
export function sendContact(values: PublicContactInput): Promise<unknown> {
  return apiRequest('/api/contact_us/', { method: 'POST', body: values });
}
