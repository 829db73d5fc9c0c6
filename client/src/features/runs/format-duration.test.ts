import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('when a step took under a second, then it reads in milliseconds', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(0)).toBe('<1 ms');
  });
  it('when a step took seconds, then it reads with one decimal below ten seconds', () => {
    expect(formatDuration(4210)).toBe('4.2 s');
    expect(formatDuration(12_400)).toBe('12 s');
  });
  it('when a step took minutes, then minutes and padded seconds are shown', () => {
    expect(formatDuration(65_000)).toBe('1 min 05 s');
  });
  it('when the value is not a duration, then nothing is shown', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});
