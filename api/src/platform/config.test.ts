import { describe, expect, it } from 'vitest';
import { ConfigError } from '@fcs/core/platform/config';
import { describeAdapters, loadApiConfig } from './config';

describe('api configuration', () => {
  it('when nothing is set, then every embedded default is chosen', () => {
    const config = loadApiConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(describeAdapters(config)).toEqual({
      database: 'embedded PGlite (.data/pglite)',
      identity: 'built-in accounts (reset e-mails saved in .data/outbox)',
      payments: 'built-in test checkout (no real charges)',
      llm: 'offline demo engine',
    });
  });

  it('when PORT is not a number, then the error names the variable and its value', () => {
    expect(() => loadApiConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadApiConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
  });

  it('when several variables are wrong, then each is named', () => {
    try {
      loadApiConfig({ PORT: '70000', DATABASE_URL: 'not a url', AUTH_SECRET: 'short' });
      expect.unreachable();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT=');
      expect(message).toContain('DATABASE_URL=');
      expect(message).toContain('AUTH_SECRET=');
    }
  });

  it('when production adapters are configured, then they are described', () => {
    const config = loadApiConfig({
      OPENAI_API_KEY: 'sk-x',
      STRIPE_SECRET_KEY: 'sk_test_x',
      FIREBASE_PROJECT_ID: 'demo-x',
    });
    expect(describeAdapters(config).llm).toMatch(/openai-compatible/);
    expect(describeAdapters(config).payments).toBe('stripe');
    expect(describeAdapters(config).identity).toBe('firebase (demo-x)');
  });
});
