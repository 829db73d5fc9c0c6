import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the real product: the all-in-one process with embedded defaults on its own
// port and data folder, driven in Debian's Chromium (Playwright cannot download browsers here).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${Date.now()}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx all-in-one/src/main.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CLIENT_DIST: 'client/dist',
      REDIS_PREFIX: `e2e${port}`,
      // The password-reset journey reads the link from the dev outbox (never served unless asked for).
      DEV_OUTBOX: 'true',
      // Slow enough that a reload lands while a step streams (ai-impact.spec.ts: ~100 words take ~5 s).
      OFFLINE_WORD_DELAY_MS: process.env.OFFLINE_WORD_DELAY_MS ?? '50',
    },
  },
});
