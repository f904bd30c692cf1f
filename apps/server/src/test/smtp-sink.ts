import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/**
 * A real SMTP server on a free local port (or `port`, to bring back a server that was down)
 * that keeps what it receives, so tests read the mails the app sends through nodemailer
 * exactly as a mail provider would get them.
 */
export async function startSmtpSink(port = 0) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const listeners: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject,
          raw,
        };
        mails.push(mail);
        listeners.forEach((listener) => listener(mail));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /** The newest mail to an address, waiting up to `timeoutMs` for it to arrive. */
    async lastTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((mail) => mail.to.includes(address.toLowerCase())).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** The 6-digit code in the newest mail to an address. */
    async codeFor(address: string): Promise<string> {
      const mail = await this.lastTo(address);
      const code = /Partnerly code: (\d{6})/.exec(mail.subject)?.[1];
      if (!code) throw new Error(`no code in "${mail.subject}"`);
      return code;
    },
    /** Calls `listener` with every mail that arrives from now on. */
    onMail: (listener: (mail: ReceivedMail) => void) => void listeners.push(listener),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** An RFC 2047 "Q" encoded word's text. */
function fromQ(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '_') bytes.push(32);
    else if (text[i] === '=') {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The Subject header unfolded, its encoded words decoded (nodemailer encodes and folds it). */
export function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQ(text),
    );
}

/** The mail's decoded parts: quoted-printable soft breaks and escapes undone. */
export const bodyOf = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
