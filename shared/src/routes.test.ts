import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES } from './runs';
import {
  FREE_SIMULATION_PATH,
  PRICING_PATH,
  ROUTES,
  analysisRunPath,
  paymentSuccessPath,
  quizPath,
  settingsPath,
  simulationPath,
} from './routes';

describe('route map', () => {
  it('when two screens are listed, then they never share a URL', () => {
    const urls = Object.values(ROUTES);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('when a job id is put into a simulation URL, then it is encoded and fills the pattern', () => {
    expect(simulationPath('credit_analyst')).toBe('/sandbox/credit_analyst');
    expect(simulationPath('a/b c')).toBe('/sandbox/a%2Fb%20c');
    expect(FREE_SIMULATION_PATH).toBe('/sandbox/equity_research_analyst');
  });

  it('when query or hash variants are built, then they keep the spec URLs', () => {
    expect(PRICING_PATH).toBe('/#pricing');
    expect(quizPath()).toBe('/roles');
    expect(quizPath({ required: true })).toBe('/roles?required=true');
    expect(settingsPath()).toBe('/settings');
    expect(settingsPath('plan')).toBe('/settings?tab=plan');
    expect(paymentSuccessPath('pro')).toBe('/payment-success?tier=pro');
    expect(ROUTES.aiImpact).toBe('/ai-jobs');
  });

  it('when an analysis is linked, then each tool type opens its own screen with the run in the query', () => {
    const paths = ANALYSIS_TYPES.map((type) => analysisRunPath(type, 'r 1').split('?')[0]);
    expect(new Set(paths).size).toBe(ANALYSIS_TYPES.length);
    expect(analysisRunPath('day_in_life', 'r 1')).toBe('/day-in-life?run=r%201');
    expect(analysisRunPath('ai_impact', 'abc')).toBe('/ai-jobs?run=abc');
  });
});
