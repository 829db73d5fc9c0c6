import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A committer that records each batch and answers every item doubled, when `release` lets the batch through. */
function recorder(options: { fail?: (item: number) => boolean } = {}) {
  const batches: number[][] = [];
  const gates: Array<() => void> = [];
  const commit = async (items: readonly number[]) => {
    batches.push([...items]);
    await new Promise<void>((resolve) => gates.push(resolve));
    if (items.some((i) => options.fail?.(i))) throw new Error(`refused ${items.join(',')}`);
    return items.map((i) => i * 2);
  };
  const release = async () => {
    while (gates.length === 0) await new Promise((r) => setImmediate(r));
    gates.shift()!();
  };
  return { batches, commit, release };
}

describe('group commit', () => {
  it('when items arrive in the same turn, then they go as one batch and each caller gets its own answer', async () => {
    const r = recorder();
    const commit = createGroupCommit({ commit: r.commit });
    const answers = Promise.all([commit(1), commit(2), commit(3)]);
    await r.release();
    expect(await answers).toEqual([2, 4, 6]);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it('when items arrive while a batch is in flight, then they wait and go together as the next batch', async () => {
    const r = recorder();
    const commit = createGroupCommit({ commit: r.commit });
    const first = commit(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([[1]]);
    const later = [commit(2), commit(3), commit(4)];
    expect(r.batches).toHaveLength(1);
    await r.release();
    expect(await first).toBe(2);
    await r.release();
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('when two items share a key or a batch is full, then the extra ones wait for the next batch, in order', async () => {
    const r = recorder();
    const commit = createGroupCommit({ commit: r.commit, key: (i) => String(i % 10), max: 3 });
    const answers = Promise.all([commit(1), commit(11), commit(2), commit(3), commit(4)]);
    await r.release();
    await r.release();
    expect(await answers).toEqual([2, 22, 4, 6, 8]);
    expect(r.batches).toEqual([
      [1, 2, 3],
      [11, 4],
    ]);
  });

  it('when a batch fails, then its items are committed one by one and only the bad one fails', async () => {
    const r = recorder({ fail: (i) => i === 2 });
    const commit = createGroupCommit({ commit: r.commit });
    const answers = [commit(1), commit(2), commit(3)].map((p) => p.then(String, (e: Error) => e.message));
    for (let i = 0; i < 4; i++) await r.release();
    expect(await Promise.all(answers)).toEqual(['2', 'refused 2', '6']);
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
