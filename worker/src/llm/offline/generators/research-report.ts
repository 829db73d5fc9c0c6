import type { ResearchReport } from '@fcs/shared/entities';
import { toneOf } from './article-analysis';
import { readCompanyName, readTier } from './inputs';
import { an, buildRoleContext, fillTemplate, ladderRefs, rngFor, type RoleContext } from './role-context';
import { makeId } from './seed';
import { joinList, lowerFirst, possessive, upperFirst } from './text';
import type { GeneratorContext } from './types';

interface KnownEmployer {
  pattern: RegExp;
  industry: string;
  founded: string;
  location: string;
  size: string;
  mission: string;
}

/*
 * Long-established public facts about large UK employers of finance graduates (founding year, headquarters,
 * line of business). Nothing that changes year to year (revenue, headcount) is stated: the report tells the
 * reader where to find it instead.
 */
const KNOWN: KnownEmployer[] = [
  {
    pattern: /^barclays/i,
    industry: 'Universal banking',
    founded: '1690 (London)',
    location: 'London, UK',
    size: 'Large global bank (see latest annual report for headcount)',
    mission: 'Barclays describes its purpose as deploying finance responsibly to support people and businesses.',
  },
  {
    pattern: /^hsbc/i,
    industry: 'Universal banking',
    founded: '1865 (Hong Kong)',
    location: 'London, UK (group headquarters)',
    size: 'Large global bank (see latest annual report for headcount)',
    mission:
      'HSBC describes its purpose as opening up a world of opportunity for customers across its international network.',
  },
  {
    pattern: /^lloyds( banking)?/i,
    industry: 'Retail and commercial banking',
    founded: '1765 (Birmingham)',
    location: 'London, UK',
    size: 'Largest UK retail bank by customers (see latest annual report)',
    mission: 'Lloyds Banking Group describes its purpose as helping Britain prosper.',
  },
  {
    pattern: /^natwest/i,
    industry: 'Retail and commercial banking',
    founded: 'NatWest Group traces back to 1727 (Royal Bank of Scotland)',
    location: 'Edinburgh and London, UK',
    size: 'Large UK bank (see latest annual report)',
    mission:
      'NatWest Group describes its purpose as championing potential, helping people, families and businesses to thrive.',
  },
  {
    pattern: /^goldman sachs/i,
    industry: 'Investment banking and asset management',
    founded: '1869 (New York)',
    location: 'New York, USA; European headquarters in London',
    size: 'Large global investment bank (see latest 10-K)',
    mission: 'Goldman Sachs describes its mission as advancing sustainable economic growth and financial opportunity.',
  },
  {
    pattern: /^(j\.?p\.? ?morgan|jpmorgan)/i,
    industry: 'Investment and universal banking',
    founded: 'Origins in 1799 (New York)',
    location: 'New York, USA; large London presence at Canary Wharf',
    size: 'Largest US bank by assets (see latest 10-K)',
    mission: 'JPMorgan Chase describes its aim as being the most respected financial services firm in the world.',
  },
  {
    pattern: /^blackrock/i,
    industry: 'Asset management',
    founded: '1988 (New York)',
    location: 'New York, USA; EMEA headquarters in London',
    size: 'World’s largest asset manager by AUM (see latest 10-K)',
    mission: 'BlackRock describes its purpose as helping more and more people experience financial well-being.',
  },
  {
    pattern: /^schroders/i,
    industry: 'Asset and wealth management',
    founded: '1804 (London)',
    location: 'London, UK',
    size: 'FTSE-listed global asset manager (see latest annual report)',
    mission:
      'Schroders describes its purpose as providing excellent investment performance to clients through active management.',
  },
  {
    pattern: /^aviva/i,
    industry: 'Insurance, wealth and retirement',
    founded: 'Origins in 1696 (Hand in Hand Fire & Life)',
    location: 'London, UK',
    size: 'FTSE 100 insurer (see latest annual report)',
    mission: 'Aviva describes its purpose as being with customers today for a better tomorrow.',
  },
  {
    pattern: /^legal (&|and) general/i,
    industry: 'Insurance and asset management',
    founded: '1836 (London)',
    location: 'London, UK',
    size: 'FTSE 100 financial services group (see latest annual report)',
    mission:
      'Legal & General describes its purpose as improving the lives of customers, building a better society for the long term.',
  },
  {
    pattern: /^lloyd'?s( of london)?$/i,
    industry: 'Insurance market',
    founded: '1686 (Edward Lloyd’s coffee house, London)',
    location: 'London, UK',
    size: 'Marketplace of syndicates and managing agents',
    mission: 'Lloyd’s describes its purpose as sharing risk to create a braver world.',
  },
  {
    pattern: /^deloitte/i,
    industry: 'Professional services',
    founded: '1845 (London)',
    location: 'London, UK (UK firm)',
    size: 'Big Four firm (see UK transparency report)',
    mission: 'Deloitte describes its purpose as making an impact that matters.',
  },
  {
    pattern: /^(pwc|pricewaterhousecoopers)/i,
    industry: 'Professional services',
    founded: '1998 merger; origins in 1849 (Price Waterhouse, London)',
    location: 'London, UK (UK firm)',
    size: 'Big Four firm (see UK transparency report)',
    mission: 'PwC describes its purpose as building trust in society and solving important problems.',
  },
  {
    pattern: /^(ey|ernst (&|and) young)/i,
    industry: 'Professional services',
    founded: '1989 merger (Ernst & Whinney and Arthur Young)',
    location: 'London, UK (global organisation)',
    size: 'Big Four firm (see UK transparency report)',
    mission: 'EY describes its purpose as building a better working world.',
  },
  {
    pattern: /^kpmg/i,
    industry: 'Professional services',
    founded: '1987 merger',
    location: 'London, UK (UK firm)',
    size: 'Big Four firm (see UK transparency report)',
    mission: 'KPMG describes its purpose as inspiring confidence and empowering change.',
  },
  {
    pattern: /^revolut/i,
    industry: 'Fintech and digital banking',
    founded: '2015 (London)',
    location: 'London, UK',
    size: 'Global fintech (see latest annual report)',
    mission: 'Revolut describes its mission as building the world’s first truly global bank.',
  },
  {
    pattern: /^monzo/i,
    industry: 'Digital banking',
    founded: '2015 (London)',
    location: 'London, UK',
    size: 'UK digital bank (see latest annual report)',
    mission: 'Monzo describes its mission as making money work for everyone.',
  },
  {
    pattern: /^bank of england/i,
    industry: 'Central banking and prudential regulation',
    founded: '1694 (London)',
    location: 'London, UK',
    size: 'Public institution (see annual report)',
    mission:
      'The Bank of England’s mission is to promote the good of the people of the UK by maintaining monetary and financial stability.',
  },
  {
    pattern: /^(fca|financial conduct authority)/i,
    industry: 'Financial regulation',
    founded: '2013 (replacing the FSA)',
    location: 'London, UK',
    size: 'Public body (see annual report)',
    mission: 'The FCA’s strategic objective is to ensure that relevant markets function well.',
  },
];

