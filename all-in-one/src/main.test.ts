import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('all-in-one start', () => {
  it('when PORT is invalid, then it exits non-zero naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, PORT: 'abc', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('PORT="abc"');
  });
});
