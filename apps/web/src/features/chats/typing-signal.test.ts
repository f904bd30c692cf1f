import { describe, expect, it } from 'vitest';
import { typingSignal } from './typing-signal';

describe('typingSignal', () => {
  function setUp() {
    let clock = 0;
    const sent: string[] = [];
    const signal = typingSignal(
      (receiver) => sent.push(receiver),
      () => clock,
    );
    return { signal, sent, advance: (ms: number) => (clock += ms) };
  }

  it('sends at most one signal per 3 s while the member types', () => {
    const { signal, sent, advance } = setUp();
    // A keystroke every 100 ms for 10 s.
    for (let elapsed = 0; elapsed < 10_000; elapsed += 100) {
      signal.typed('bob');
      advance(100);
    }
    expect(sent).toEqual(['bob', 'bob', 'bob', 'bob']);
  });

  it('counts each conversation on its own', () => {
    const { signal, sent } = setUp();
    signal.typed('bob');
    signal.typed('carol');
    signal.typed('bob');
    expect(sent).toEqual(['bob', 'carol']);
  });

  it('announces the next words at once after a message is sent', () => {
    const { signal, sent, advance } = setUp();
    signal.typed('bob');
    advance(500);
    signal.sent('bob');
    signal.typed('bob');
    expect(sent).toEqual(['bob', 'bob']);
  });
});
