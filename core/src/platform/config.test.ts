import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, ZBaseConfig } from './config';

describe('base configuration', () => {
  it('when DATABASE_POOL_SIZE is unset, then each process keeps 10 connections', () => {
    expect(parseConfig(ZBaseConfig, {}).DATABASE_POOL_SIZE).toBe(10);
  });

  it('when DATABASE_POOL_SIZE is set, then that many connections are kept', () => {
    expect(parseConfig(ZBaseConfig, { DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
  });

  it.each(['0', '-3', '2.5', 'many'])('when DATABASE_POOL_SIZE is %s, then the error names the variable', (value) => {
    expect(() => parseConfig(ZBaseConfig, { DATABASE_POOL_SIZE: value })).toThrow(ConfigError);
    expect(() => parseConfig(ZBaseConfig, { DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE=/);
  });
});
