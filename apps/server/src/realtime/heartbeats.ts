/**
 * How many turns a heartbeat interval is cut into: each socket is pinged in one of them, so a
 * thousand sockets that connected in the same second (a restart reconnects every one) are
 * pinged a thirtieth at a time rather than all in that second again, every interval.
 */
export const HEARTBEAT_SLOTS = 30;

/**
 * One timer for every socket's heartbeat: every `intervalMs / slots` it runs the beats of the
 * next slot, so each socket's beat runs once per `intervalMs`. Sockets take the slots in turn as
 * they join. The timer runs only while a socket is there.
 */
export function heartbeats(intervalMs: number, slots = HEARTBEAT_SLOTS) {
  const turns = Array.from({ length: slots }, () => new Set<() => void>());
  let joined = 0;
  let present = 0;
  let turn = 0;
  let timer: NodeJS.Timeout | undefined;

  function tick() {
    const due = turns[turn] as Set<() => void>;
    turn = (turn + 1) % slots;
    for (const beat of due) beat();
  }

  return {
    /** Runs `beat` once per interval until the returned function is called. */
    add(beat: () => void): () => void {
      const slot = turns[joined++ % slots] as Set<() => void>;
      slot.add(beat);
      present += 1;
      timer ??= setInterval(tick, intervalMs / slots);
      return () => {
        if (!slot.delete(beat)) return;
        present -= 1;
        if (present === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}
