import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../testing/documents';
import { createExtractionPool } from './extraction-pool';

const limits = { maxPages: 5000, maxChars: 10_000_000, maxInflatedBytes: 1_000_000 };
const bigPdf = new Uint8Array(
  makePdf(Array.from({ length: 3000 }, (_, p) => Array.from({ length: 30 }, (_, l) => `p${p} l${l} words words`))),
);

describe('extraction pool', () => {
  const pool = createExtractionPool({ threads: 1, timeoutMs: 2000, maxQueue: 1, maxHeapMb: 128 });
  afterAll(() => pool.close());

  it('when a document takes longer than the time limit, then it is abandoned and the next one is read by a fresh thread', async () => {
    expect(await pool.extract({ format: 'pdf', data: bigPdf, ...limits })).toEqual({ ok: false, failure: 'timeout' });
    const next = await pool.extract({ format: 'text', data: new TextEncoder().encode('Still here.'), ...limits });
    expect(next).toMatchObject({ ok: true, text: 'Still here.' });
  });

  it('when more documents wait than the queue holds, then the extra ones are refused as busy at once', async () => {
    const small = { format: 'text' as const, data: new TextEncoder().encode('x'), ...limits };
    const outcomes = await Promise.all([
      pool.extract({ format: 'pdf', data: bigPdf, ...limits }),
      pool.extract(small),
      pool.extract(small),
      pool.extract(small),
    ]);
    // One runs (and times out), one waits and is then read in full, two are turned away.
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.failure))).toEqual(['timeout', 'ok', 'busy', 'busy']);
  });
});
