import { describe, expect, it } from 'vitest';
import { normaliseSentence, splitSentences, templateShare, weightedTemplateShare } from './sentences';

describe('splitSentences', () => {
  it('when a sentence holds a decimal or an abbreviation, then it is not split there', () => {
    expect(splitSentences('Inflation fell to 3.2% in October. Rates e.g. Bank Rate moved. Done!')).toEqual([
      'Inflation fell to 3.2% in October.',
      'Rates e.g. Bank Rate moved.',
      'Done!',
    ]);
  });

  it('when text has bullets and bold markdown, then the markers are dropped and lines are sentences', () => {
    expect(splitSentences('**Short answer:** yes\n- First point\n1. Second point')).toEqual([
      'Short answer: yes',
      'First point',
      'Second point',
    ]);
  });
});

describe('normaliseSentence', () => {
  it('when two sentences differ only by the role title, company, person and numbers, then they normalise equal', () => {
    const a = normaliseSentence('Priya Shah thinks Equity Research Analysts at Tesco need 3 years.', {
      phrases: ['Equity Research Analyst', 'Tesco'],
      people: /Priya Shah|Tom Walsh/g,
    });
    const b = normaliseSentence('Tom Walsh thinks Pricing Actuaries at Aviva need 5 years.', {
      phrases: ['Pricing Actuaries', 'Aviva'],
      people: /Priya Shah|Tom Walsh/g,
    });
    expect(a).toBe(b);
  });
});

describe('templateShare', () => {
  const perRole = new Map([
    ['a', new Set(['shared', 'a1', 'a2'])],
    ['b', new Set(['shared', 'b1', 'b2'])],
    ['c', new Set(['shared', 'c1', 'c2'])],
  ]);

  it('when one sentence of three per role is shared by all three roles, then a third of what they read is template', () => {
    expect(weightedTemplateShare(perRole)).toBeCloseTo(3 / 9);
    expect(templateShare(perRole)).toBeCloseTo(1 / 7);
  });

  it('when nothing is shared, then the share is 0', () => {
    expect(
      weightedTemplateShare(
        new Map([
          ['a', new Set(['x'])],
          ['b', new Set(['y'])],
        ]),
      ),
    ).toBe(0);
  });
});
