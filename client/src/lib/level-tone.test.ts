import { describe, expect, it } from 'vitest';
import { humanize, levelTone } from './level-tone';

describe('levelTone', () => {
  it('when a level reads higher-is-better (impact, adoption), then high is green and low is red', () => {
    expect(levelTone('high', 'higher-is-better')).toBe('good');
    expect(levelTone('medium', 'higher-is-better')).toBe('caution');
    expect(levelTone('low', 'higher-is-better')).toBe('bad');
  });

  it('when a level reads higher-is-worse (risk, effort), then high is red and low is green', () => {
    expect(levelTone('high', 'higher-is-worse')).toBe('bad');
    expect(levelTone('low', 'higher-is-worse')).toBe('good');
  });
});

describe('humanize', () => {
  it('when a value is snake_case, then it reads as a sentence-case phrase', () => {
    expect(humanize('skill_development')).toBe('Skill development');
    expect(humanize('high')).toBe('High');
  });
});
