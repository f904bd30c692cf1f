import { codeMail } from '../../lib/mail-templates';
import type { Mailer } from '../../lib/mailer';
import type { CodeMailPayload } from './auth-job-payloads';
import type { CodesService } from './codes.service';

/**
 * Sends a code's mail; a failure throws, and the queue retries it with backoff. A code that
 * died meanwhile (used, replaced by a newer one, expired) gets no mail: after an SMTP outage
 * the user receives only the code that still works.
 */
export function codeMailJob(codes: CodesService, mailer: Mailer) {
  return async ({ codeId, to, code, purpose }: CodeMailPayload): Promise<void> => {
    if (!(await codes.isLive(codeId))) return;
    await mailer.send(codeMail(to, code, purpose));
  };
}
