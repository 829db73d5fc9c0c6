import { describe, expect, it } from 'vitest';
import { ZNewsInterpretationResult } from '@fcs/shared/entities';
import { generateNewsInterpretation } from './news-interpretation';
import { roleOfSector, sampleRoles } from './test-sample';

const negative = {
  title: 'Harcourt Foods plc shares plunge 18% after profit warning',
  content:
    'Harcourt Foods plc cut its full-year EBIT guidance by 12% to £78m, blaming weaker volumes and rising wage costs. The shares fell 18% to 285p, the worst day in a decade. Analysts warned of further downgrades, and the FCA is investigating unusual trading before the announcement.',
  source: 'Reuters',
};
const positive = {
  title: 'Harcourt Foods plc shares surge after record results',
  content:
    'Harcourt Foods plc reported record half-year profit, beating consensus by 6%, and raised its guidance. Revenue grew 9% to £720m and the dividend rose 10%. The shares rallied 12% as analysts upgraded forecasts on strong demand.',
  source: 'Bloomberg',
};

const count = (impact: string, result: { insights: { impact: string }[] }) =>
  result.insights.filter((i) => i.impact === impact).length;

describe('generateNewsInterpretation', () => {
  const roles = sampleRoles();

  it('when run over at least 20 roles, then every interpretation parses with ZNewsInterpretationResult', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      for (const article of [negative, positive]) {
        for (const userTier of ['starter', 'elite']) {
          const parsed = ZNewsInterpretationResult.safeParse(
            generateNewsInterpretation({ role, input: { article, jobProfile: role, userTier } }),
          );
          expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
        }
      }
    }
  });

  it('when the article is bad news, then it yields more negative insights than good news does, for every role', () => {
    for (const role of roles) {
      const bad = generateNewsInterpretation({ role, input: { article: negative } });
      const good = generateNewsInterpretation({ role, input: { article: positive } });
      expect(count('negative', bad), role.job_id).toBeGreaterThan(count('negative', good));
      expect(count('positive', good), role.job_id).toBeGreaterThan(count('positive', bad));
    }
  });

  it('when an article is interpreted, then the summary quotes its title and the insights pick up its figures and names', () => {
    const result = generateNewsInterpretation({ role: roleOfSector('research'), input: { article: negative } });
    expect(result.summary).toContain(negative.title);
    const text = result.insights.map((i) => i.content).join(' ');
    expect(text).toContain('18%');
    expect(text).toContain('£78m');
    expect(text).toContain('Harcourt Foods plc');
    expect(result.insights.some((i) => i.title.includes('FCA'))).toBe(true);
    expect(result.insights[0]!.sources[0]).toContain(negative.title);
  });

  it('when the user is elite, then the interpretation is deeper (more insights and recommendations)', () => {
    const role = roleOfSector('asset_management');
    const starter = generateNewsInterpretation({ role, input: { article: positive, userTier: 'starter' } });
    const elite = generateNewsInterpretation({ role, input: { article: positive, userTier: 'elite' } });
    expect(elite.insights.length).toBeGreaterThan(starter.insights.length);
    expect(elite.recommendations.length).toBeGreaterThan(starter.recommendations.length);
  });

  it('when called twice with the same article, then the result is identical', () => {
    const role = roles[2]!;
    expect(generateNewsInterpretation({ role, input: { article: negative } })).toEqual(
      generateNewsInterpretation({ role, input: { article: negative } }),
    );
  });

  it('when two very different roles read the same article, then their interpretations differ', () => {
    const a = generateNewsInterpretation({ role: roleOfSector('research'), input: { article: negative } });
    const b = generateNewsInterpretation({ role: roleOfSector('operations'), input: { article: negative } });
    expect(a.insights[1]!.content).not.toEqual(b.insights[1]!.content);
    expect(a.recommendations).not.toEqual(b.recommendations);
  });

  it('when the input has no article, then it does not throw and still parses', () => {
    expect(
      ZNewsInterpretationResult.safeParse(generateNewsInterpretation({ role: roles[0]!, input: {} })).success,
    ).toBe(true);
  });
});
