import { describe, expect, it } from 'vitest';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';

/**
 * Models that a person's work serves or reviews are not models she built (issue 13, ADR 009, gapdata2): a data
 * engineer's feature store or pipelines for a bank's fraud models, and a validator who replicates someone else's
 * model builds or challenges their data, methodology and testing. Sentences are the author's own.
 */
const MODELS = 'Credit, fraud and customer attrition models';
const FEATURES = 'Feature engineering on transaction and credit bureau data';
const credit = (skill: string, line: string) =>
  Math.min(1, requirementCoverage(requirementUnits(skill), evidenceUnits(line)).share / 0.6);

describe('the models a data platform or productionised features are for (issue 13, gapdata2)', () => {
  it.each([
    'Productionised features for the credit and fraud models our data scientists own.',
    'Run the streaming pipelines for fraud and credit scoring at a card issuer.',
    'Built the cloud data platform for the bank’s credit and attrition models.',
  ])('gives "%s" at most 0.4 of building the models', (line) => {
    expect(credit(MODELS, line)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    'Built features for the fraud and credit models and tuned them on card transactions.',
    'Trained fraud and credit models on bureau data and deployed them behind an API.',
    'Designed a feature store for our fraud models and trained the gradient-boosted fraud and credit models.',
  ])('still reads a data scientist building the models in "%s"', (line) => {
    expect(credit(MODELS, line)).toBe(1);
  });

  it('keeps pipelines for data and the platform words as work', () => {
    const units = evidenceUnits('Built Python pipelines for panel data from card transactions.');
    expect(units.has('w:panel')).toBe(true);
    expect(units.has('c:data_pipelines')).toBe(true);
  });
});

describe('replicating or challenging someone else’s build is review (issue 13, gapdata2)', () => {
  it.each([
    'Replicate the first line’s model builds in R and challenge their data and fairness testing.',
    'Challenge the developers’ methodology, feature engineering and fairness testing for the model risk committee.',
  ])('reads "%s" as review of the data, features and testing', (line) => {
    expect(credit(FEATURES, line)).toBeLessThanOrEqual(0.4);
    expect(evidenceUnits(line).has('o:test')).toBe(true);
  });

  it.each([
    'Ran fairness and explainability testing on our credit models before launch.',
    'Replicated the legacy credit scorecard in Python and rebuilt it as a gradient-boosted model.',
  ])('still reads a builder’s own work in "%s"', (line) => {
    expect(evidenceUnits(line).has('o:test') || evidenceUnits(line).has('o:model')).toBe(false);
  });

  it('keeps the reviewer’s own tools as work', () => {
    expect(evidenceUnits('Replicate model builds in Python before each validation.').has('c:python')).toBe(true);
  });
});
