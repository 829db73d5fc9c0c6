import { describe, expect, it } from 'vitest';
import { TermIndex, joinList, phraseCoverage, possessive, tokenize, wordsMatch } from './text';

describe('text helpers', () => {
  it.each([
    ['modelling', 'models'],
    ['valuation', 'valuations'],
    ['regulatory', 'regulation'],
    ['analyst', 'analysis'],
    ['written', 'writing'],
    ['accounting', 'accountant'],
  ])('when comparing "%s" and "%s", then they match as the same word', (a, b) => {
    expect(wordsMatch(a, b)).toBe(true);
  });

  it.each([
    ['investor', 'investigating'],
    ['market', 'marketing'],
    ['credit', 'creditor'],
    ['risk', 'brisk'],
  ])('when comparing "%s" and "%s", then they do not match', (a, b) => {
    expect(wordsMatch(a, b)).toBe(false);
  });

  it('when a phrase is checked against a text, then coverage counts partial-word hits and keeps finance acronyms', () => {
    expect(tokenize('M&A and DCF modelling in Excel')).toEqual(['m&a', 'dcf', 'modelling', 'excel']);
    const coverage = phraseCoverage(
      'DCF valuation models',
      new TermIndex('Built DCFs and valuation models for clients'),
    );
    expect(coverage.share).toBe(1);
  });

  it('when joining lists and forming possessives, then English rules apply', () => {
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
    expect(possessive('Barclays')).toBe('Barclays’');
    expect(possessive('Aviva')).toBe('Aviva’s');
  });
});
