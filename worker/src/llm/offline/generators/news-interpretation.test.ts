import { describe, expect, it } from 'vitest';
import { getRole } from '@fcs/shared/catalog/roles';
import { ZNewsInterpretationResult } from '@fcs/shared/entities';
import { familyOf } from '../knowledge/index';
import { generateNewsInterpretation } from './news-interpretation';
import { detectEvents, subjectDirection } from './news-lens';
import { asRunRole, roleOfSector, sampleRoles } from './test-sample';

const profitWarning = {
  title: 'Harcourt Foods plc shares plunge 18% after profit warning',
  content:
    'Harcourt Foods plc cut its full-year EBIT guidance by 12% to £78m, blaming weaker volumes and rising wage costs. The shares fell 18% to 285p, the worst day in a decade. Analysts warned of further downgrades, and the FCA is investigating unusual trading before the announcement.',
  source: 'Reuters',
};
const recordResults = {
  title: 'Harcourt Foods plc shares surge after record results',
  content:
    'Harcourt Foods plc reported record half-year profit, beating consensus by 6%, and raised its guidance. Revenue grew 9% to £720m and the dividend rose 10%. The shares rallied 12% as analysts upgraded forecasts on strong demand.',
  source: 'Bloomberg',
};
const rateCut = {
  title: 'Bank of England cuts Bank Rate to 3.5% as inflation eases',
  content:
    'The Bank of England cut Bank Rate by 0.25 percentage points to 3.5% on Thursday after consumer price inflation fell to 3.1% in the year to March. Two-year gilt yields fell 6 basis points. Bank shares fell on concern that lower rates will squeeze net interest margins, and savers face lower returns.',
  source: 'Uploaded file',
};
const newRules = {
  title: 'FCA publishes final rules on value for money for workplace pensions',
  content:
    'The Financial Conduct Authority has published final rules requiring workplace pension schemes to publish standard value for money metrics each year. Schemes rated as poor value must tell employers and may not take on new business. The rules take effect in two years after a consultation with the industry.',
  source: 'Uploaded file',
};
const takeover = {
  title: 'Larkfield Insurance agrees £1.1bn takeover by Oakmere Group',
  content:
    'Larkfield Insurance has agreed to be acquired by Oakmere Group for £1.1bn, subject to approval by the Competition and Markets Authority. The combined group would write around 8% of UK motor premiums.',
  source: 'Uploaded file',
};

const pricing = asRunRole(getRole('pricing_actuary')!);

describe('news reading', () => {
  it.each([
    [rateCut, 'rates_down'],
    [newRules, 'regulation'],
    [takeover, 'deal'],
    [profitWarning, 'results'],
    [
      {
        title: 'Long-dated gilt yields hit a 27-year high ahead of the Budget',
        content: 'The 30-year gilt yield rose to 5.7% as the Debt Management Office cut long issuance.',
      },
      'gilts_fiscal',
    ],
  ])('when a story is read, then its main kind of news is recognised (%#)', (article, event) => {
    expect(detectEvents(article.title, article.content)[0]?.event).toBe(event);
  });

  it('when a story reports a profit warning or record results, then the direction is for the company named, from explicit phrases only', () => {
    expect(subjectDirection(profitWarning.title, profitWarning.content)).toBe('negative');
    expect(subjectDirection(recordResults.title, recordResults.content)).toBe('positive');
    expect(subjectDirection(rateCut.title, rateCut.content)).toBe('neutral');
  });
});

