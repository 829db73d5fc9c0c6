import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('bounded map', () => {
  it('when it is full, then setting a new key forgets the oldest; setting a known key makes it the newest', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c'].entries()) setBounded(map, key, i, 3);
    setBounded(map, 'a', 10, 3);
    setBounded(map, 'd', 4, 3);
    expect([...map]).toEqual([
      ['c', 2],
      ['a', 10],
      ['d', 4],
    ]);
  });
});
