import type { ResearchReport } from '@fcs/shared/entities';
import { toneOf } from './article-analysis';
import { companyFacts, companyRelation } from './facts-policy';
import { readCompanyName, readTier } from './inputs';
import { an, buildRoleContext, ladderRefs, rngFor } from './role-context';
import { makeId } from './seed';
import { joinList, lowerFirst, possessive, upperFirst } from './text';
import type { GeneratorContext } from './types';

/** A sector theme written without any company in it: knowledge-table news that names no company. */
const NAMES_A_COMPANY = /\{company2?\}/;

/**
 * Research report (spec "Research report") on the named company, from the role's perspective. It follows the
 * facts policy (./facts-policy.ts): the company's own facts are stated only when held, everything else is "not
 * known", sector themes are labelled as sector-level, and the report asks how the company relates to the role.
 */
export function generateResearchReport(gen: GeneratorContext): ResearchReport {
  const ctx = buildRoleContext(gen.role);
  const companyName = readCompanyName(gen.input);
  const enhanced = readTier(gen.input) === 'elite';
  const rng = rngFor(ctx, 'report', companyName.toLowerCase());
  const seed = `${ctx.jobId}:${companyName.toLowerCase()}`;
  const refs = ladderRefs(ctx);
  const facts = companyFacts(companyName);
  const relation = companyRelation(companyName, ctx, facts.organisation);
  const sectorLabel = ctx.k.label.toLowerCase();

  const checks = ctx.k.checks;
  const firstCheck = checks[0];
  const lookFor = firstCheck
    ? `, looking first for ${lowerFirst(firstCheck.what)} (${firstCheck.where})`
    : `, and note one development and what it means for ${an(ctx.title)}`;
  const companyNews: ResearchReport['companyOverview']['recentTrends'][number] = {
    id: makeId('trend', seed, 0),
    title: `${companyName}: recent news, results and deals not known offline`,
    description: `The offline engine holds no news about ${companyName} and does not guess any. Before the interview, read ${facts.whereToLook}${facts.organisation?.kind === 'public_body' ? '' : ' and its results announcements if it is listed'}${lookFor}.`,
    impact: 'neutral',
    timeframe: 'Check before the interview',
    source: 'Not known offline',
    scope: 'company',
  };
  // Sector-level themes: the family's own (true in general, naming no company), else the sector's simulated
  // headlines that name no company.
  const familyThemes = ctx.k.themes.slice(0, enhanced ? 4 : 3).map((t) => ({
    title: t.title,
    description: `${t.summary} What it means for ${an(ctx.title)}: ${lowerFirst(t.meaning.replace(/\.$/, ''))}. This is a theme of ${sectorLabel}, not a report about ${companyName}; follow it in ${t.followIn}.`,
    impact: toneOf(`${t.title} ${t.summary}`),
    followIn: t.followIn,
  }));
  const themes =
    familyThemes.length > 0
      ? familyThemes
      : rng
          .sample(
            ctx.k.news.filter((n) => !NAMES_A_COMPANY.test(`${n.title} ${n.summary} ${n.whyThisMatters}`)),
            enhanced ? 3 : 2,
          )
          .map((n) => ({
            title: n.title,
            description: `${n.summary} What it means for ${an(ctx.title)}: ${lowerFirst(n.whyThisMatters.replace(/\{role\}/g, ctx.title))} This is a theme of ${sectorLabel}, not a report about ${companyName}; how far it applies there is a good interview question.`,
            impact: toneOf(`${n.title} ${n.summary}`),
            followIn: n.source,
          }));
  const recentTrends: ResearchReport['companyOverview']['recentTrends'] = [
    companyNews,
    ...themes.map((t, i) => ({
      id: makeId('trend', seed, i + 1),
      title: `Sector theme: ${t.title}`,
      description: t.description,
      impact: t.impact,
      timeframe: i === 0 ? 'Now to 12 months' : i === 1 ? '6-24 months' : '1-3 years',
      source: `Sector-level theme (follow it in ${t.followIn})`,
      scope: 'sector' as const,
    })),
  ];

  const kpis = ctx.k.kpis.slice(0, enhanced ? 4 : 3);
  const typical = `typical for ${an(ctx.title)} in ${sectorLabel}; not confirmed for ${companyName}`;
  const report: ResearchReport = {
    companyName,
    companyOverview: {
      mission: facts.mission,
      values: facts.values,
      recentTrends,
      industry: facts.industry,
      size: facts.size,
      location: facts.headquarters,
      founded: facts.founded,
      revenue: facts.revenue,
    },
    rolePositioning: {
      department: `${ctx.k.department} (${typical})`,
      reportingStructure: `${ctx.ladder.join(' → ')}; as ${an(refs.entry)} you report to ${an(refs.manager)}, with the ${refs.senior} owning the team's results`,
      teamSize: `${ctx.k.teamSize} (${typical})`,
      keyResponsibilities: ctx.skills.slice(0, 6).map((s) => `${upperFirst(s)}`),
      collaborationAreas: [...ctx.k.colleagues.slice(0, 3), ...ctx.k.counterparties.slice(0, 2)].map(upperFirst),
      careerPath: ctx.ladder.map((rung, i) =>
        i === 0 ? `${rung} (entry)` : `${rung} (typically ${2 + i * 2}-${4 + i * 3} years in)`,
      ),
    },
    kpisAndExpectations: {
      primaryKPIs: kpis.map((k, i) => ({
        id: makeId('kpi', seed, i),
        name: k.name,
        description: k.description,
        importance: k.importance,
        target: k.target,
        measurement: k.measurement,
      })),
      secondaryMetrics: [
        ...ctx.k.kpis.slice(kpis.length).map((k) => k.name),
        ...ctx.k.resources
          .filter((r) => r.type === 'certification')
          .slice(0, 1)
          .map((r) => `Progress towards ${r.title}`),
      ].concat(ctx.k.kpis.length > kpis.length ? [] : [`Quality of your ${ctx.k.deliverables[0] ?? 'work'}`]),
      performanceExpectations: [
        `First 90 days: learn the team's processes and tools such as ${ctx.tools[0] ?? 'Excel'}, and deliver accurate ${ctx.k.deliverables[0] ?? 'work'} with close review.`,
        `First year: own ${lowerFirst(ctx.skills[0] ?? 'core work')} on your own and become the go-to person for one area.`,
        `Ongoing: stay compliant with ${ctx.k.regulation[0] ?? 'regulation'} and plan your year around ${ctx.k.calendar[0] ?? 'the reporting calendar'}.`,
      ],
      successCriteria: [
        `${ctx.k.kpis[0]?.name ?? 'Targets'}: ${ctx.k.kpis[0]?.target ?? 'met'}`,
        upperFirst(ctx.k.highlights[0] ?? 'Work your seniors trust without re-checking'),
        `Promotion to ${ctx.ladder[1] ?? 'the next level'} on the normal timetable`,
      ],
      evaluationFrequency: `Formal reviews are usually mid-year and year-end; day to day the work is judged around ${lowerFirst(ctx.k.calendar[0] ?? 'the reporting calendar')}`,
    },
    culturalFit: {
      workStyle: `${ctx.k.culture.workStyle} (${typical}; ${possessive(companyName)} own culture is not known offline: ask people who work there)`,
      communicationStyle: ctx.k.culture.communicationStyle,
      decisionMaking: ctx.k.culture.decisionMaking,
      innovationApproach: ctx.k.culture.innovationApproach,
      workLifeBalance: ctx.k.culture.workLifeBalance,
      growthOpportunities: [
        `Promotion path ${ctx.ladder.slice(0, 3).join(' → ')}`,
        ...ctx.k.resources
          .filter((r) => r.type === 'certification')
          .slice(0, 2)
          .map((r) => `Study support for ${r.title} (ask whether it is offered)`),
      ],
      potentialChallenges: ctx.k.challenges
        .slice(0, 3)
        .map(upperFirst)
        .concat([upperFirst(ctx.k.hours.split(/[.;]/)[0] ?? 'Demanding hours')]),
    },
    summary: '',
    notKnown: [...facts.unknowns, ...checks.map((c) => `${upperFirst(c.what)} (check ${c.where})`)],
    openQuestions: [
      relation.question,
      `How does ${companyName} measure ${an(ctx.title)} in the first year: ${joinList(kpis.slice(0, 2).map((k) => lowerFirst(k.name)))}, or something else?`,
      ...(checks[1]
        ? [
            `What can you find out about ${lowerFirst(checks[1].what)} at ${companyName}, and how would it shape your first year?`,
          ]
        : [`Which of the sector themes in this report matter most to ${companyName} right now?`]),
    ],
  };

  const known = facts.organisation;
  report.summary = [
    relation.question,
    known
      ? `What is held here about ${companyName} is long-established: ${lowerFirst(known.industry)}${known.headquarters ? `, headquartered in ${known.headquarters}` : ''}${known.founded ? `, founded ${known.founded}` : ''}; its recent results, news and plans${
          firstCheck ? `, and ${lowerFirst(firstCheck.what)},` : ''
        } are not known offline.`
      : `The offline engine holds no facts about ${companyName}: what it does, its size, results and news are not known here, and none are guessed.`,
    `As ${an(ctx.title)} you would typically sit in the ${ctx.k.department}, judged mainly on ${lowerFirst(kpis[0]?.name ?? 'results')} and ${lowerFirst(kpis[1]?.name ?? 'quality')}.`,
    themes.length
      ? `Sector-level themes of ${sectorLabel} to raise at interview: ${joinList(themes.map((t) => `“${t.title}”`))}; ask how each applies to ${companyName}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return report;
}
