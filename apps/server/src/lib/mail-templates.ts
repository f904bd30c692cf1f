import type { Mail } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The verification-code mail: product name and code in the subject, text and HTML bodies. */
export function codeMail(
  to: string,
  code: string,
  purpose: 'verify_email' | 'password_reset',
): Mail {
  const action =
    purpose === 'password_reset' ? 'reset your Partnerly password' : 'confirm your e-mail address';
  const text = [
    `Your Partnerly code is ${code}.`,
    '',
    `Enter it to ${action}. It expires in 10 minutes and works once.`,
    'If you did not ask for it, you can ignore this e-mail: nothing changes without the code.',
    '',
    '— Partnerly',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529">
<p>Your Partnerly code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;color:#5f3dc4">${escapeHtml(code)}</p>
<p>Enter it to ${escapeHtml(action)}. It expires in 10 minutes and works once.</p>
<p style="color:#495057">If you did not ask for it, you can ignore this e-mail: nothing changes without the code.</p>
<p>— Partnerly</p></body></html>`;
  return { to, subject: `Partnerly code: ${code}`, text, html };
}
