import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ClientFrame, ServerFrame } from '@partnerly/shared';
import { navigateTo } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { clearTokens, getAccessToken } from '../../../lib/session';
import { refreshSession } from '../../../lib/token-refresh';
import { ChatConnection, socketUrl } from '../chat-connection';
import type { ConnectionStatus } from '../chat-connection';

interface ChatSocketHandlers {
  /** Only with an active subscription (docs/SPEC.md section 4). */
  enabled: boolean;
  onFrame: (frame: ServerFrame) => void;
  onOpen: () => void;
}

/** The live socket for as long as the component is mounted; `send` is false while it is down. */
export function useChatSocket({ enabled, onFrame, onOpen }: ChatSocketHandlers) {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const connection = useRef<ChatConnection | null>(null);
  const frameReceived = useEffectEvent(onFrame);
  const opened = useEffectEvent(onOpen);

  useEffect(() => {
    if (!enabled) return;
    const current = new ChatConnection({
      url: (token) => socketUrl(token),
      getToken: getAccessToken,
      refreshToken: refreshSession,
      onFrame: (frame) => frameReceived(frame),
      onOpen: () => opened(),
      onStatus: setStatus,
      onSessionEnded: () => {
        clearTokens();
        navigateTo(paths.login);
      },
    });
    connection.current = current;
    current.start();
    return () => {
      current.stop();
      connection.current = null;
    };
  }, [enabled]);

  const send = useCallback((frame: ClientFrame) => connection.current?.send(frame) ?? false, []);
  return { status, send };
}