describe('generateNewsInterpretation', () => {
  const roles = sampleRoles();

  it('when run over at least 20 roles and both tiers, then every interpretation parses with ZNewsInterpretationResult', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      for (const article of [profitWarning, recordResults, rateCut, newRules, takeover]) {
        for (const userTier of ['starter', 'elite']) {
          const parsed = ZNewsInterpretationResult.safeParse(
            generateNewsInterpretation({ role, input: { article, jobProfile: role, userTier } }),
          );
          expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
        }
      }
    }
  });

  it("when a rate cut full of words like 'fell' and 'squeeze' is read, then the role's impact is its family's reading, not a word count", () => {
    const lens = familyOf('pricing_actuary')!.newsLens!;
    const result = generateNewsInterpretation({ role: pricing, input: { article: rateCut } });
    const roleInsight = result.insights.find((i) => i.category === 'Role Impact')!;
    expect(roleInsight.impact).toBe(lens.rates_down!.impact);
    expect(roleInsight.content).toContain(lens.rates_down!.meaning);
    // The inflation behind the cut is read too: claims inflation is a headwind for a pricing actuary.
    const inflation = result.insights.find((i) => i.category === 'Inflation')!;
    expect(inflation.impact).toBe(lens.inflation!.impact);
    expect(result.summary).not.toMatch(/bad news/);
    expect(result.recommendations).toContain(lens.rates_down!.action);
  });

  it('when the same rate cut is read by different families, then it is good news for some and a headwind for others', () => {
    const impact = (jobId: string) =>
      generateNewsInterpretation({ role: asRunRole(getRole(jobId)!), input: { article: rateCut } }).insights.find(
        (i) => i.category === 'Role Impact',
      )!.impact;
    expect(impact('mortgage_adviser')).toBe('positive');
    expect(impact('private_equity_associate')).toBe('positive');
    expect(impact('pensions_actuary')).toBe('negative');
    expect(impact('compliance_advisory_analyst')).toBe('neutral');
  });

  it('when the article quotes decimals, then its sentences are quoted whole ("3.5%", "3.1%")', () => {
    const result = generateNewsInterpretation({ role: pricing, input: { article: rateCut } });
    expect(result.insights[0]!.content).toContain(
      '“The Bank of England cut Bank Rate by 0.25 percentage points to 3.5% on Thursday after consumer price inflation fell to 3.1% in the year to March.”',
    );
    expect(JSON.stringify(result)).not.toMatch(/fell to 3\.”|to 3\.\s/);
  });

  it("when a story names a regulator, then its facts are checked at that regulator's source first and the meaning in the family's own sources", () => {
    const result = generateNewsInterpretation({ role: pricing, input: { article: rateCut } });
    const check = result.insights.find((i) => i.title === 'Where to check it')!;
    expect(check.content).toMatch(/^Check it against Bank of England Monetary Policy Summary and minutes, /);
    const family = familyOf('pricing_actuary')!.verifySources!;
    expect(family.filter((source) => check.content.includes(source)).length).toBeGreaterThanOrEqual(2);
  });

  it('when the profit warning is read, then the first insight carries the bad news for the company and quotes the article', () => {
    const result = generateNewsInterpretation({ role: roleOfSector('research'), input: { article: profitWarning } });
    expect(result.insights[0]!.impact).toBe('negative');
    expect(result.insights[0]!.content).toContain('£78m');
    expect(result.insights[0]!.content).toContain('Harcourt Foods plc');
    expect(result.insights[0]!.sources).toEqual([profitWarning.title]);
    const good = generateNewsInterpretation({ role: roleOfSector('research'), input: { article: recordResults } });
    expect(good.insights[0]!.impact).toBe('positive');
  });

  it('when the user is elite, then the interpretation is deeper (more insights and recommendations)', () => {
    const starter = generateNewsInterpretation({ role: pricing, input: { article: takeover, userTier: 'starter' } });
    const elite = generateNewsInterpretation({ role: pricing, input: { article: takeover, userTier: 'elite' } });
    expect(elite.insights.length).toBeGreaterThan(starter.insights.length);
    expect(elite.recommendations.length).toBeGreaterThan(starter.recommendations.length);
  });

  it('when called twice with the same article, then the result is identical', () => {
    const role = roles[2]!;
    expect(generateNewsInterpretation({ role, input: { article: profitWarning } })).toEqual(
      generateNewsInterpretation({ role, input: { article: profitWarning } }),
    );
  });

  it('when two roles of different families read the same article, then what it means for the work differs', () => {
    const a = generateNewsInterpretation({ role: pricing, input: { article: takeover } });
    const b = generateNewsInterpretation({ role: roleOfSector('operations'), input: { article: takeover } });
    const roleOf = (r: typeof a) => r.insights.find((i) => i.category === 'Role Impact')!.content;
    expect(roleOf(a)).not.toEqual(roleOf(b));
    expect(a.recommendations).not.toEqual(b.recommendations);
  });

  it('when the input has no article, then it does not throw and still parses', () => {
    expect(
      ZNewsInterpretationResult.safeParse(generateNewsInterpretation({ role: roles[0]!, input: {} })).success,
    ).toBe(true);
  });
});
