import { DAY_PERIODS } from '@fcs/shared/constants';
import type { DaySimulationResult } from '@fcs/shared/entities';
import type { ActivitySeed } from '../knowledge/schema';
import {
  an,
  buildRoleContext,
  fillTemplate,
  ladderPosition,
  ladderRefs,
  personName,
  rngFor,
  type RoleContext,
} from './role-context';
import { makeId, type Rng } from './seed';
import { TermIndex, joinList, lowerFirst, phraseCoverage, possessive, truncate, upperFirst } from './text';
import type { GeneratorContext } from './types';

const MOODS: Record<'high' | 'medium' | 'low', string[]> = {
  high: ['Focused and switched on', 'Sharp, running on adrenaline', 'Energised and busy'],
  medium: ['Steady and methodical', 'Calm but alert', 'Busy, in the flow'],
  low: ['Tired but satisfied', 'Winding down, still checking', 'Relieved, planning tomorrow'],
};

/** The description sentence that best explains a skill, so role activities read like the role's own words. */
function sentenceFor(ctx: RoleContext, skill: string, used: Set<string>): string | undefined {
  let best: { s: string; share: number } | undefined;
  for (const s of ctx.descriptionSentences) {
    if (used.has(s)) continue;
    const share = phraseCoverage(skill, new TermIndex(s)).share;
    if (share > 0 && (!best || share > best.share)) best = { s, share };
  }
  if (best) used.add(best.s);
  return best?.s;
}

/** A role-specific activity built from one of the role's skills. */
function roleActivity(ctx: RoleContext, skill: string, rng: Rng, slot: number, used: Set<string>): ActivitySeed {
  const explained = sentenceFor(ctx, skill, used);
  const index = new TermIndex(skill);
  const tool =
    ctx.tools.find((t) => phraseCoverage(t, index).share > 0) ??
    ctx.tools[slot % Math.max(1, ctx.tools.length)] ??
    'Excel';
  const deliverable = ctx.k.deliverables[slot % ctx.k.deliverables.length] ?? 'work';
  const colleague = ctx.k.colleagues[slot % ctx.k.colleagues.length] ?? 'your team';
  return {
    title: upperFirst(skill.replace(/\s*\(.*\)$/, '')),
    duration: rng.pick(['45 min', '60 min', '90 min']),
    priority: slot === 0 ? 'high' : 'medium',
    description: explained
      ? `${explained} Today that means a focused block on ${lowerFirst(skill)} for the ${deliverable}.`
      : `A focused block on ${lowerFirst(skill)} for the ${deliverable}: the part of the job that shows whether you are ready for the next rung.`,
    interactions: [colleague],
    tools: [tool],
    outcomes: [`${upperFirst(deliverable)} moved forward`, `Open questions noted for ${colleague}`],
  };
}

/** Day in the life (spec "Day simulation"): a persona and the five periods of DAY_PERIODS. */
export function generateDayInLife(gen: GeneratorContext): DaySimulationResult {
  return simulateDay(buildRoleContext(gen.role));
}

