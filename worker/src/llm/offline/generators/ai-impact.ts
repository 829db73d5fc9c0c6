import type { AiImpactResult } from '@fcs/shared/entities';
import { commonKnowledge } from '../knowledge/index';
import type { AiTool } from '../knowledge/schema';
import { an, buildRoleContext, ladderRefs, rngFor, type RoleContext } from './role-context';
import { resourceAction } from './learning';
import { makeId } from './seed';
import { roleExposure, type RoleExposure } from './skill-profile';
import { TermIndex, joinList, lowerFirst, quoteList, tokenize, upperFirst } from './text';
import type { GeneratorContext } from './types';

type Lvl = 'high' | 'medium' | 'low';

/**
 * 0-100 risk from the role's skills (70%) and the sector's task mix (30%). Real skill lists mix kinds of
 * work, so the blend mostly lands between 30 and 70; it is stretched by 1.6 around 50 so that a role of
 * client work and judgement reads low and a processing role reads high.
 */
export function computeRisk(exposure: RoleExposure, sectorBase: number): number {
  const blend = 0.7 * exposure.share * 100 + 0.3 * sectorBase;
  const stretched = 50 + (blend - 50) * 1.6;
  return Math.round(Math.min(92, Math.max(6, stretched)));
}

export function riskLevel(score: number): Lvl {
  return score >= 60 ? 'high' : score >= 38 ? 'medium' : 'low';
}

function timelineFor(level: Lvl, ctx: RoleContext): string {
  if (level === 'high')
    return `2-4 years: the routine parts of ${ctx.title} work are being automated now, and teams are already hiring fewer people for them`;
  if (level === 'medium')
    return `3-6 years: a steady shift in how ${ctx.title} work is done, with first drafts and data work moving to tools and people spending more time on judgement`;
  return `5-10 years: AI tools will change the ${ctx.title}'s toolkit but the core of the job depends on people and accountability`;
}

