import { PRICING } from '@partnerly/shared';
import { EFFECTIVE_DATE } from './legal-document';
import type { LegalDocument } from './legal-document';

export const termsOfUse: LegalDocument = {
  title: 'Terms of use',
  effectiveDate: EFFECTIVE_DATE,
  intro:
    'These terms are the agreement between you and Partnerly for the use of the Partnerly website and web app. By creating an account or using the service you accept them. If you do not agree, please do not use Partnerly.',
  sections: [
    {
      heading: 'What Partnerly is',
      paragraphs: [
        'Partnerly is a network where content creators, brands and advertisers build a public profile, show their verified social accounts and links, find each other through search and an explore page of ads, and talk in private chat.',
        'Partnerly only puts people in touch. We are not a party to any agreement you make with another member, we do not act as an agent, and we do not guarantee the results of any collaboration.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 years old, or the age of majority where you live, to create an account. If you use Partnerly for a company, you confirm that you may accept these terms on its behalf.',
        'You are responsible for everything done with your account. Keep your password private, use a valid email address (we send verification codes to it) and tell us through the contact page if you think someone else has access to your account.',
      ],
      points: [
        'One person or company per account; do not impersonate anyone.',
        'Your username becomes your public address and must not mislead others or infringe a trademark.',
        'We may rename or suspend an account that breaks these rules.',
      ],
    },
    {
      heading: 'Plans, payments and cancellation',
      paragraphs: [
        `The Explorer plan costs $${PRICING.explorerMonthlyUsd} and is active as soon as you register. It lets you search and filter profiles. The Full Access plan costs $${PRICING.fullAccessMonthlyUsd} per month and adds profile creation, links, ads, chat and social account verification.`,
        'Full Access is paid by card in Settings - Payments. Payments are processed by Stripe; we never see or store your full card number. The subscription renews every month until you cancel it in the customer portal reachable from Settings - Payments. Cancelling stops the next renewal; you keep access until the end of the period already paid.',
        'Except where the law requires otherwise, payments are not refunded. We will tell you in advance, by email or in the app, before any price change applies to you.',
      ],
    },
    {
      heading: 'Promotional codes',
      paragraphs: [
        'A promotional code applied in Settings - Payments can unlock Full Access for the lifetime of your account, without a card payment. A code may be limited in number of uses or valid only until a date. Codes have no cash value, may not be sold, and may be withdrawn if obtained by fraud or misuse.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'You keep ownership of what you publish: your profile picture, bio, tags, countries, links, ads and messages. You give Partnerly a worldwide, non-exclusive, royalty-free licence to store, display and share that content as needed to run the service, for example to show your profile and ads to other members. The licence ends when you delete the content or your account.',
        'You confirm that you have the right to publish your content and that it is accurate. Ads must state a real price per 1,000 views and must not promise results you cannot deliver.',
      ],
    },
    {
      heading: 'Social account verification',
      paragraphs: [
        'When you add a social account, our administrators check that it exists, that it belongs to you (for example because your Partnerly link appears in its bio) and record its follower count. We may decline an account we cannot verify, and we may update or remove follower counts that are no longer accurate. Verification shows that we checked an account at a point in time; it is not an endorsement.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When using Partnerly you agree not to:'],
      points: [
        'send spam, unsolicited bulk messages, scams or phishing links;',
        'harass, threaten or discriminate against other members;',
        'publish illegal, sexually explicit, hateful or misleading content, or fake follower numbers;',
        'collect other members’ data by scraping or automated means;',
        'try to break, overload or get around the security or payment of the service.',
      ],
    },
    {
      heading: 'Chat and blocking',
      paragraphs: [
        'Messages are private between the two members of a conversation. You can block a member at any time, which stops new messages in that conversation. We do not read your messages as a matter of course, but we may review them when we investigate a report of abuse or when the law requires it.',
      ],
    },
    {
      heading: 'Suspension and deleting your account',
      paragraphs: [
        'You can delete your account at any time in Settings - Account. If you have an active card subscription, cancel it first. Deleting your account removes your profile, links, ads and social accounts from Partnerly, as described in our privacy policy.',
        'We may suspend or close an account that breaks these terms, harms other members or exposes Partnerly to legal risk. Where reasonable, we will tell you why and give you a chance to respond.',
      ],
    },
    {
      heading: 'Availability and liability',
      paragraphs: [
        'We work to keep Partnerly available and secure, but the service is provided as it is, without a guarantee that it will always be available or free of errors. Other members are responsible for what they publish and for the deals they make with you.',
        'To the extent the law allows, Partnerly is not liable for indirect or consequential losses, lost profits or lost deals, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits rights you have as a consumer that cannot be excluded by contract.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms as the product changes. When we make a significant change we will update the effective date above and tell you in the app or by email before it applies. If you keep using Partnerly after that, you accept the new terms.',
      ],
    },
  ],
};
