import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { ROLES } from '@fcs/shared/catalog/roles';
import { runRoleFromCatalogue, ZRunRole } from '@fcs/shared/workflows/common';
import type { Db } from '@fcs/core/platform/db';
import { createLogger } from '@fcs/core/platform/logger';
import { warmUpWorker } from './warm-up';

describe('worker warm-up', () => {
  it("when a worker warms up, then it opens the database pool and the model's connections and writes the brief of every catalogue role", async () => {
    const lines: { msg?: string; roles?: number }[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const connectAll = vi.fn(async () => undefined);
    const db: Db = {
      kind: 'postgres',
      query: async () => [],
      transaction: async (fn) => fn({ query: async () => [] }),
      connectAll,
      close: async () => undefined,
    };
    let modelWarm = false;
    const warmUp = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      modelWarm = true;
    });
    const llm = { engine: 'openai' as const, streamText: vi.fn(), generateObject: vi.fn(), warmUp };
    await warmUpWorker({ db, logger: createLogger({ level: 'info', destination }), llm });
    expect(connectAll).toHaveBeenCalledTimes(1);
    // The model's connections are open before the worker says it is warm (and so before it takes jobs).
    expect(warmUp).toHaveBeenCalledTimes(1);
    expect(modelWarm).toBe(true);
    expect(lines.find((l) => l.msg === 'worker warmed up')?.roles).toBe(ROLES.length);
  });

  it("when a run's stored role comes back with its keys in another order, then the engine's parse of it keys the same brief as the warm-up's", () => {
    for (const role of ROLES.slice(0, 5)) {
      const warmed = ZRunRole.parse(runRoleFromCatalogue(role));
      // Postgres jsonb does not keep key order; the engine parses the stored input's role with ZRunRole.
      const stored = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(warmed).reverse()))) as unknown;
      expect(JSON.stringify(ZRunRole.parse(stored))).toBe(JSON.stringify(warmed));
    }
  });
});
