import { describe, expect, it } from 'vitest';
import { requirementCoverage, requirementUnits, evidenceUnits } from './evidence-text';

/**
 * What a data platform serves is not work done (issue 13, ADR 009, prec38): a data engineer's lakehouse that feeds
 * the risk models, or the feature store analysts use to build scorecards, names the models as what the platform is
 * for. Sentences are the author's own.
 */
const credit = (skill: string, line: string) =>
  Math.min(1, requirementCoverage(requirementUnits(skill), evidenceUnits(line)).share / 0.6);
const MODELS = 'Credit, fraud and customer attrition models';

describe('a data platform’s lines name the models it serves as objects (issue 13, prec38)', () => {
  it.each([
    'Run the cloud warehouse that feeds the bank’s fraud scoring and customer churn models.',
    'Own the Snowflake platform that serves credit and fraud models across the group.',
    'Maintain the feature store risk analysts use to build credit and attrition models.',
    'Rebuilt the nightly pipelines used by the fraud and customer models team.',
  ])('gives "%s" a third at most of building the models', (line) => {
    expect(credit(MODELS, line)).toBeLessThanOrEqual(0.34);
  });

  it.each([
    'Built fraud and customer attrition models on card and bureau data.',
    'Developed credit scorecards and a fraud model, then fed their scores to the decision engine.',
    'Built a churn model for customer attrition used by the retention team.',
  ])('still reads a data scientist building the models: "%s"', (line) => {
    expect(credit(MODELS, line)).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps an alternative data analyst’s own pipelines as her work', () => {
    expect(
      credit('Python and SQL data pipelines', 'Wrote Python and SQL pipelines that feed the card spend panel.'),
    ).toBe(credit('Python and SQL data pipelines', 'Wrote Python and SQL pipelines for the card spend panel.'));
  });
});
