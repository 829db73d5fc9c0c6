#!/usr/bin/env node
// `npm start`: installs dependencies if missing, builds the client if stale, then runs api + worker + client
// in one process (all-in-one/src/main.ts). Plain Node on purpose: it must run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args, label) {
  process.stdout.write(`> ${label}\n`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed (exit ${result.status ?? result.signal}).\n`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  run(
    npm,
    [existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install', '--ignore-scripts', '--no-audit', '--no-fund'],
    'installing dependencies',
  );
}

const builtAt = newestMtime(join(root, 'client', 'dist', 'index.html'));
const sources = ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/public', 'shared/src'].map((p) =>
  newestMtime(join(root, p)),
);
if (builtAt === 0 || Math.max(...sources) > builtAt) run(npm, ['run', 'build', '-w', 'client'], 'building the client');

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'all-in-one', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV stays as given (default development). With the embedded identity and no SMTP, password-reset mail is
  // saved under .data/outbox; DEV_OUTBOX=true also serves it at /api/dev/outbox to this machine (ADR 010).
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
