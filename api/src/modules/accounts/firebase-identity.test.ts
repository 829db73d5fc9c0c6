import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { ZProfileResponse, ZPublicConfig } from '@fcs/shared/accounts';
import { createApp, type ApiApp } from '../../app';
import { loadApiConfig } from '../../platform/config';
import { createIdentity, type Identity } from '../../platform/identity/identity';
import { createLogger } from '@fcs/core/platform/logger';
import { createRedis, type Redis } from '@fcs/core/platform/redis';
import { createTestDb } from '@fcs/core/testing/db';
import { startAuthEmulator, type AuthEmulator } from '../../testing/firebase-emulator';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';

describe('Firebase identity against the Auth emulator', () => {
  let emulator: AuthEmulator;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let redis: Redis;
  let identity: Identity;
  let api: ApiApp;
  let url: string;

  beforeAll(async () => {
    emulator = await startAuthEmulator('demo-fcs');
    db = await createTestDb('postgres');
    const config = loadApiConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
      DATA_DIR: `.data/test-${randomBytes(4).toString('hex')}`,
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    });
    redis = createRedis(config.REDIS_URL);
    identity = createIdentity(config);
    expect(identity.kind).toBe('firebase');
    api = createApp({
      config,
      logger: createLogger({ level: 'silent' }),
      db,
      redis,
      auth: identity.verifier,
      identity,
    });
    await new Promise<void>((r) => api.server.listen(0, '127.0.0.1', r));
    const address = api.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    api?.server.closeAllConnections();
    await new Promise<void>((r) => (api ? api.server.close(() => r()) : r()));
    await identity?.close();
    await redis?.quit();
    await db?.drop();
    await emulator?.stop();
  });

  it('when a user created in the emulator calls GET /api/profile with its ID token, then they get their starter profile', async () => {
    const email = `fb-${Date.now()}@example.test`;
    const user = await emulator.signUp(email, 'secret-pass', 'Grace Hopper');
    const res = await fetch(`${url}/api/profile`, { headers: { authorization: `Bearer ${user.idToken}` } });
    expect(res.status).toBe(200);
    const profile = ZProfileResponse.parse(await res.json());
    expect(profile).toMatchObject({
      uid: user.uid,
      email,
      displayName: 'Grace Hopper',
      subscriptionTier: 'starter',
      subscriptionStatus: 'incomplete',
      maxSimulations: 0,
    });
    const rows = await db.query('SELECT uid FROM users WHERE uid = $1', [user.uid]);
    expect(rows).toHaveLength(1);
  });

  it('when the client syncs after a Firebase sign-up, then the marketing opt-in is kept', async () => {
    const user = await emulator.signUp(`fb-sync-${Date.now()}@example.test`, 'secret-pass');
    const res = await fetch(`${url}/api/auth/sync`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Katherine Johnson', marketingOptIn: true }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid: user.uid, displayName: 'Katherine Johnson', marketingOptIn: true });
  });

  it('when a token is forged, then 401', async () => {
    const res = await fetch(`${url}/api/profile`, {
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    });
    expect(res.status).toBe(401);
  });

  it('when the client asks GET /api/config, then it gets the firebase web config with the emulator address', async () => {
    const config = ZPublicConfig.parse(await (await fetch(`${url}/api/config`)).json());
    expect(config.identity).toEqual({
      kind: 'firebase',
      firebase: {
        apiKey: 'emulator-api-key',
        authDomain: 'demo-fcs.firebaseapp.com',
        projectId: 'demo-fcs',
        authEmulatorUrl: `http://${emulator.host}`,
      },
    });
  });

  it('when Firebase is the identity, then the built-in sign-in routes do not exist', async () => {
    const res = await fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });

  it('when a Socket.IO client connects with the ID token, then the handshake accepts it; without, it is refused', async () => {
    const user = await emulator.signUp(`fb-socket-${Date.now()}@example.test`, 'secret-pass');
    const connect = (token?: string) =>
      new Promise<string>((resolve) => {
        const socket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
        socket.on('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.on('connect_error', (err) => {
          socket.close();
          resolve(`refused: ${err.message}`);
        });
      });
    expect(await connect(user.idToken)).toBe('connected');
    expect(await connect('not-a-token')).toMatch(/^refused/);
  });
});
