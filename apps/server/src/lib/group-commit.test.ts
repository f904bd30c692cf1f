import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

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
  return { batches, write, release };
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
