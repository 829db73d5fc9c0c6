#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest: typecheck, lint, dead code (knip), unit + integration
// (Vitest against the real Redis, Postgres and PGlite), then the browser journeys (Playwright in Chromium
// against the built client served by the all-in-one process).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['dead code', 'npm', ['run', 'knip']],
  ['format', 'npm', ['run', 'format:check']],
  ['unit + integration', 'npx', ['vitest', 'run']],
  ['build client', 'npm', ['run', 'build', '-w', 'client']],
  ['browser journeys', 'npx', ['playwright', 'test']],
];

// Install when nothing is installed, or when package-lock.json changed since the last install (a pull or rebase
// that added a tool, e.g. knip, would otherwise fail its step with "command not found").
const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs)
  steps.unshift(['install', 'npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']]);
if (!existsSync(chromium)) {
  process.stderr.write(
    `Chromium is missing at ${chromium}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).\n`,
  );
  process.exit(1);
}

const results = [];
for (const [label, cmd, args] of steps) {
  process.stdout.write(`\n=== ${label}: ${cmd} ${args.join(' ')}\n`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ label, ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (r.status !== 0) break;
}
process.stdout.write('\n');
for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.label} (${r.seconds}s)\n`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
