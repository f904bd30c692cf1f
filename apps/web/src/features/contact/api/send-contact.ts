import type { PublicContactInput } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** Sends the public contact form; the server stores it for the admin's Contact tab. */
export function sendContact(values: PublicContactInput): Promise<unknown> {
  // Never with the session's token: the server reads a signed-in request as the settings form.
  return apiRequest('/api/contact_us/', { method: 'POST', body: values, auth: false });
}
