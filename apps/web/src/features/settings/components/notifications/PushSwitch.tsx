import { useEffect, useState } from 'react';
import { Switch, Text } from '@mantine/core';
import {
  currentPushSubscription,
  pushSupported,
  turnOffPush,
  turnOnPush,
} from '../../../../lib/push-subscription';

type PushState = 'loading' | 'on' | 'off' | 'denied' | 'unavailable';

const HINTS: Partial<Record<PushState, string>> = {
  denied:
    'Your browser blocks notifications from Partnerly. Allow them in the site settings of your browser, then turn this on again.',
  unavailable:
    'This browser cannot show notifications from Partnerly here. Install the app or use a recent browser to get them.',
};

/** Browser notifications for this device: asks for permission only when turned on. */
export function PushSwitch() {
  const [state, setState] = useState<PushState>(() => {
    if (!pushSupported()) return 'unavailable';
    return Notification.permission === 'denied' ? 'denied' : 'loading';
  });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const checking = state === 'loading';
  useEffect(() => {
    if (!checking) return;
    currentPushSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('unavailable'),
    );
  }, [checking]);

  async function change(on: boolean) {
    setBusy(true);
    setFailed(false);
    try {
      if (on) setState(await turnOnPush().then((outcome) => (outcome === 'on' ? 'on' : outcome)));
      else {
        await turnOffPush();
        setState('off');
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const hint = HINTS[state];
  return (
    <>
      <Switch
        size="md"
        label="Browser notifications on this device"
        description="See new messages as they arrive, even with Partnerly closed."
        checked={state === 'on'}
        disabled={busy || state === 'loading' || state === 'unavailable'}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {hint && (
        <Text size="sm" c="gray.7" role="status">
          {hint}
        </Text>
      )}
      {failed && (
        <Text size="sm" c="red.9" role="alert">
          Notifications could not be changed on this device. Please try again.
        </Text>
      )}
    </>
  );
}
