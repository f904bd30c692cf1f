import type { ReportTarget } from '@partnerly/shared';

/** What a Report button reports: a profile by username, a message or an ad by id. */
export interface ReportSubject {
  target: ReportTarget;
  id?: number;
  username?: string;
  /** How the dialog names it: "ada’s profile", "this message", "this ad". */
  what: string;
}
