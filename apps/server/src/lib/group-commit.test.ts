import { describe, expect, it } from 'vitest';
import { groupCommit, type Written } from './group-commit';

/** A write that holds until released, recording each batch it was given. */
function heldWrites() {
  const batches: number[][] = [];
  const releases: ((fail?: Error) => void)[] = [];
  const write = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      releases.push((fail) => (fail ? reject(fail) : resolve(items.map((item) => `#${item}`))));
    });
  const release = async (index: number, fail?: Error) => {
    while (releases.length <= index) await new Promise((resolve) => setTimeout(resolve, 1));
    releases[index]?.(fail);
  };
  /** Releases the batch that starts with `first`, once it is being written. */
  const releaseBatch = async (first: number, fail?: Error) => {
    const index = () => batches.findIndex((batch) => batch[0] === first);
    while (index() < 0) await new Promise((resolve) => setTimeout(resolve, 1));
    releases[index()]?.(fail);
  };
  return { batches, write, release, releaseBatch };
}

describe('group commit', () => {
  it('writes the first item at once and what arrives meanwhile together next', async () => {
    const { batches, write, release } = heldWrites();
    const commit = groupCommit(write);
    const first = commit.submit(1);
    const rest = [2, 3, 4].map((item) => commit.submit(item));
    expect(batches).toEqual([[1]]);
    await release(0);
    expect(await first).toBe('#1');
    await release(1);
    expect(await Promise.all(rest)).toEqual(['#2', '#3', '#4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('settles each item only once its own write is done', async () => {
    const { write, release } = heldWrites();
    const commit = groupCommit(write);
    let settled = false;
    const first = commit.submit(1).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    await release(0);
    await first;
    expect(settled).toBe(true);
  });

  it("fails a failed write's items only, and goes on with the next", async () => {
    const { batches, write, release } = heldWrites();
    const commit = groupCommit(write);
    const first = commit.submit(1);
    const second = [commit.submit(2), commit.submit(3)];
    await release(0);
    await first;
    await release(1, new Error('disk full'));
    await expect(second[0]).rejects.toThrow('disk full');
    await expect(second[1]).rejects.toThrow('disk full');
    const third = commit.submit(4);
    await release(2);
    expect(await third).toBe('#4');
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('writes at most maxBatch items at a time', async () => {
    const { batches, write, release } = heldWrites();
    const commit = groupCommit(write, { maxBatch: 2 });
    const all = [1, 2, 3, 4, 5].map((item) => commit.submit(item));
    for (const index of [0, 1, 2]) await release(index);
    await Promise.all(all);
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });
});

describe('group commit with a window', () => {
  it('waits the window after a quiet moment, so what arrives within it shares the write', async () => {
    const { batches, write, release } = heldWrites();
    const commit = groupCommit(write, { windowMs: 20 });
    const first = commit.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = commit.submit(2);
    expect(batches).toEqual([]);
    await release(0);
    expect(await Promise.all([first, second])).toEqual(['#1', '#2']);
    expect(batches).toEqual([[1, 2]]);
  });
});

describe('group commit that gathers a turn', () => {
  it("writes what arrives in the first item's turn of the event loop together, later items next", async () => {
    const { batches, write, release } = heldWrites();
    const commit = groupCommit(write, { gatherTurn: true });
    // Three frames handled in one turn (as from three sockets read in one poll).
    const turn = [1, 2, 3].map((item) => commit.submit(item));
    expect(batches).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2, 3]]);
    const later = commit.submit(4);
    await release(0);
    expect(await Promise.all(turn)).toEqual(['#1', '#2', '#3']);
    await release(1);
    expect(await later).toBe('#4');
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });
});

describe('group commit in lanes', () => {
  const byTens = (item: number) => Math.floor(item / 10);

  it('writes items of keys in different lanes at the same time', async () => {
    const { batches, write, releaseBatch } = heldWrites();
    const commit = groupCommit(write, { lanes: 2, keyOf: byTens });
    const ten = commit.submit(10);
    const twenty = commit.submit(21);
    const eleven = commit.submit(11);
    // Key 1 and key 2 are both being written, neither released yet; 11 waits behind 10.
    expect(batches).toEqual([[10], [21]]);
    await releaseBatch(21);
    expect(await twenty).toBe('#21');
    await releaseBatch(10);
    await releaseBatch(11);
    expect(await Promise.all([ten, eleven])).toEqual(['#10', '#11']);
    expect(batches).toEqual([[10], [21], [11]]);
  });

  it("never writes one key's items at the same time, and writes them in the order given", async () => {
    const writing = new Map<number, number>();
    const written: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const write = async (items: number[]) => {
      const keys = [...new Set(items.map(byTens))];
      for (const key of keys) {
        expect(writing.get(key) ?? 0).toBe(0);
        writing.set(key, 1);
      }
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 4));
      written.push(...items);
      inFlight -= 1;
      for (const key of keys) writing.set(key, 0);
      return items.map((item) => `#${item}`);
    };
    // Three lanes for four keys: keys 1 and 4 share a lane.
    const commit = groupCommit(write, { lanes: 3, keyOf: byTens });
    const submitted: Promise<string>[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (const key of [1, 2, 3, 4]) submitted.push(commit.submit(key * 10 + round));
      if (round % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(submitted);
    for (const key of [1, 2, 3, 4]) {
      expect(written.filter((item) => byTens(item) === key)).toEqual(
        [0, 1, 2, 3, 4, 5].map((round) => key * 10 + round),
      );
    }
    expect(mostInFlight).toBeGreaterThan(1);
  });

  it("fails a failed write's items only; the other lanes and its own go on", async () => {
    const { batches, write, releaseBatch } = heldWrites();
    const commit = groupCommit(write, { lanes: 2, keyOf: byTens });
    const ten = commit.submit(10);
    const twenty = commit.submit(21);
    const later = [commit.submit(11), commit.submit(12)];
    await releaseBatch(10, new Error('disk full'));
    await expect(ten).rejects.toThrow('disk full');
    await releaseBatch(11);
    expect(await Promise.all(later)).toEqual(['#11', '#12']);
    await releaseBatch(21);
    expect(await twenty).toBe('#21');
    expect(batches).toEqual([[10], [21], [11, 12]]);
  });

  it('writes an item that must be alone by itself, in its place in its lane', async () => {
    const { batches, write, release } = heldWrites();
    const commit = groupCommit(write, { lanes: 2, keyOf: byTens, alone: (item) => item % 2 === 1 });
    const all = [10, 12, 14, 15, 16, 18, 19].map((item) => commit.submit(item));
    for (const index of [0, 1, 2, 3, 4]) await release(index);
    expect(await Promise.all(all)).toHaveLength(7);
    expect(batches).toEqual([[10], [12, 14], [15], [16, 18], [19]]);
  });

  it('with one lane writes every key together as before, and refuses fewer than one', async () => {
    const { batches, write, release } = heldWrites();
    const commit = groupCommit(write, { lanes: 1, keyOf: byTens });
    const all = [10, 21, 32].map((item) => commit.submit(item));
    expect(batches).toEqual([[10]]);
    await release(0);
    await release(1);
    expect(await Promise.all(all)).toEqual(['#10', '#21', '#32']);
    expect(batches).toEqual([[10], [21, 32]]);
    expect(() => groupCommit(write, { lanes: 0 })).toThrow('lanes');
  });

  it('tells how long each item waited for its write and how long each write took', async () => {
    const { write, release } = heldWrites();
    let clock = 0;
    const written: Written[] = [];
    const commit = groupCommit(write, {
      now: () => clock,
      onWritten: (report) => written.push(report),
    });
    const first = commit.submit(1);
    clock = 3;
    const second = commit.submit(2);
    clock = 5;
    const third = commit.submit(3);
    clock = 12;
    await release(0);
    await first;
    expect(written).toEqual([{ waitedMs: [0], writeMs: 12, failed: false }]);
    clock = 20;
    await release(1, new Error('disk full'));
    await expect(Promise.all([second, third])).rejects.toThrow('disk full');
    // Both waited from their submission until the first write had settled (at 12).
    expect(written[1]).toEqual({ waitedMs: [9, 7], writeMs: 8, failed: true });
  });
});
