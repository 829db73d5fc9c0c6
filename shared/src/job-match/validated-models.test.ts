import { describe, expect, it } from 'vitest';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';

/**
 * The models a validator's line names are what the review is done on (issue 13, ADR 009, gapdata): validating a
 * bank's credit, fraud or churn models is not building them, while a data scientist who built and validated her
 * own models, or took them through independent validation, still shows the skill. Sentences are the author's own.
 */
const MODELS = 'Credit, fraud and customer attrition models';
const credit = (skill: string, line: string) =>
  Math.min(1, requirementCoverage(requirementUnits(skill), evidenceUnits(line)).share / 0.6);

describe('the models a validator validates are reviewed, not built (issue 13, gapdata)', () => {
  it.each([
    'Led validation of the credit card fraud and customer churn models at a retail lender.',
    'I validate credit scorecards and fraud detection models for the second line.',
    'Validated 30 credit, fraud and attrition models across the consumer lending book.',
  ])('gives "%s" at most 0.4 of building the models', (line) => {
    expect(credit(MODELS, line)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    'Built and validated fraud and credit models on card transaction data.',
    'Trained credit and customer attrition models and took them through independent validation.',
    'Developed fraud models, then validated them on a holdout month of credit card data.',
  ])('still reads building the models in "%s"', (line) => {
    expect(credit(MODELS, line)).toBe(1);
  });

  it('keeps the validator’s own tools and an auditor’s validating as work', () => {
    expect(evidenceUnits('Validated the IFRS 9 staging models in Python and R.').has('c:python')).toBe(true);
    expect(evidenceUnits('Track and validate closure of management actions.').has('c:action_tracking')).toBe(true);
  });
});
