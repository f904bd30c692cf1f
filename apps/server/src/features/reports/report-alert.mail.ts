import type { Mail } from '../../lib/mailer';

/** Tells an admin that a report is waiting (sent when none was open, at most once an hour). */
export function reportAlertMail(to: string, consoleUrl: string): Mail {
  const text = [
    'A new report is waiting in the Partnerly admin console.',
    '',
    `Open the Reports tab: ${consoleUrl}`,
    '',
    'You get this e-mail when a report arrives and none was open, at most once an hour.',
    '',
    '— Partnerly',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529">
<p>A new report is waiting in the Partnerly admin console.</p>
<p><a href="${consoleUrl}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#5f3dc4;color:#fff;text-decoration:none;font-weight:600">Open the Reports tab</a></p>
<p style="color:#495057">You get this e-mail when a report arrives and none was open, at most once an hour.</p>
<p>— Partnerly</p></body></html>`;
  return { to, subject: 'Partnerly: a new report to review', text, html };
}
