import { describe, expect, it } from 'vitest';
import { TermIndex, joinList, phraseCoverage, possessive, sentences, tokenize, wordsMatch } from './text';

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

  it('when splitting an article into sentences, then decimals, initials and abbreviations do not end a sentence', () => {
    expect(
      sentences(
        'Inflation fell to 3.2% in October, and Bank Rate was cut to 3.75%. Two-year gilt yields fell 8 basis points, e.g. to 3.62%. Mr. Bailey said cuts would be gradual.',
      ),
    ).toEqual([
      'Inflation fell to 3.2% in October, and Bank Rate was cut to 3.75%.',
      'Two-year gilt yields fell 8 basis points, e.g. to 3.62%.',
      'Mr. Bailey said cuts would be gradual.',
    ]);
    expect(sentences('Deal values rose in the U.S. The UK lagged. J. P. Morgan advised on a £1.2bn bid.')).toEqual([
      'Deal values rose in the U.S.',
      'The UK lagged.',
      'J. P. Morgan advised on a £1.2bn bid.',
    ]);
    expect(sentences('“Rates will fall,” he said. Shares rose!\nA new line')).toEqual([
      '“Rates will fall,” he said.',
      'Shares rose!',
      'A new line',
    ]);
  });
});
