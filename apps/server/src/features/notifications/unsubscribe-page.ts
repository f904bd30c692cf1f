import { escapeHtml } from '../../lib/html';
import type { MailKind } from './unsubscribe-tokens';

const WHAT: Record<MailKind, string> = {
  unread: 'e-mails about unread messages',
  verification: 'e-mails about the verification of your social accounts',
  deals: 'deal updates (offers and orders) by e-mail and push',
  campaigns: 'campaign updates (applications and decisions) by e-mail and push',
  'campaigns-weekly': 'the weekly "Campaigns for you" e-mail',
};

/** A page that works without scripts or a login, in the product's colours. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Partnerly</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f8f9fa; color: #212529; margin: 0; padding: 48px 16px; }
  main { max-width: 460px; margin: 0 auto; background: #fff; border: 1px solid #e9ecef; border-radius: 12px; padding: 28px 24px; }
  .brand { color: #5f3dc4; font-weight: 700; font-size: 20px; margin: 0 0 16px; }
  h1 { font-size: 22px; margin: 0 0 12px; }
  p { line-height: 1.5; }
  button { background: #5f3dc4; color: #fff; border: 0; border-radius: 8px; padding: 12px 20px; font-size: 16px; font-weight: 600; cursor: pointer; }
  button:focus-visible { outline: 3px solid #b197fc; outline-offset: 2px; }
  a { color: #5f3dc4; }
  @media (prefers-color-scheme: dark) {
    body { background: #1a1b1e; color: #e9ecef; }
    main { background: #25262b; border-color: #373a40; }
    .brand, a { color: #b197fc; }
  }
</style></head>
<body><main><p class="brand">Partnerly</p>${body}</main></body></html>`;
}

/** GET on an unsubscribe link: asks first, so a mail scanner following links changes nothing. */
export function confirmPage(kind: MailKind): string {
  return page(
    'Unsubscribe',
    `<h1>Stop ${WHAT[kind]}?</h1>
<p>You can turn them on again any time in Settings → Notifications.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
  );
}

/** After the POST: done, and where to change it back. */
export function donePage(kind: MailKind, settingsUrl: string): string {
  return page(
    'Unsubscribed',
    `<h1>You're unsubscribed</h1>
<p>We won't send you ${WHAT[kind]} any more.</p>
<p>Changed your mind? <a href="${escapeHtml(settingsUrl)}">Turn them on in Settings</a>.</p>`,
  );
}
