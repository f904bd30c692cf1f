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

/** The two plans and their feature lists, word for word from docs/SPEC.md section 1. */
export const plans: Plan[] = [
  {
    id: 'explorer',
    name: 'Explorer',
    monthlyUsd: PRICING.explorerMonthlyUsd,
    summary: 'Look around and find the people you want to work with.',
    features: ['User search', 'Advanced filtering'],
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
