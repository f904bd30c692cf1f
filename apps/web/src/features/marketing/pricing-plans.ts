import { PRICING } from '@partnerly/shared';

export interface Plan {
  id: 'explorer' | 'full';
  name: string;
  monthlyUsd: number;
  summary: string;
  features: string[];
  action: string;
  highlighted: boolean;
}

/**
 * The two plans and their feature lists from docs/SPEC.md section 1, and buying on Explorer
 * (decision 107).
 */
export const plans: Plan[] = [
  {
    id: 'explorer',
    name: 'Explorer',
    monthlyUsd: PRICING.explorerMonthlyUsd,
    summary: 'Look around, find the people you want to work with and buy from them.',
    // Buying needs no plan (decision 107): a brand buys a creator's package on Explorer.
    features: ['User search', 'Advanced filtering', 'Buying packages and offers, chat included'],
    action: 'Start with Explorer',
    highlighted: false,
  },
  {
    id: 'full',
    name: 'Full Access',
    monthlyUsd: PRICING.fullAccessMonthlyUsd,
    summary: 'Everything you need to be found, get verified and close deals.',
    features: [
      'User search',
      'Advanced filtering',
      'Profile creation',
      'Adding links',
      'Communicating',
      'Social account verification',
    ],
    action: 'Get Full Access',
    highlighted: true,
  },
];
