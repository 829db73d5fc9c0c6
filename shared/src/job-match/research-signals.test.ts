import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { unitCredit as credit } from './test-cvs';

/**
 * A quant researcher's return-predicting signals (issue 13, ADR 009, gapdata): researching, finding or working on
 * signals or predictors in a market is the skill, one unit (its words give half at most); the developer who turns
 * them into pipelines, engines or orders, and signals of other trades (railways, radios, sales leads), are not.
 * A time series kept in a store or a database is data, not statistics. Sentences are the author's own.
 */
const SIGNALS = 'Return-predicting signals from prices, fundamentals and alternative data';
const STATISTICS = 'Statistical modelling and machine learning';

describe('the return-predicting signals a quant researcher finds (issue 13, gapdata)', () => {
  it.each([
    'I research short-horizon signals in European equities using order flow and news sentiment.',
    'Found two new carry predictors in G10 currencies that survived out-of-sample testing.',
    'Worked on cross-sectional momentum signals for the global stocks book.',
    'Developed alpha signals in commodity futures from weather and shipping data.',
    'Spend most days looking for predictors of bond returns in positioning data.',
  ])('reads "%s" as the skill', (line) => {
    expect(credit(SIGNALS, line)).toBe(1);
  });

  it.each([
    'Built the pipelines that carry the researchers’ equity signals into the order management system.',
    'Maintain the engine that turns futures signals into orders, rather than researching signals myself.',
    'Developed signal processing software for radio receivers and railway signals.',
    'Designed the signalling for the new tram line and tested every signal on it.',
    'Found buying signals in the CRM for the sales team and built the alpha release of the app.',
    'Researched predictors of hospital readmission for a health charity.',
  ])('gives "%s" a third at most', (line) => {
    expect(credit(SIGNALS, line)).toBeLessThanOrEqual(0.34);
  });
});

describe('a time series kept is data, not statistics (issue 13, gapdata)', () => {
  it.each([
    'Run the time-series database and tick capture the research teams query.',
    'Built a time series store in kdb+ and the back-testing harness on top of it.',
    'Migrated our time-series storage and data capture to the cloud, and cut load testing time in half.',
  ])('reads no statistical modelling in "%s"', (line) => {
    expect(evidenceUnits(line).has('c:statistical_model')).toBe(false);
  });

  it.each([
    'Fit time-series models to inflation and unemployment data.',
    'Time-series econometrics and Bayesian forecasting of GDP.',
    'I test time series regressions of bond returns on the yield curve.',
  ])('still reads statistical modelling in "%s"', (line) => {
    expect(credit(STATISTICS, line)).toBeGreaterThanOrEqual(0.5);
  });
});
