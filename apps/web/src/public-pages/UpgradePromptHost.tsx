import { lazy, Suspense, useState } from 'react';
import { useUpgradeRequest } from '../lib/upgrade-prompt';

const UpgradePrompt = lazy(async () => ({
  default: (await import('../components/UpgradePrompt')).UpgradePrompt,
}));

/**
 * The upgrade prompt on a server-rendered page, which has not the app's providers: loaded
 * the first time something (Contact, for an Explorer) opens it, then kept for its animations.
 */
export function UpgradePromptHost() {
  const request = useUpgradeRequest();
  const [used, setUsed] = useState(false);
  if (request && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <UpgradePrompt />
    </Suspense>
  ) : null;
}
