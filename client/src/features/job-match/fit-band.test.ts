import { describe, expect, it } from 'vitest';
import { fitBand } from './fit-band';

describe('fitBand', () => {
  it('when the score is 80 or more, then excellent (green); 60-79 good (yellow); below 60 moderate (red)', () => {
    expect([100, 80, 79.6].map((s) => fitBand(s).band)).toEqual(['excellent', 'excellent', 'excellent']);
    expect([79.4, 60, 59.5].map((s) => fitBand(s).band)).toEqual(['good', 'good', 'good']);
    expect([59.4, 0].map((s) => fitBand(s).band)).toEqual(['moderate', 'moderate']);
    expect([fitBand(85).tone, fitBand(70).tone, fitBand(30).tone]).toEqual(['good', 'caution', 'bad']);
    expect(fitBand(70).label).toBe('Good fit');
  });
});
