import { IconBell, IconCreditCard, IconMail, IconTarget, IconUser } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

export type SettingsTab = 'account' | 'payments' | 'notifications' | 'audience' | 'contact';

export const SETTINGS_TABS: readonly { value: SettingsTab; label: string; icon: Icon }[] = [
  { value: 'account', label: 'Account', icon: IconUser },
  { value: 'payments', label: 'Payments', icon: IconCreditCard },
  { value: 'notifications', label: 'Notifications', icon: IconBell },
  { value: 'audience', label: 'Audience target', icon: IconTarget },
  { value: 'contact', label: 'Contact', icon: IconMail },
];

/** The tab named by `?tab=`, Account when missing or unknown. */
export function parseSettingsTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab.value === value)?.value ?? 'account';
}
