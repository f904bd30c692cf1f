import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the e2e server's SMTP sink appends every mail it receives, one JSON line each. */
export const MAIL_LOG = join(process.cwd().replace(/\/e2e$/, ''), '.data-e2e', 'mails.jsonl');

interface Mail {
  to: string[];
  subject: string;
  raw: string;
}

/**
 * The log's complete lines. The sink appends a mail and its newline in one write, but a read
 * can land in the middle of it (a long mail spans pages), so a line without its newline yet is
 * left for the next read: parsing it failed a journey with "Unterminated string in JSON".
 */
function mailLines(): string[] {
  if (!existsSync(MAIL_LOG)) return [];
  const text = readFileSync(MAIL_LOG, 'utf8');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean);
}

function readMails(): Mail[] {
  return mailLines().map((line) => JSON.parse(line) as Mail);
}

/** How many mails `address` has received so far (other tests mail in parallel). */
export function mailCountTo(address: string): number {
  return readMails().filter((mail) => mail.to.includes(address.toLowerCase())).length;
}

/** The 6-digit code of the newest mail to `address`, waiting for it to arrive. */
export async function codeSentTo(address: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails()
      .slice(after)
      .filter((item) => item.to.includes(address.toLowerCase()))
      .at(-1);
    const code = mail && /Partnerly code: (\d{6})/.exec(mail.subject)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many mails have arrived so far; pass it to codeSentTo to wait for a newer one. */
export function mailCount(): number {
  return mailLines().length;
}

/**
 * The first `path` linked in the newest mail to `address` that links one, waiting for it to
 * arrive: another mail may follow it at once (an offer's mail, then the "set up payouts" nudge).
 */
export async function linkSentTo(
  address: string,
  path: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Quoted-printable soft line breaks undone, so a long link reads whole.
    const link = readMails()
      .filter((item) => item.to.includes(address.toLowerCase()))
      .map((item) => path.exec(item.raw.replace(/=\r?\n/g, ''))?.[0])
      .findLast(Boolean);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no link ${path.source} mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
