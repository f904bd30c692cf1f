import { EFFECTIVE_DATE } from './legal-document';
import type { LegalDocument } from './legal-document';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy policy',
  effectiveDate: EFFECTIVE_DATE,
  intro:
    'This policy explains what personal data Partnerly collects, why, how long we keep it and the choices you have. We collect only what we need to run a partner-discovery network, and we do not sell your data.',
  sections: [
    {
      heading: 'Data we collect',
      paragraphs: ['We collect the data you give us and a small amount of technical data:'],
      points: [
        'Account data: username, email address, a hashed password (we never store it in readable form), or the name and email Google shares if you sign in with Google.',
        'Profile data: picture, bio, tags, audience countries, the content-creator badge, links and ads with their images and prices.',
        'Social accounts: the platform, username or address, tags, countries and the follower count our administrators record.',
        'Messages: the text of your private chats, who sent them and when, and whom you have blocked.',
        'Billing data: your plan, subscription status and the Stripe customer reference. Card details are entered on Stripe and never reach our servers.',
        'Contact messages you send through the contact form, with the name and email you give.',
        'Technical data: IP address, browser type and request logs, used to keep the service secure.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: ['We use your data only to:'],
      points: [
        'create and secure your account and keep you signed in;',
        'show your public profile, links and ads to other people when your account is active and visible;',
        'let members search and filter profiles and chat with each other;',
        'verify your social accounts;',
        'process your subscription or promotional code;',
        'answer your contact messages and prevent spam, fraud and abuse.',
      ],
    },
    {
      heading: 'What is public',
      paragraphs: [
        'While you have Full Access and your profile visibility is switched on, anyone can see your profile at your public address: picture, username, bio, tags, countries, verified social accounts, links and ads. You can hide your profile at any time with the visibility toggle on your profile page. Your email address, messages and billing data are never shown to other members.',
      ],
    },
    {
      heading: 'Emails',
      paragraphs: [
        'We email you six-digit verification codes when you register, change your email address or reset your password, and we may send messages about your account or subscription. We do not send marketing emails without your consent.',
      ],
    },
    {
      heading: 'Chat messages',
      paragraphs: [
        'Chat messages are stored on our servers so that both members can read the conversation on any device. They are visible to the two members of the conversation. Our team accesses them only to investigate a report of abuse or when the law requires it.',
      ],
    },
    {
      heading: 'Who we share data with',
      paragraphs: [
        'We share data only with the service providers that help us run Partnerly, under contracts that protect it: Stripe for card payments, our email provider for verification codes and our hosting provider for servers and databases. If you sign in with Google, Google confirms your identity to us. We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We do not use advertising or tracking cookies. To keep you signed in, the app stores two login tokens in your browser’s local storage: a short-lived access token and a refresh token that expires after 30 days. Logging out or deleting your account clears them. Stripe may set its own cookies on its payment pages to prevent fraud.',
      ],
    },
    {
      heading: 'How long we keep data',
      paragraphs: [],
      points: [
        'Account, profile, links, ads and social accounts: until you delete them or your account.',
        'Chat messages: until your account is deleted.',
        'Verification codes: they expire after 10 minutes and are deleted soon after.',
        'Contact messages: until we have dealt with them, and for no more than 12 months.',
        'Billing records: as long as tax and accounting law requires.',
        'Technical logs: no more than 30 days, unless needed to investigate an incident.',
      ],
    },
    {
      heading: 'Deleting your account',
      paragraphs: [
        'You can delete your account in Settings - Account (cancel an active card subscription first). We then delete your account, profile, picture, links, ads, social accounts and login tokens, except records we must keep by law, such as invoices.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct, export or delete your data, and to object to or restrict its use. You can change most of your data yourself in the app. For anything else, write to us and we will answer within 30 days. You may also complain to your local data protection authority.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Connections to Partnerly are encrypted, passwords are stored with a slow one-way hash, login sessions expire and can be ended from another device by changing your password, and access to our systems is limited to the people who need it.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Partnerly is not meant for anyone under 18, and we do not knowingly collect their data. If you believe a child has created an account, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we will update the effective date above, and for significant changes we will tell you in the app or by email before they apply.',
      ],
    },
  ],
};
