/**
 * Operator commands: `npm run admin -- grant <username>`, `revoke <username>`, `audit [count]`,
 * `jobs` (waiting and failed background jobs) and `jobs retry <id>`.
 * Admin rights come only from here, never from the API.
 */
import { runAdmin } from './admin-commands';
import { fail, toolConfig } from './tool';

runAdmin(process.argv.slice(2), toolConfig, process.stdout).catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