/** What a company name says about its line of business, when it is not one we know. */
const NAME_HINTS: { pattern: RegExp; industry: string }[] = [
  { pattern: /\bbank|banking|building society\b/i, industry: 'Banking' },
  {
    pattern: /\b(asset management|investors|investments|capital|partners|fund|am)\b/i,
    industry: 'Investment management',
  },
  { pattern: /\b(insurance|assurance|underwriting|re\b|reinsurance|syndicate|mutual)\b/i, industry: 'Insurance' },
  { pattern: /\b(pay|payments|money|fintech|wallet|crypto|coin|ledger)\b/i, industry: 'Fintech and payments' },
  { pattern: /\b(property|estates?|reit|homes|land)\b/i, industry: 'Real estate' },
  { pattern: /\b(llp|& co|advisory|consulting|accountants)\b/i, industry: 'Professional services' },
  { pattern: /\b(wealth|private client|family office)\b/i, industry: 'Wealth management' },
  { pattern: /\b(energy|power|renewables|oil|gas)\b/i, industry: 'Energy' },
  { pattern: /\b(foods?|retail|stores|brands)\b/i, industry: 'Consumer and retail' },
  { pattern: /\b(tech|software|digital|data|ai|systems)\b/i, industry: 'Technology' },
  { pattern: /\b(pharma|health|medical|bio)\b/i, industry: 'Healthcare' },
];

