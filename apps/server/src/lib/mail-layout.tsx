/** @jsxRuntime automatic @jsxImportSource react */
// The server runs through tsx from the repository root, whose compiler settings are not
// apps/server/tsconfig.json: the pragma picks the automatic JSX runtime in every setting.
import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { Mail } from './mailer';

/** The product's violet, the one brand colour of the web app. */
const BRAND = '#5f3dc4';

/**
 * Mail clients that honour prefers-color-scheme get dark colours; the rest keep the light
 * ones, which read well on either. Inline styles stay light-first for clients that drop <style>.
 */
const DARK_MODE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .mail-body { background-color: #1a1b1e !important; }
    .mail-card { background-color: #25262b !important; border-color: #373a40 !important; }
    .mail-text { color: #e9ecef !important; }
    .mail-muted { color: #adb5bd !important; }
    .mail-quote { background-color: #2c2e33 !important; color: #e9ecef !important; }
  }
`;

export const mailStyles = {
  text: { fontSize: '16px', lineHeight: '24px', color: '#212529', margin: '0 0 16px' },
  muted: { fontSize: '14px', lineHeight: '20px', color: '#495057', margin: '0 0 12px' },
  quote: {
    fontSize: '15px',
    lineHeight: '22px',
    color: '#212529',
    backgroundColor: '#f3f0ff',
    borderRadius: '8px',
    padding: '10px 14px',
    margin: '0 0 16px',
  },
  button: {
    backgroundColor: BRAND,
    color: '#ffffff',
    borderRadius: '8px',
    padding: '12px 20px',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
  },
} as const;

/** A paragraph that follows the dark scheme. */
export function MailText({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text
      className={muted ? 'mail-muted' : 'mail-text'}
      style={muted ? mailStyles.muted : mailStyles.text}
    >
      {children}
    </Text>
  );
}

/** The one call to action of a mail. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={mailStyles.button}>
        {children}
      </Button>
    </Section>
  );
}

export interface MailFrameProps {
  /** The line mail clients show next to the subject. */
  preview: string;
  children: ReactNode;
  /** Why this mail came, and how to stop it (notification mails) or whom to contact. */
  footer: ReactNode;
}

/** Every Partnerly mail: one narrow card that reads on a phone, the product name, a footer. */
export function MailFrame({ preview, children, footer }: MailFrameProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="mail-body"
        style={{
          backgroundColor: '#f8f9fa',
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          margin: 0,
          padding: '24px 12px',
        }}
      >
        <Container
          className="mail-card"
          style={{
            maxWidth: '520px',
            backgroundColor: '#ffffff',
            border: '1px solid #e9ecef',
            borderRadius: '12px',
            padding: '28px 24px',
          }}
        >
          <Text style={{ fontSize: '20px', fontWeight: 700, color: BRAND, margin: '0 0 20px' }}>
            Partnerly
          </Text>
          {children}
          <Hr style={{ borderColor: '#e9ecef', margin: '24px 0 16px' }} />
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

/** A footer line with a link, e.g. the unsubscribe one. */
export function MailFooterLink({
  text,
  href,
  label,
}: {
  text: string;
  href: string;
  label: string;
}) {
  return (
    <Text className="mail-muted" style={{ ...mailStyles.muted, fontSize: '13px' }}>
      {text}{' '}
      <Link href={href} style={{ color: BRAND }}>
        {label}
      </Link>
    </Text>
  );
}

/** The HTML and plain-text parts of one template, so the two never drift apart. */
export async function renderMail(
  element: ReactNode,
  envelope: Omit<Mail, 'html' | 'text'>,
): Promise<Mail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { ...envelope, html, text };
}
