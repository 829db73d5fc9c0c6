import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '@fcs/core/platform/free-port';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AuthEmulator {
  /** host:port for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  /** Creates an email/password user through the emulator's REST API; returns its uid and ID token. */
  signUp(email: string, password: string, displayName?: string): Promise<{ uid: string; idToken: string }>;
  stop(): Promise<void>;
}

const FIREBASE_BIN = resolve(fileURLToPath(new URL('../../../node_modules/.bin/firebase', import.meta.url)));

/**
 * The real Firebase Auth emulator (firebase-tools, runs offline, needs Java) on free ports of 127.0.0.1, with a
 * generated firebase.json in a temporary folder. Demo project ids never reach Google.
 */
export async function startAuthEmulator(projectId = 'demo-fcs'): Promise<AuthEmulator> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'fcs-auth-emulator-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let output = '';
  const child: ChildProcess = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    // eslint-disable-next-line no-restricted-syntax -- the CLI child needs PATH and JAVA_HOME of this process
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${auth}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`Auth emulator did not start in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    host: `127.0.0.1:${auth}`,
    projectId,
    async signUp(email, password, displayName) {
      const res = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
      });
      const body = (await res.json()) as { localId?: string; idToken?: string; error?: { message: string } };
      if (!res.ok || !body.localId || !body.idToken) throw new Error(`emulator signUp failed: ${JSON.stringify(body)}`);
      return { uid: body.localId, idToken: body.idToken };
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // The CLI starts Java in its own children: signal the whole group it leads.
        process.kill(-child.pid!, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