const TEAM_SIZE: Record<string, string> = {
  investment_banking: '3-5 on a deal team, within a sector group of 15-40',
  research: '2-3 per sector team, within a research department of 20-100',
  sales_trading: '5-15 on a desk',
  asset_management: '4-10 in an investment team',
  wealth_management: '3-6 per adviser team (planner, paraplanner, administrator)',
  private_markets: '3-5 on a deal team, 20-60 investment professionals in total',
  hedge_funds: '2-5 in a pod (PM and analysts)',
  quant: '4-12 in a research or strats team',
  risk: '6-20 in a risk team',
  compliance_financial_crime: '8-30 in an operations or investigations team',
  corporate_finance_treasury: '4-12 in group finance or treasury',
  accounting_audit: '4-10 on an engagement team',
  insurance_actuarial: '5-15 in a pricing, reserving or underwriting team',
  retail_commercial_banking: '6-12 relationship managers in a regional team',
  fintech_payments: '6-10 in a cross-functional squad',
  operations: '8-25 in an operations team',
  real_estate_finance: '4-10 in an investment or debt team',
  public_sector: '5-15 in a policy or supervision team',
};

function industryOf(name: string, ctx: RoleContext): { industry: string; verified: boolean; known?: KnownEmployer } {
  const known = KNOWN.find((k) => k.pattern.test(name.trim()));
  if (known) return { industry: known.industry, verified: true, known };
  const hint = NAME_HINTS.find((h) => h.pattern.test(name));
  return { industry: hint?.industry ?? ctx.k.label, verified: false };
}

