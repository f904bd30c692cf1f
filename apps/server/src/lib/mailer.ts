import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058) on notification mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends one mail, or throws when the mail server refuses or does not answer in time. */
  send(mail: Mail): Promise<void>;
}

/** How long a mail server may take to connect, greet, answer or finish one mail. */
export const SMTP_TIMEOUT_MS = 10_000;

export interface MailerOptions {
  /** Overrides SMTP_TIMEOUT_MS (tests use about a second); a timeout in SMTP_URL's query wins. */
  timeoutMs?: number;
}

/**
 * SMTP through nodemailer; without SMTP_URL the mail is written to the log instead. Only job
 * handlers call `send` (docs/decisions/014): a failure is retried by the queue, never seen by
 * a request.
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
  options: MailerOptions = {},
): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info({ to: mail.to, subject: mail.subject }, `mail (no SMTP_URL set):\n${mail.text}`);
      },
    };
  }
  const timeoutMs = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  // nodemailer waits up to 2 minutes for a connection and 10 minutes for an idle socket by
  // default: a mail server that accepts and never answers would hold a worker's slot that long.
  // Loaded at the first mail: nodemailer takes most of a second to load, which a server start
  // (and a test file) sending none would pay.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    ));
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      // The socket timeouts reset on every byte; this bounds the whole mail too.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`SMTP took over ${timeoutMs} ms`)), timeoutMs);
      });
      // No logging here: the subject and body may hold a code; the queue logs the failure.
      try {
        await Promise.race([
          transportOf().then((smtp) => smtp.sendMail({ from, ...mail })),
          deadline,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