/** The simulated day for a role context (also used by the coach's day answers). */
export function simulateDay(ctx: RoleContext): DaySimulationResult {
  const rng = rngFor(ctx, 'day');
  const seed = `${ctx.jobId}:day`;
  const refs = ladderRefs(ctx);
  const name = personName(`${ctx.title}:persona`);
  const position = ladderPosition(ctx);
  const years = position === 0 ? rng.int(2, 3) : rng.int(4, 9);
  const companies = ctx.k.companies;
  const fill = (t: string) => fillTemplate(t, ctx, { company: companies[0]?.name, company2: companies[1]?.name });
  const skillsForDay = ctx.skills.slice(0, 4);
  const used = new Set<string>();

  const daySchedule: DaySimulationResult['daySchedule'] = DAY_PERIODS.map((period, p) => {
    const seeds = ctx.k.day[p] ?? [];
    const activities: ActivitySeed[] = seeds.map((a) => ({
      ...a,
      title: fill(a.title),
      description: fill(a.description),
    }));
    // The role's own skills take the middle of the day, where the real work happens.
    if (p === 1 && skillsForDay[0]) activities.splice(1, 0, roleActivity(ctx, skillsForDay[0], rng, 0, used));
    if (p === 2 && skillsForDay[1]) activities.push(roleActivity(ctx, skillsForDay[1], rng, 1, used));
    if (p === 3 && skillsForDay[2]) activities.splice(1, 0, roleActivity(ctx, skillsForDay[2], rng, 2, used));
    const challenge = ctx.k.challenges[p % ctx.k.challenges.length];
    const highlight = ctx.k.highlights[p % ctx.k.highlights.length];
    return {
      id: period.id,
      title: period.title,
      timeRange: period.timeRange,
      activities: activities.map((a, i) => ({
        id: makeId('activity', `${seed}:${p}`, i),
        title: a.title,
        duration: a.duration,
        priority: a.priority,
        description: a.description,
        interactions: a.interactions,
        tools: a.tools,
        outcomes: a.outcomes,
      })),
      mood: rng.pick(MOODS[period.energy]),
      energy: period.energy,
      challenges: [
        challenge ? upperFirst(challenge) : 'Competing deadlines',
        p === 1
          ? `Switching between ${lowerFirst(activities[0]?.title ?? 'tasks')} and ad hoc requests`
          : p === 4
            ? `Deciding whether ${lowerFirst(activities[activities.length - 1]?.title ?? 'the last task')} can wait until tomorrow`
            : `Keeping quality up on ${lowerFirst(activities[activities.length - 1]?.title ?? 'the afternoon’s work')}`,
      ],
      highlights: [
        highlight ? upperFirst(highlight) : 'A piece of work done well',
        `${upperFirst(activities[0]?.outcomes[0] ?? 'Progress on the main task')}`,
      ],
    };
  });

  const traits = ctx.traits.map(lowerFirst);
  const persona: DaySimulationResult['persona'] = {
    id: makeId('persona', seed, 0),
    name,
    experience:
      position === 0
        ? `${years} years in ${ctx.k.label.toLowerCase()} as ${an(ctx.title)}, now one of the more experienced on the team`
        : `${years} years in ${ctx.k.label.toLowerCase()}; started as ${an(refs.entry)}, now ${an(ctx.title)}`,
    personality: `${upperFirst(joinList(traits.slice(0, 3)))}; ${rng.pick(
      [
        'dry sense of humour on long days',
        'keeps a calm desk when others panic',
        'the one juniors come to with questions',
        'competitive but generous with credit',
      ].filter((quirk) => !traits.some((t) => quirk.split(' ').some((w) => w.length > 4 && t.includes(w)))),
    )}.`,
    background: `Typical route in, and ${possessive(name.split(' ')[0] ?? name)}: ${lowerFirst(ctx.k.breakIn[0] ?? 'a graduate scheme')}. Has since worked in ${ctx.k.employers[rng.int(0, ctx.k.employers.length - 1)] ?? 'several firms in the sector'}.`,
    voice: upperFirst(ctx.k.culture.communicationStyle),
    habits: [
      `Checks ${ctx.tools.find((t) => /bloomberg|factset|lseg|news|terminal|dashboard|risk|costar|alphasense/i.test(t)) ?? 'the news and the overnight inbox'} before leaving home`,
      `Keeps a running list of open points for the ${refs.manager}`,
      `Blocks a quiet hour for ${lowerFirst(ctx.skills[0] ?? 'deep work')}`,
      `Plans the week around ${ctx.k.calendar[0] ?? 'deadlines'}`,
    ],
  };

  const busiest = daySchedule.reduce((a, b) => (b.activities.length > a.activities.length ? b : a));
  const summary = [
    `A day in the ${ctx.k.department} for ${an(ctx.title)}, seen through ${name}, ${years} years in.`,
    `First job of the day: ${lowerFirst(daySchedule[0]?.activities[0]?.title ?? 'the news')}. The real work is ${lowerFirst(skillsForDay[0] ?? 'the core analysis')}, then ${lowerFirst(skillsForDay[1] ?? 'client work')}, with ${joinList(ctx.k.colleagues.slice(0, 2))} in and out all day.`,
    `The busiest stretch is the ${lowerFirst(busiest.title)}: ${joinList(busiest.activities.map((a) => lowerFirst(a.title)))}. Tools: ${joinList(ctx.tools.slice(0, 4))}.`,
    `The pressure points are ${lowerFirst(ctx.k.challenges[0] ?? 'deadlines')} and ${lowerFirst(ctx.k.challenges[1] ?? 'competing priorities')}; the best moments are ${lowerFirst(ctx.k.highlights[0] ?? 'work done well')}.`,
    truncate(ctx.k.hours, 200),
  ].join(' ');

  return { persona, daySchedule, summary };
}