/** Research report (spec "Research report") on the named company, from the role's perspective. */
export function generateResearchReport(gen: GeneratorContext): ResearchReport {
  const ctx = buildRoleContext(gen.role);
  const companyName = readCompanyName(gen.input);
  const enhanced = readTier(gen.input) === 'elite';
  const rng = rngFor(ctx, 'report', companyName.toLowerCase());
  const seed = `${ctx.jobId}:${companyName.toLowerCase()}`;
  const refs = ladderRefs(ctx);
  const { industry, verified, known } = industryOf(companyName, ctx);
  const checkIt = 'not verified offline: check Companies House and the latest annual report';
  const others = ctx.k.companies.filter((c) => c.name.toLowerCase() !== companyName.toLowerCase());

  const trendSeeds = rng.sample(ctx.k.news, enhanced ? 4 : 3);
  const recentTrends: ResearchReport['companyOverview']['recentTrends'] = trendSeeds.map((n, i) => {
    const title = fillTemplate(n.title, ctx, { company: companyName, company2: others[0]?.name });
    const description = `${fillTemplate(n.summary, ctx, { company: companyName, company2: others[0]?.name })} For ${companyName}: ${lowerFirst(fillTemplate(n.whyThisMatters, ctx, { company: companyName }))}`;
    return {
      id: makeId('trend', seed, i),
      title,
      description,
      impact: toneOf(`${title} ${n.summary}`),
      timeframe: n.impact === 'high' ? 'Now to 12 months' : n.impact === 'medium' ? '6-24 months' : '1-3 years',
      source: `${n.source} (sector theme; confirm how it applies to ${companyName})`,
    };
  });

  const kpis = ctx.k.kpis.slice(0, enhanced ? 4 : 3);
  const report: ResearchReport = {
    companyName,
    companyOverview: {
      mission:
        known?.mission ??
        `${possessive(companyName)} published purpose statement is ${checkIt.replace('not verified offline: check', 'in')}. For ${an(ctx.title)}, the working mission is to serve ${ctx.k.counterparties[0] ?? 'clients'} well while staying inside ${ctx.k.regulation[0] ?? 'the rules'}.`,
      values: [
        'Client focus',
        'Integrity and accountability (SM&CR)',
        rng.pick(['Rigour', 'Excellence', 'Ownership']),
        rng.pick(['Collaboration', 'Inclusion', 'Long-term thinking']),
      ],
      recentTrends,
      industry: verified ? industry : `${industry} (inferred from the name; confirm on the company's website)`,
      size:
        known?.size ??
        `${checkIt}. Employers hiring ${ctx.title}s range from ${ctx.k.employers[ctx.k.employers.length - 1] ?? 'specialist firms'} to ${ctx.k.employers[0] ?? 'large groups'}.`,
      location:
        known?.location ??
        `${checkIt} (registered office); most ${ctx.title} roles sit in London, with regional hubs in Edinburgh, Glasgow, Leeds, Manchester, Birmingham and Bristol`,
      founded: known?.founded ?? `${checkIt} (incorporation date)`,
      revenue: `See ${possessive(companyName)} latest annual report or accounts filed at Companies House; ${verified ? 'figures change every year, so use the most recent filing' : 'not available offline'}`,
    },
    rolePositioning: {
      department: ctx.k.department,
      reportingStructure: `${ctx.ladder.join(' → ')}; as ${an(refs.entry)} you report to ${an(refs.manager)}, with the ${refs.senior} owning the team's results`,
      teamSize: TEAM_SIZE[ctx.sector] ?? '5-15',
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
        'Quality of work as rated by seniors',
        'Feedback from internal clients',
        'Progress on professional qualifications',
      ],
      performanceExpectations: [
        `First 90 days: learn ${possessive(companyName)} processes and tools such as ${ctx.tools[0] ?? 'Excel'}, and deliver accurate ${ctx.k.deliverables[0] ?? 'work'} with close review.`,
        `First year: own ${lowerFirst(ctx.skills[0] ?? 'core work')} on your own and become the go-to person for one area.`,
        `Ongoing: stay compliant with ${ctx.k.regulation[0] ?? 'regulation'} and plan your year around ${ctx.k.calendar[0] ?? 'the reporting calendar'}.`,
      ],
      successCriteria: [
        `${ctx.k.kpis[0]?.name ?? 'Targets'}: ${ctx.k.kpis[0]?.target ?? 'met'}`,
        'Seniors trust your numbers without re-checking them',
        `Promotion to ${ctx.ladder[1] ?? 'the next level'} on the normal timetable`,
      ],
      evaluationFrequency: 'Formal mid-year and year-end reviews, with feedback after each major piece of work',
    },
    culturalFit: {
      ...ctx.k.culture,
      growthOpportunities: [
        `Promotion path ${ctx.ladder.slice(0, 3).join(' → ')}`,
        ...ctx.k.resources
          .filter((r) => r.type === 'certification')
          .slice(0, 2)
          .map((r) => `Study support for ${r.title}`),
        'Moves into adjacent teams once you know the business',
      ],
      potentialChallenges: ctx.k.challenges
        .slice(0, 3)
        .map(upperFirst)
        .concat([upperFirst(ctx.k.hours.split(/[.;]/)[0] ?? 'Demanding hours')]),
    },
    summary: '',
  };

  report.summary = [
    `${companyName} through the eyes of ${an(ctx.title)}: ${verified ? `a ${industry.toLowerCase()} business, founded ${known?.founded}, headquartered in ${known?.location}.` : `treated here as ${an(industry.toLowerCase())} employer; the offline engine could not verify its size, founding date or revenue, so check Companies House and its latest annual report.`}`,
    `The role sits in the ${ctx.k.department}, in teams of ${report.rolePositioning.teamSize}, and is judged mainly on ${lowerFirst(kpis[0]?.name ?? 'results')} and ${lowerFirst(kpis[1]?.name ?? 'quality')}.`,
    `Sector themes to raise at interview: ${joinList(recentTrends.slice(0, 2).map((t) => `“${t.title}”`))}.`,
    `Culture: ${lowerFirst(ctx.k.culture.workStyle)}`,
  ].join(' ');

  return report;
}