function bestSkillFor(tool: AiTool, skills: string[]): string | undefined {
  const index = new TermIndex(`${tool.name} ${tool.description}`);
  let best: { skill: string; hits: number } | undefined;
  for (const skill of skills) {
    const hits = tokenize(skill).filter((w) => w.length >= 4 && index.has(w)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { skill, hits };
  }
  return best?.skill;
}

/** AI impact analysis (spec "AI impact result"), from the role's skills and its sector's tools. */
export function generateAiImpact(gen: GeneratorContext): AiImpactResult {
  const ctx = buildRoleContext(gen.role);
  const rng = rngFor(ctx, 'ai_impact');
  const seed = `${ctx.jobId}:ai`;
  const exposure = roleExposure(ctx.skills);
  const riskScore = computeRisk(exposure, ctx.k.baseRisk);
  const overallRisk = riskLevel(riskScore);
  // Confidence rises with how many skills we could classify and how many there are to go on.
  const confidence = Math.round(Math.min(90, 52 + 28 * exposure.classifiedShare + Math.min(10, ctx.skills.length)));
  const refs = ladderRefs(ctx);

  const aiTools = [...ctx.k.aiTools];
  for (const general of commonKnowledge().aiTools) {
    if (aiTools.length >= 5) break;
    if (!aiTools.some((t) => t.name.includes('Copilot') && general.name.includes('Copilot'))) aiTools.push(general);
  }

  const emergingTools = aiTools.slice(0, 5).map((tool, i) => {
    const touches = bestSkillFor(tool, ctx.skills);
    return {
      id: makeId('tool', seed, i),
      name: tool.name,
      category: tool.category,
      adoptionLevel: tool.adoption,
      trend: tool.trend,
      impact: tool.impact,
      description: touches
        ? `${tool.description} For ${an(ctx.title)}, it mostly touches ${lowerFirst(touches)}.`
        : `${tool.description} For ${an(ctx.title)}, it saves time around the edges of the job rather than changing its core.`,
      learningCurve: tool.learningCurve,
      resources: tool.resources.map((r, j) => ({ id: makeId('res', `${seed}:${i}`, j), ...r })),
    };
  });

  const auto = exposure.automatable;
  const human = exposure.human;
  const aug = exposure.augmented;
  const autoExample = auto[0] ?? aug[0] ?? ctx.skills[0] ?? 'routine analysis';
  // The tool to adopt first is the one whose description best fits the most automatable skill.
  const fit = aiTools.slice(0, 5).map((t) => ({ t, hit: bestSkillFor(t, [autoExample]) ? 1 : 0 }));
  const topTool =
    (fit.find((f) => f.hit)?.t ?? aiTools.find((t) => t.category === 'analysis') ?? aiTools[0])?.name ??
    'the firm’s approved AI assistant';
  const humanExample = human[0] ?? ctx.skills.find((s) => !auto.includes(s)) ?? 'client work';
  const skillResource = [...ctx.k.resources].find((r) => r.type === 'certification') ?? ctx.k.resources[0];

  const priority = (base: Lvl): Lvl => (overallRisk === 'high' && base === 'medium' ? 'high' : base);
  const adaptationStrategies: AiImpactResult['adaptationStrategies'] = [
    {
      id: makeId('strategy', seed, 0),
      title: `Put ${topTool} to work on ${lowerFirst(autoExample)}`,
      category: 'tool_adoption',
      priority: priority('high'),
      description: `The ${lowerFirst(autoExample)} part of the job is where tools already cut hours. Learn to produce the first version with ${topTool} inside your firm's approved set-up, then spend the saved time checking it and adding your view.`,
      timeline: '1-3 months',
      effort: 'low',
      impact: 'high',
      steps: [
        `Ask your team which AI tools are approved and what data may go into them (${ctx.k.regulation[0] ?? 'your regulator'} expectations apply).`,
        `Run ${topTool} side by side with your usual process on ${lowerFirst(autoExample)} for two weeks and log errors it makes.`,
        'Write a one-page checklist for reviewing machine output before anything leaves your desk.',
        `Share what worked with your ${refs.manager} and offer to run a short demo for the team.`,
      ],
    },
    {
      id: makeId('strategy', seed, 1),
      title: `Deepen ${lowerFirst(humanExample)}`,
      category: 'skill_development',
      priority: 'high',
      description: `The part of the ${ctx.title} role AI does not take is ${lowerFirst(humanExample)}. People who are visibly good at it are the ones promoted from ${refs.entry} to ${ctx.ladder[1] ?? refs.manager}.`,
      timeline: '6-12 months',
      effort: 'medium',
      impact: 'high',
      steps: [
        `Ask to shadow a ${refs.manager} in the meetings where ${lowerFirst(humanExample)} happens.`,
        'Take on one piece of work a quarter where you own the outcome in front of a client or committee.',
        skillResource
          ? `${resourceAction(skillResource)} to back the practical experience with recognised learning.`
          : 'Back the experience with a recognised qualification.',
        'Ask for specific feedback after each meeting and keep a log of what you changed.',
      ],
    },
    {
      id: makeId('strategy', seed, 2),
      title: 'Redesign your workflow around review, not production',
      category: 'process_change',
      priority: priority('medium'),
      description: `As first drafts of ${joinList(ctx.k.deliverables.slice(0, 2))} get automated, the value moves to checking, interpreting and deciding. Rebuild your week so that review and client-facing time is protected.`,
      timeline: '3-6 months',
      effort: 'medium',
      impact: 'medium',
      steps: [
        'Map your week: mark tasks as produce, check, decide or communicate.',
        'Template or automate the produce tasks (Excel/Python macros, approved AI tools).',
        `Agree with your ${refs.manager} how automated work is evidenced and signed off.`,
        'Reinvest the saved time in analysis and relationships, and track the hours.',
      ],
    },
    {
      id: makeId('strategy', seed, 3),
      title: 'Become the person who can explain what the machine got wrong',
      category: 'mindset_shift',
      priority: 'medium',
      description: `Regulators and clients hold people, not tools, accountable. ${upperFirst(an(ctx.title))} who understands where AI output fails (stale data, invented figures, missed context) becomes the trusted reviewer.`,
      timeline: 'Ongoing',
      effort: 'low',
      impact: 'medium',
      steps: [
        'Learn the basics of how language models and ML models fail (AI For Everyone, DeepLearning.AI, is a good start).',
        'Always trace a machine-produced number back to its source before using it.',
        'Keep up with your firm’s AI policy and model risk rules.',
      ],
    },
  ];

  const stabilityFactors = [
    ...human.slice(0, 2).map((s) => `${s}: relies on judgement and trust that clients and employers pay a person for`),
    ...ctx.k.stabilityFactors,
  ].slice(0, 5);
  const toolFor = (i: number) => emergingTools[i % Math.max(1, emergingTools.length)]?.name ?? 'AI tools';
  const disruptionFactors = [
    ...auto.slice(0, 2).map((s, i) => `${s}: increasingly produced by tools such as ${toolFor(i)}`),
    ...ctx.k.disruptionFactors,
  ].slice(0, 5);

  const years = rng.int(14, 24);
  const autoCount = auto.length;
  const humanCount = human.length;
  const summary = [
    `AI disruption risk for the ${ctx.title} role is ${riskScore}% (${overallRisk}), with ${confidence}% confidence.`,
    `The score weighs the role's own skills (70%) against the typical task mix in ${ctx.k.label.toLowerCase()} (30%, sector baseline ${ctx.k.baseRisk}%).`,
    `Of its ${ctx.skills.length} core skills, ${autoCount} ${autoCount === 1 ? 'is' : 'are'} largely automatable${autoCount ? ` (${quoteList(auto.slice(0, 2))})` : ''}, ${aug.length} ${aug.length === 1 ? 'is' : 'are'} sped up by AI but still owned by a person, and ${humanCount} ${humanCount === 1 ? 'rests' : 'rest'} on people and accountability${humanCount ? ` (${quoteList(human.slice(0, 2))})` : ''}.`,
    overallRisk === 'high'
      ? 'Expect fewer people doing the routine parts of this job; the safe ground is review, judgement and client work.'
      : overallRisk === 'medium'
        ? 'Expect the job to change more than disappear: less time producing, more time checking, deciding and explaining.'
        : 'The core of the job is safe; learn the tools so you get the productivity gains rather than compete with them.',
    confidence < 70
      ? 'Confidence is moderate because several skills do not map cleanly to known automation patterns.'
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    riskAssessment: {
      riskScore,
      overallRisk,
      stabilityFactors,
      disruptionFactors,
      timeline: timelineFor(overallRisk, ctx),
      confidence,
    },
    emergingTools,
    adaptationStrategies,
    professionalPerspective: {
      role: `${ctx.ladder[ctx.ladder.length - 2] ?? refs.senior}, ${ctx.k.label}`,
      experience: `${years} years, from ${refs.entry} to ${ctx.ladder[ctx.ladder.length - 2] ?? refs.senior}`,
      insights: [
        `The tools have already taken the grunt work out of ${lowerFirst(autoExample)}; what I look for in juniors now is whether they can tell when the output is wrong.`,
        `Nobody has automated ${lowerFirst(humanExample)}. That is where careers in this job are made.`,
        `Firms adopt AI inside controlled environments first: ${joinList(emergingTools.slice(0, 2).map((t) => t.name))} are what I see on desks today.`,
        `The regulation does not go away: under ${ctx.k.regulation[0] ?? 'your regulator’s rules'}, a named person is still accountable for the work.`,
      ],
      recommendations: [
        `Get hands-on with ${topTool} now, on real work, and keep a log of its mistakes.`,
        `Build visible strength in ${lowerFirst(humanExample)}.`,
        skillResource
          ? `${resourceAction(skillResource)}; it signals you understand the substance, not just the tools.`
          : 'Study for a recognised qualification in your field.',
        'Learn enough Python or Excel automation to build your own small tools.',
      ],
      concerns: [
        overallRisk === 'high'
          ? 'Entry-level hiring for the routine parts of the job is shrinking.'
          : 'Junior roles may get fewer hours of the repetitive work that used to teach the basics.',
        'Over-reliance on generated numbers that nobody traced back to source.',
        'Client data leaking into unapproved tools.',
      ],
      opportunities: [
        'More time for analysis, clients and decisions as production gets faster.',
        'People who combine domain knowledge with data and AI skills are scarce and promoted faster.',
        `New work in governing and checking AI output under ${ctx.k.regulation.find((r) => /model|SS1\/23|AI/i.test(r)) ?? 'model risk and conduct rules'}.`,
      ],
    },
    summary,
  };
}
