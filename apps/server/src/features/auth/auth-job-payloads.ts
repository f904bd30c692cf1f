/**
 * The auth jobs by name, with their payloads: a leaf that the services queueing them and
 * the handlers running them both import (decision 114).
 */
export type CodePurpose = 'verify_email' | 'password_reset';

/** The mail job for one code. It holds the code itself, so it must never be logged. */
export interface CodeMailPayload {
  codeId: number;
  to: string;
  code: string;
  purpose: CodePurpose;
}

export type AuthJobs = {
  'auth.code-mail': CodeMailPayload;
  'auth.prune': Record<string, never>;
};
