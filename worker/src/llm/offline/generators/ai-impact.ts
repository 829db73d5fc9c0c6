import type { AiImpactResult } from '@fcs/shared/entities';
import { commonKnowledge } from '../knowledge/index';
import type { AiTool, FamilyKnowledge } from '../knowledge/schema';
import { an, buildRoleContext, ladderRefs, type RoleContext } from './role-context';
import { resourceAction } from './learning';
import { makeId } from './seed';
import { roleExposure, type RoleExposure } from './skill-profile';
import { TermIndex, joinList, lowerFirst, quoteList, sentences, tokenize, upperFirst } from './text';
import type { GeneratorContext } from './types';

type Lvl = 'high' | 'medium' | 'low';
type FamilyAi = NonNullable<FamilyKnowledge['ai']>;

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

function timelineFor(level: Lvl, ctx: RoleContext, fa: FamilyAi | undefined): string {
  const span = level === 'high' ? '2-4 years' : level === 'medium' ? '3-6 years' : '5-10 years';
  if (fa) {
    const pace =
      level === 'high'
        ? 'is being automated now, and teams are already hiring fewer people for it'
        : level === 'medium'
          ? 'is moving to tools steadily'
          : 'will change with the tools';
    return `${span}: ${lowerFirst(fa.automatable[0] ?? 'routine work')} ${pace}, while ${lowerFirst(fa.human[0] ?? 'the judgement')} stays with people`;
  }
  if (level === 'high')
    return `${span}: the routine parts of ${ctx.title} work are being automated now, and teams are already hiring fewer people for them`;
  if (level === 'medium')
    return `${span}: a steady shift in how ${ctx.title} work is done, with first drafts and data work moving to tools and people spending more time on judgement`;
  return `${span}: AI tools will change the ${ctx.title}'s toolkit but the core of the job depends on people and accountability`;
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

/**
 * AI impact analysis (spec "AI impact result"). The score comes from the role's own skills and its family's task
 * mix; the tasks, tools, strategies and perspective come from the family's knowledge of AI in its work (what
 * tools take, what they speed up, what stays with a person), tied to the role's own skills. The perspective is
 * a summary of that knowledge, labelled as such: no invented person speaks.
 */
export function generateAiImpact(gen: GeneratorContext): AiImpactResult {
  const ctx = buildRoleContext(gen.role);
  const seed = `${ctx.jobId}:ai`;
  const exposure = roleExposure(ctx.skills);
  const riskScore = computeRisk(exposure, ctx.k.baseRisk);
  const overallRisk = riskLevel(riskScore);
  // Confidence rises with how many skills we could classify and how many there are to go on.
  const confidence = Math.round(Math.min(90, 52 + 28 * exposure.classifiedShare + Math.min(10, ctx.skills.length)));
  const refs = ladderRefs(ctx);
  const family = ctx.k.familyLabel.toLowerCase();
  const fa = ctx.k.family?.ai;

  // The family's own tools; only a role without a family's view of AI falls back to the sector's and general ones.
  const aiTools = fa ? [...fa.tools] : [...ctx.k.aiTools];
  if (!fa) {
    for (const general of commonKnowledge().aiTools) {
      if (aiTools.length >= 5) break;
      if (!aiTools.some((t) => t.name.includes('Copilot') && general.name.includes('Copilot'))) aiTools.push(general);
    }
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
  // Tasks: the family's when it has them, else the role's skills sorted by exposure.
  const autoTasks = fa ? fa.automatable : auto.length ? auto : aug;
  const augTasks = fa ? fa.augmented : aug;
  const humanTasks = fa ? fa.human : human.length ? human : ctx.skills.filter((s) => !auto.includes(s));
  const autoExample = autoTasks[0] ?? ctx.skills[0] ?? 'routine analysis';
  const humanExample = humanTasks[0] ?? 'client work';
  const augExample = augTasks[0] ?? ctx.skills[0] ?? 'analysis';
  // The tool to adopt first and the task it takes: the pair whose words overlap most (a screening tool for alert
  // triage, not an entity-resolution tool for ID checks).
  let pair: { tool: AiTool; task: string; hits: number } | undefined;
  for (const task of autoTasks.slice(0, 3)) {
    for (const tool of aiTools.slice(0, 5)) {
      const index = new TermIndex(`${tool.name} ${tool.description}`);
      const hits = tokenize(task).filter((w) => w.length >= 4 && index.has(w)).length;
      if (hits > 0 && (!pair || hits > pair.hits)) pair = { tool, task, hits };
    }
  }
  const top = pair?.tool ?? aiTools.find((t) => t.category === 'automation') ?? aiTools[0];
  const toolTask = pair?.task ?? autoExample;
  const topTool = top?.name ?? 'the firm’s approved AI assistant';
  const toolResource = top?.resources[0];
  const ownResources = ctx.k.resources.slice(0, ctx.k.familyItems.resources ?? 0);
  const skillResource =
    ownResources.find((r) => r.type === 'certification') ??
    ownResources[0] ??
    (fa ? undefined : (ctx.k.resources.find((r) => r.type === 'certification') ?? ctx.k.resources[0]));
  const qualification = ctx.k.family?.coach?.qualifications;
  const nextRung = ctx.ladder[1] ?? refs.manager;

  const priority = (base: Lvl): Lvl => (overallRisk === 'high' && base === 'medium' ? 'high' : base);
  const adaptationStrategies: AiImpactResult['adaptationStrategies'] = [
    {
      id: makeId('strategy', seed, 0),
      title: `Put ${topTool} to work on ${lowerFirst(toolTask)}`,
      category: 'tool_adoption',
      priority: priority('high'),
      description: `${upperFirst(toolTask)} is where tools already cut hours in ${family} work. Let ${topTool} do the first pass inside your firm's approved set-up, then spend the saved time on ${lowerFirst(augExample)}.`,
      timeline: '1-3 months',
      effort: 'low',
      impact: 'high',
      steps: [
        `Ask which tools your team has approved for ${lowerFirst(toolTask)} and what client or customer data may go into them.`,
        `Run ${topTool} alongside your usual process on ${lowerFirst(toolTask)} for two weeks and log every error it makes.`,
        toolResource
          ? `Work through ${toolResource.title} (${toolResource.duration}).`
          : `Write a checklist for reviewing ${lowerFirst(autoExample)} produced by a tool before it leaves your desk.`,
        `Show your ${refs.manager} where the saved time went: ${lowerFirst(augTasks[1] ?? augExample)}.`,
      ],
    },
    {
      id: makeId('strategy', seed, 1),
      title: `Get visibly good at ${lowerFirst(humanExample)}`,
      category: 'skill_development',
      priority: 'high',
      description: `${upperFirst(humanExample)} is the part of ${ctx.title} work AI does not take, and being visibly good at it is what moves people from ${refs.entry} to ${nextRung}.`,
      timeline: '6-12 months',
      effort: 'medium',
      impact: 'high',
      steps: [
        `Ask a senior to let you shadow them on ${lowerFirst(humanExample)}, and note what was decided and why.`,
        `Take on ${lowerFirst(humanTasks[1] ?? humanExample)} for one piece of work this quarter, with a senior reviewing it.`,
        skillResource
          ? `${resourceAction(skillResource)} to back the practical experience with recognised learning.`
          : qualification
            ? `Back the experience with the qualification that counts here: ${lowerFirst(sentences(qualification)[0] ?? qualification)}`
            : 'Back the experience with a recognised qualification.',
        `Ask for specific feedback on ${lowerFirst(humanTasks[2] ?? humanExample)} after each piece of work.`,
      ],
    },
    {
      id: makeId('strategy', seed, 2),
      title: `Rebuild your week around ${lowerFirst(augExample)}`,
      category: 'process_change',
      priority: priority('medium'),
      description: `As ${joinList(autoTasks.slice(0, 2).map(lowerFirst))} move to tools, the value in ${family} work moves to ${joinList(augTasks.slice(0, 2).map(lowerFirst))}.`,
      timeline: '3-6 months',
      effort: 'medium',
      impact: 'medium',
      steps: [
        `Map a typical week: how many hours go on ${joinList(autoTasks.slice(0, 2).map(lowerFirst))}, and how many on ${lowerFirst(augExample)}?`,
        `Template or automate ${lowerFirst(autoTasks[2] ?? autoExample)} with approved tools or your own scripts.`,
        fa
          ? `Agree with your ${refs.manager} how tool-assisted work is evidenced and signed off, since ${lowerFirst(fa.stabilityFactors[0] ?? 'people remain accountable')}.`
          : `Agree with your ${refs.manager} how automated work is evidenced and signed off.`,
        `Put the saved time into ${lowerFirst(augTasks[2] ?? augExample)} and track it.`,
      ],
    },
    fa?.newWork?.length
      ? {
          id: makeId('strategy', seed, 3),
          title: `Move towards the new work: ${lowerFirst(fa.newWork[0] ?? '')}`,
          category: 'mindset_shift' as const,
          priority: 'medium' as const,
          description: `AI creates work as well as taking it. In ${family} work that means ${joinList(fa.newWork.map(lowerFirst))}.`,
          timeline: 'Ongoing',
          effort: 'low' as const,
          impact: 'medium' as const,
          steps: [
            `Volunteer when your team starts ${lowerFirst(fa.newWork[0] ?? '')}.`,
            `Learn how the tools fail on ${lowerFirst(autoExample)}: stale data, invented figures, missed context.`,
            `Trace every machine-produced number in ${lowerFirst(ctx.k.deliverables[0] ?? 'your work')} back to its source before it is used.`,
          ],
        }
      : {
          id: makeId('strategy', seed, 3),
          title: 'Become the person who can explain what the machine got wrong',
          category: 'mindset_shift' as const,
          priority: 'medium' as const,
          description: `Regulators and clients hold people, not tools, accountable. ${upperFirst(an(ctx.title))} who understands where AI output fails (stale data, invented figures, missed context) becomes the trusted reviewer.`,
          timeline: 'Ongoing',
          effort: 'low' as const,
          impact: 'medium' as const,
          steps: [
            'Learn the basics of how language models and machine learning models fail.',
            'Always trace a machine-produced number back to its source before using it.',
            'Keep up with your firm’s AI policy and model risk rules.',
          ],
        },
  ];

  const stabilityFactors = [
    ...human.slice(0, 2).map((s) => `${s}: relies on judgement and trust that clients and employers pay a person for`),
    ...(fa ? fa.stabilityFactors : ctx.k.stabilityFactors),
  ].slice(0, 5);
  // Said at the level of the family's work: pairing a skill with a named vendor's product would claim something
  // about that product (that it produces model validation, say) which the knowledge does not say.
  const disruptionFactors = [
    ...auto.slice(0, 2).map((s) => `${s}: increasingly done with automation and AI tools in ${family} work`),
    ...(fa ? fa.disruptionFactors : ctx.k.disruptionFactors),
  ].slice(0, 5);

  const autoCount = auto.length;
  const humanCount = human.length;
  const summary = [
    fa
      ? `AI disruption risk for the ${ctx.title} role is ${riskScore}% (${overallRisk}), with ${confidence}% confidence: ${lowerFirst(autoExample)} is moving to tools, while ${lowerFirst(humanExample)} stays with people.`
      : `AI disruption risk for the ${ctx.title} role is ${riskScore}% (${overallRisk}), with ${confidence}% confidence.`,
    `The score weighs the role's own skills (70%) against the typical task mix in ${family} work (30%, sector baseline ${ctx.k.baseRisk}%).`,
    `Of its ${ctx.skills.length} core skills, ${autoCount} ${autoCount === 1 ? 'is' : 'are'} largely automatable${autoCount ? ` (${quoteList(auto.slice(0, 2))})` : ''}, ${aug.length} ${aug.length === 1 ? 'is' : 'are'} sped up by AI but still owned by a person, and ${humanCount} ${humanCount === 1 ? 'rests' : 'rest'} on people and accountability${humanCount ? ` (${quoteList(human.slice(0, 2))})` : ''}.`,
    fa?.entryLevel ??
      (overallRisk === 'high'
        ? 'Expect fewer people doing the routine parts of this job; the safe ground is review, judgement and client work.'
        : overallRisk === 'medium'
          ? 'Expect the job to change more than disappear: less time producing, more time checking, deciding and explaining.'
          : 'The core of the job is safe; learn the tools so you get the productivity gains rather than compete with them.'),
    confidence < 70
      ? `Confidence is moderate because ${ctx.skills.length - Math.round(exposure.classifiedShare * ctx.skills.length)} of the role's skills do not map cleanly to known automation patterns.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const perspective: AiImpactResult['professionalPerspective'] = fa
    ? {
        role: `How ${family} practitioners see it`,
        experience: `A summary of the app's knowledge of ${family} work, not the words of a real person`,
        insights: [
          fa.entryLevel ?? `${upperFirst(autoExample)} is moving to tools first.`,
          `${upperFirst(humanExample)} is where careers in ${family} work are now made.`,
          `The tools on desks today are ${joinList(emergingTools.slice(0, 3).map((t) => t.name))}.`,
          `${upperFirst(fa.stabilityFactors[0] ?? '')}.`,
        ].filter((x) => x.length > 1),
        recommendations: [
          `Get hands-on with ${topTool} on ${lowerFirst(toolTask)} now, and keep a log of its mistakes.`,
          `Build visible strength in ${lowerFirst(humanExample)}.`,
          skillResource
            ? `${resourceAction(skillResource)}; it signals you understand the substance, not just the tools.`
            : `Get good at ${lowerFirst(augExample)} with tools, because that is where the job is moving.`,
          ...(fa.newWork?.[1] ? [`Look for chances to do the new work: ${lowerFirst(fa.newWork[1])}.`] : []),
        ],
        concerns: fa.disruptionFactors.slice(0, 3),
        opportunities: [
          ...(fa.newWork ?? []).map(upperFirst),
          `More time for ${lowerFirst(augExample)} as ${lowerFirst(autoExample)} gets faster.`,
        ],
      }
    : {
        role: `How ${family} practitioners see it`,
        experience: `A summary of the app's knowledge of ${family} work, not the words of a real person`,
        insights: [
          `The tools have taken much of the routine work out of ${lowerFirst(autoExample)}; what matters in juniors now is telling when the output is wrong.`,
          `Nobody has automated ${lowerFirst(humanExample)}. That is where careers in this job are made.`,
          `Firms adopt AI inside controlled environments first: ${joinList(emergingTools.slice(0, 2).map((t) => t.name))} are on desks today.`,
        ],
        recommendations: [
          `Get hands-on with ${topTool} now, on real work, and keep a log of its mistakes.`,
          `Build visible strength in ${lowerFirst(humanExample)}.`,
          skillResource
            ? `${resourceAction(skillResource)}; it signals you understand the substance, not just the tools.`
            : 'Study for a recognised qualification in your field.',
        ],
        concerns: [
          overallRisk === 'high'
            ? 'Entry-level hiring for the routine parts of the job is shrinking.'
            : 'Junior roles may get fewer hours of the repetitive work that used to teach the basics.',
          'Over-reliance on generated numbers that nobody traced back to source.',
        ],
        opportunities: ['More time for analysis, clients and decisions as production gets faster.'],
      };

  return {
    riskAssessment: {
      riskScore,
      overallRisk,
      stabilityFactors,
      disruptionFactors,
      timeline: timelineFor(overallRisk, ctx, fa),
      confidence,
    },
    emergingTools,
    adaptationStrategies,
    professionalPerspective: perspective,
    summary,
  };
}
