/** A bus for an event-kept cache's tests: connected until the test says otherwise. */
export function testBus({ soleWriter = false } = {}) {
  let connected = true;
  const listeners: ((connected: boolean) => void)[] = [];
  return {
    soleWriter,
    isConnected: () => connected,
    onConnectionChange: (listener: (connected: boolean) => void) => void listeners.push(listener),
    set(value: boolean) {
      connected = value;
      for (const listener of listeners) listener(value);
    },
  };
}
