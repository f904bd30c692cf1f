import type { Icon } from '@tabler/icons-react';
import {
  IconAdjustmentsHorizontal,
  IconHeartHandshake,
  IconRosetteDiscountCheck,
  IconShare,
  IconUsersGroup,
} from '@tabler/icons-react';

export interface PreviewRow {
  primary: string;
  secondary: string;
  badge?: string;
}

export interface LandingSection {
  id: string;
  icon: Icon;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  preview: { title: string; rows: PreviewRow[] };
}

/**
 * The four marketing sections of docs/SPEC.md section 2, in the spec's order, then the deals
 * (issue 53: the page never said a deal could be agreed, paid and reviewed here).
 */
export const landingSections: LandingSection[] = [
  {
    id: 'find',
    icon: IconUsersGroup,
    eyebrow: 'Discover',
    title: 'Find partners or brands',
    text: 'Creators find brands that fit their audience; brands find creators whose followers are exactly the customers they want. Every profile shows verified social accounts, follower counts, audience countries and topics, so you know who you are dealing with before you say hello.',
    points: [
      'Creators, brands and advertisers in one network',
      'An explore page of ads with a clear price per 1,000 views',
      'Follower counts taken from accounts our team has verified',
    ],
    preview: {
      title: 'Suggested partners',
      rows: [
        {
          primary: 'glowwithmia',
          secondary: 'Beauty · 182K followers',
          badge: 'Creator',
        },
        { primary: 'trailfuel', secondary: 'Outdoor snacks, US', badge: 'Brand' },
        { primary: 'dan.builds.tech', secondary: 'Tech · 96K followers', badge: 'Creator' },
      ],
    },
  },
  {
    id: 'profile',
    icon: IconRosetteDiscountCheck,
    eyebrow: 'Set up',
    title: 'Create a profile in minutes',
    text: 'Add a picture, a short bio, your topics and where your audience lives. Connect Instagram, TikTok, YouTube, X or Facebook: our team verifies each account, so the numbers on your profile are numbers people trust. Then add links to your shop, media kit or latest campaign.',
    points: [
      'A verified entry for every social account you connect',
      'Custom links to your media kit, store or portfolio',
      'A content-creator badge that tells brands you are open for work',
    ],
    preview: {
      title: 'Your profile',
      rows: [
        { primary: 'Instagram', secondary: '48.2K followers', badge: 'Verified' },
        { primary: 'TikTok', secondary: '120K followers', badge: 'Verified' },
        { primary: 'Media kit 2026', secondary: 'Link' },
      ],
    },
  },
  {
    id: 'share',
    icon: IconShare,
    eyebrow: 'Share',
    title: 'Share your link',
    text: 'Your profile lives at one short address ending in your username. Put it in the bio of every social account and in your email signature: anyone who clicks sees all your channels, numbers and links on one page, and can reach you in one tap.',
    points: [
      'Fits the bio or link section of Instagram, TikTok, YouTube and X',
      'Having it in your bio is how we confirm the account is yours',
      'One link to update instead of five',
    ],
    preview: {
      title: 'Where your link goes',
      rows: [
        { primary: 'Instagram bio', secondary: 'Link in bio', badge: 'Added' },
        { primary: 'YouTube channel', secondary: 'About · Links', badge: 'Added' },
        { primary: 'Email signature', secondary: 'Every pitch you send' },
      ],
    },
  },
  {
    id: 'search',
    icon: IconAdjustmentsHorizontal,
    eyebrow: 'Connect',
    title: 'Contact people with advanced search',
    text: 'Search by username, or filter by platform, follower range, audience country and topic to find exactly the partner you need. When you find a match, open a private chat and agree on the details. No email chasing, no middlemen.',
    points: [
      'Filter by platform and follower range, from micro-creators to big names',
      'Narrow results by up to 5 countries and 10 topics',
      'Private one-to-one chat, with blocking when you need it',
    ],
    preview: {
      title: 'Filter by social media',
      rows: [
        { primary: 'Platform', secondary: 'Instagram' },
        { primary: 'Followers', secondary: '10,000 to 250,000' },
        { primary: 'Countries and tags', secondary: 'Germany · fitness, vegan' },
      ],
    },
  },
  {
    id: 'deals',
    icon: IconHeartHandshake,
    eyebrow: 'Deal',
    title: 'Agree, get paid, get reviewed',
    text: 'Send an offer or a package request, post a campaign brief and choose among the creators who apply. The brand pays through Partnerly before work starts; the money is held until the brand approves the delivery, then goes to the creator. Both sides review each other once the deal is done.',
    points: [
      'Offers and packages with versioned counters and a signed-off agreement',
      'Money held until approval, with a resolution centre if something goes wrong',
      'Campaigns that close when filled, and reviews on your public page',
    ],
    preview: {
      title: 'Your deal',
      rows: [
        { primary: 'Two Reels for the spring launch', secondary: '$950 · due 12 Dec' },
        { primary: 'Payment', secondary: 'Held until you approve', badge: 'Paid' },
        { primary: 'Review', secondary: '★ 5 from trailfuel' },
      ],
    },
  },
];
