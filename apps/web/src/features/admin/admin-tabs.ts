import {
  IconFlag,
  IconHeartHandshake,
  IconMail,
  IconRefresh,
  IconShieldCheck,
  IconTicket,
  IconUserPlus,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { AdminList } from '@partnerly/shared';

export type AdminTab =
  'contact' | 'promocode' | 'manuelsocial' | 'socials' | 'adduser' | 'reports' | 'deals';

/** The console's sections in the spec's order, with the list whose total each one counts. */
export const ADMIN_TABS: readonly {
  value: AdminTab;
  label: string;
  icon: Icon;
  list?: AdminList;
}[] = [
  { value: 'contact', label: 'Contact', icon: IconMail, list: 'contacts' },
  { value: 'promocode', label: 'PromoCode', icon: IconTicket, list: 'promo_codes' },
  { value: 'manuelsocial', label: 'Manual socials', icon: IconShieldCheck, list: 'manule_socials' },
  { value: 'socials', label: 'Socials', icon: IconRefresh, list: 'socials' },
  { value: 'adduser', label: 'Add User', icon: IconUserPlus },
  { value: 'reports', label: 'Reports', icon: IconFlag },
  { value: 'deals', label: 'Deals', icon: IconHeartHandshake },
];

/** The tab named by `?tab=`, Contact when missing or unknown. */
export function parseAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? 'contact';
}
