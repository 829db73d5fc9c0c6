import { describe, expect, it } from 'vitest';
import { ROLES } from '@fcs/shared/catalog/roles';
import {
  ZAiImpactResult,
  ZDaySimulationResult,
  ZInterviewGuide,
  ZJobMatchResult,
  ZNewsInterpretationResult,
  ZResearchReport,
} from '@fcs/shared/entities';
import { ZSandboxContent } from '@fcs/shared/sandbox/schema';
import type { z } from 'zod';
import { OFFLINE_GENERATORS, offlineText } from './index';
import { asRunRole } from './test-sample';

const SCHEMAS: Record<keyof typeof OFFLINE_GENERATORS, z.ZodType> = {
  ai_impact: ZAiImpactResult,
  job_match: ZJobMatchResult,
  news_interpretation: ZNewsInterpretationResult,
  interview_prep: ZInterviewGuide,
  day_in_life: ZDaySimulationResult,
  research_report: ZResearchReport,
  sandbox_generation: ZSandboxContent,
};

describe('OFFLINE_GENERATORS', () => {
  it('when every catalogue role runs through every generator with an empty input, then nothing throws and every result parses', () => {
    for (const role of ROLES) {
      for (const [name, generate] of Object.entries(OFFLINE_GENERATORS) as [
        keyof typeof OFFLINE_GENERATORS,
        (c: { role: unknown; input: unknown }) => unknown,
      ][]) {
        const parsed = SCHEMAS[name].safeParse(generate({ role: asRunRole(role), input: {} }));
        expect(parsed.success, `${name} / ${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      }
    }
  });

  it('when the role is a bare profile the client sent (no catalogue id, thin lists), then every generator still produces valid output', () => {
    const role = {
      title: 'Treasury Analyst',
      description: 'Manages the daily cash position and FX hedging for a listed manufacturer.',
      skills: ['Cash forecasting'],
      interests: ['Corporate finance'],
      experienceLevels: ['Graduate'],
      personalityTraits: ['Organised'],
    };
    for (const [name, generate] of Object.entries(OFFLINE_GENERATORS) as [
      keyof typeof OFFLINE_GENERATORS,
      (c: { role: unknown; input: unknown }) => unknown,
    ][]) {
      expect(SCHEMAS[name].safeParse(generate({ role, input: { junk: true } })).success, name).toBe(true);
    }
    expect(offlineText({ role, prompt: 'What tools do you use?', kind: 'coach_chat' })).toMatch(/Kyriba|Excel/);
  });
});
