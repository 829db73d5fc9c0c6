import { getRole, ROLES } from '@fcs/shared/catalog/roles';
import { skillEvidence, type FitCv } from '@fcs/shared/job-match/score-fit';
import { parseCv } from '@fcs/shared/parsing/parse-cv';
import { familyOf, sectorKnowledge } from '../knowledge/index';
import type { CoachAnswers, NewsEvent } from '../knowledge/schema';
import { computeRisk, riskLevel } from './ai-impact';
import { topicsOf, type Topic } from './coach-topics';
import { simulateDay } from './day-in-life';
import { resourcesFor } from './learning';
import { EVENT_HEADING, EVENT_LABEL } from './news-lens';
import { impactPhrase } from './news-interpretation';
import { an, fillTemplate, ladderRefs, type RoleContext } from './role-context';
import { roleExposure } from './skill-profile';
import { joinList, lowerFirst, phraseCoverage, quoteList, sentences, upperFirst } from './text';
import type { ChatTurn } from './types';

/*
 * The coach's answers (offline engine). Each answer is built from the role's own data (its skills, ladder and
 * description) and its job family's knowledge: the answers to the questions mentors get most (`coach`), the
 * interview questions, the family's reading of news and of AI. When the user has stored a resume, answers that
 * can use it say what it shows. No persona is invented: the answers never claim years of personal experience.
 */

/** Everything an answer can draw on besides the role. */
export interface CoachInput {
  /** The user's CV, parsed, when a resume is stored. */
  cv?: FitCv;
  /** Other topics the same message asks about (an answer leaves out what another part covers). */
  alsoAsked?: Topic[];
}

function bullets(items: readonly string[]): string {
  return items.map((i) => `- ${i}`).join('\n');
}

/** Rotates a list so a second answer on the same topic leads with different items. */
function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const n = ((by % items.length) + items.length) % items.length;
  return [...items.slice(n), ...items.slice(0, n)];
}

/** A paragraph of the family's knowledge as "Short answer" (its first sentence) and the detail that follows. */
function shortThenDetail(text: string): string[] {
  const [first, ...rest] = sentences(text);
  return [`**Short answer:** ${first ?? text}`, ...(rest.length ? ['', rest.join(' ')] : [])];
}

function coachAnswers(ctx: RoleContext): CoachAnswers | undefined {
  return ctx.k.family?.coach;
}

/** The KPIs the role's family itself names (the sector's are the same for every role of the sector). */
function familyKpis(ctx: RoleContext) {
  return ctx.k.kpis.slice(0, Math.min(3, ctx.k.familyItems.kpis ?? 0));
}

/** How people move into another catalogue role: its family's advice for career changers, first sentence. */
function firstStepInto(jobId: string): string | undefined {
  const advice = familyOf(jobId)?.coach?.careerChange;
  return advice ? sentences(advice)[0] : undefined;
}

/** The role's skills a CV shows in a job (experience), only lists, or does not show. */
function cvEvidence(ctx: RoleContext, cv: FitCv): { shown: string[]; listed: string[]; missing: string[] } {
  const shown: string[] = [];
  const listed: string[] = [];
  const missing: string[] = [];
  for (const skill of ctx.skills) {
    const e = skillEvidence(cv, skill);
    (e === 'experience' ? shown : e === 'listed' ? listed : missing).push(skill);
  }
  return { shown, listed, missing };
}

const QUALIFICATION =
  /\b(CFA|ACA|ACCA|CIMA|FRM|CQF|IFoA|CII|Dip ?PFS|CISI|ICAEW|ICAS|CTA|ATT|MBA|ACT|RICS|IMC|PRM|CAMS|ICA)\b/g;

function cvLatest(cv: FitCv): string | undefined {
  const job = cv.experience?.find((e) => (e.title ?? '').trim() || (e.company ?? '').trim());
  if (!job) return undefined;
  const title = (job.title ?? '').trim();
  const company = (job.company ?? '').trim();
  return `${title || 'your current job'}${company ? ` at ${company}` : ''}`;
}

// ---------------------------------------------------------------- the mentors' intents

function answerGrades(ctx: RoleContext, input: CoachInput): string {
  const c = coachAnswers(ctx);
  const degree = input.cv?.education?.find((e) => (e.degree ?? '').trim());
  const degreeText = degree ? `${degree.degree}${degree.institution ? `, ${degree.institution}` : ''}` : '';
  const cls = degreeText.match(/\b(first|2[:.]1|2[:.]2|third|upper second|lower second)\b/i)?.[1];
  return [
    ...shortThenDetail(
      c?.grades ??
        `Many UK graduate schemes screen on a 2:1, but ${ctx.k.familyLabel.toLowerCase()} work is also entered through experienced-hire and junior routes where evidence of the work counts for more than the degree class.`,
    ),
    '',
    `**What outweighs the degree class for ${an(ctx.title)}:** evidence you can already do ${lowerFirst(ctx.skills[0] ?? 'the core work')} and ${lowerFirst(ctx.skills[1] ?? 'explain it')}, shown in ${an(ctx.k.deliverables[0] ?? 'piece of work')} you built yourself.`,
    degreeText
      ? `**From your CV:** ${degreeText}${cls ? ` (${cls})` : ''}. ${cls && /2[:.]2|third|lower second/i.test(cls) ? 'Lead your applications with experience and exam passes rather than the degree line.' : 'Put the class and any modules that match the job near the top.'}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function answerQualifications(ctx: RoleContext, input: CoachInput): string {
  const c = coachAnswers(ctx);
  // The family's own qualifications only: the sector's list is the same for every role of the sector.
  const certs = ctx.k.resources
    .slice(0, ctx.k.familyItems.resources ?? 0)
    .filter((r) => r.type === 'certification')
    .slice(0, 3);
  const held = [...new Set(JSON.stringify(input.cv ?? {}).match(QUALIFICATION) ?? [])];
  return [
    ...shortThenDetail(
      c?.qualifications ??
        `The qualification that matters depends on the employer; ask what the team itself holds and funds before you pay for anything.`,
    ),
    '',
    certs.length
      ? `**Recognised routes for the ${ctx.title} job:**\n${bullets(certs.map((r) => `**${r.title}** (${r.duration}): ${lowerFirst(r.description)}`))}`
      : '',
    held.length
      ? `**From your CV:** you already list ${joinList(held)}; say how far through you are (papers passed, next sitting) on applications.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function answerApprenticeships(ctx: RoleContext): string {
  const c = coachAnswers(ctx);
  const refs = ladderRefs(ctx);
  return [
    ...shortThenDetail(
      c?.apprenticeships ??
        'Apprenticeships exist in parts of UK financial services; search the GOV.UK apprenticeship service for the employers that run them.',
    ),
    '',
    `**Where an apprentice starts:** as ${an(refs.entry)}, learning ${lowerFirst(ctx.skills[0] ?? 'the core work')} under supervision, with the route to ${refs.manager} open on the same terms as graduates once the qualification is done.`,
  ].join('\n');
}

function answerCareerChange(ctx: RoleContext, input: CoachInput): string {
  const c = coachAnswers(ctx);
  const evidence = input.cv ? cvEvidence(ctx, input.cv) : undefined;
  const latest = input.cv ? cvLatest(input.cv) : undefined;
  return [
    ...shortThenDetail(
      c?.careerChange ??
        `People join ${ctx.k.familyLabel.toLowerCase()} work from other careers, usually through a junior or analyst seat where their earlier experience is an asset.`,
    ),
    '',
    `**What you will have to show for ${ctx.title} work:** ${quoteList(ctx.skills.slice(0, 3).map(lowerFirst))}.`,
    evidence && latest
      ? `**From your CV:** coming from ${latest}, your jobs already show ${evidence.shown.length ? quoteList(evidence.shown.slice(0, 2).map(lowerFirst)) : 'none of the role’s core skills yet'}${evidence.missing.length ? `; the gap to close first is ${lowerFirst(evidence.missing[0] ?? '')}` : ''}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function answerInternships(ctx: RoleContext): string {
  const c = coachAnswers(ctx);
  return [
    ...shortThenDetail(
      c?.internships ??
        'Most large UK employers open summer internship applications in the autumn for the following summer; apply early, as many fill on a rolling basis.',
    ),
    '',
    `**What makes an application stand out for ${ctx.title} work:** a short piece of your own that shows ${lowerFirst(ctx.skills[0] ?? 'the core analysis')}, for example ${an(ctx.k.deliverables[0] ?? 'analysis')} on a real, public case.`,
  ].join('\n');
}

function answerPay(ctx: RoleContext, input: CoachInput): string {
  const c = coachAnswers(ctx);
  return [
    ...shortThenDetail(c?.pay ?? ctx.k.pay),
    '',
    `**The ladder for ${an(ctx.title)}:** ${ctx.ladder.join(' → ')}.`,
    familyKpis(ctx).length
      ? `**What moves pay and promotion:**\n${bullets(familyKpis(ctx).map((k) => `${k.name}: ${lowerFirst(k.description)}`))}`
      : '',
    c && !input.alsoAsked?.includes('negotiation')
      ? `**On negotiating:** ${sentences(c.negotiation)[0] ?? c.negotiation}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function answerNegotiation(ctx: RoleContext): string {
  const c = coachAnswers(ctx);
  return [
    ...shortThenDetail(
      c?.negotiation ??
        'Graduate salaries are usually fixed; experienced hires negotiate on evidence of what they already do well.',
    ),
    '',
    `**Your leverage as ${an(ctx.title)}:** evidence of ${lowerFirst(ctx.skills[0] ?? 'the core skills')} you can use from day one, and a competing offer if you have one.`,
  ].join('\n');
}

function answerVisas(ctx: RoleContext): string {
  const c = coachAnswers(ctx);
  return [
    ...shortThenDetail(
      c?.visasLocation ??
        'Larger employers are usually licensed Skilled Worker sponsors; check the Home Office register of licensed sponsors before applying.',
    ),
    '',
    (ctx.k.familyItems.employers ?? 0) > 0
      ? `**Employers to check on the register of licensed sponsors:** ${joinList(ctx.k.employers.slice(0, Math.min(3, ctx.k.familyItems.employers ?? 0)))}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

// ---------------------------------------------------------------- the job itself

function answerDay(ctx: RoleContext, variant: number): string {
  const day = simulateDay(ctx);
  const skillTitles = new Set(ctx.skills.map((s) => s.toLowerCase()));
  const periods = day.daySchedule.map((p, i) => {
    const acts = p.activities;
    // Lead with the role's own work where the day has it; a second answer shows the other activities.
    const own = acts.find((a) => [...skillTitles].some((s) => s.startsWith(a.title.toLowerCase().slice(0, 20))));
    const a = variant === 0 && own ? own : acts[(variant + i) % Math.max(1, acts.length)];
    return `**${p.title} (${p.timeRange}).** ${a ? `${a.title}: ${lowerFirst(a.description)}` : 'Admin and catching up.'}`;
  });
  return [
    `**Short answer:** ${ctx.descriptionSentences[0] ?? ctx.summary}`,
    '',
    '**How a day runs**',
    bullets(periods),
    '',
    `**Who you deal with:** ${joinList([...ctx.k.colleagues.slice(0, 3), ...ctx.k.counterparties.slice(0, 2)])}.`,
    `**What you work in:** ${joinList(ctx.tools.slice(0, 5))}.`,
    '',
    `**The part nobody mentions at interview:** ${lowerFirst(ctx.k.challenges[variant % ctx.k.challenges.length] ?? 'moving deadlines')}.`,
  ].join('\n');
}

function answerSkills(ctx: RoleContext, variant: number, input: CoachInput): string {
  const evidence = input.cv ? cvEvidence(ctx, input.cv) : undefined;
  // With a CV, the skills it does not show yet come first.
  const ordered = evidence ? [...evidence.missing, ...evidence.listed, ...evidence.shown] : ctx.skills;
  const skills = rotate(ordered, variant * 2).slice(0, 4);
  const lines = skills.map((s) => {
    const r = resourcesFor(ctx, s, 1)[0];
    return r
      ? `**${s}**: ${r.title} (${r.duration}), ${lowerFirst(r.description.replace(/\.$/, ''))}.`
      : `**${s}**: practise it on public data and ask someone who does the job to review the result.`;
  });
  return [
    `**Short answer:** start with ${lowerFirst(skills[0] ?? 'the core analysis')}; ${ctx.title} work builds on it.`,
    '',
    '**What to build**',
    bullets(lines),
    evidence
      ? `\n**From your CV:** it already shows ${evidence.shown.length ? quoteList(evidence.shown.slice(0, 2).map(lowerFirst)) : 'none of these in a job yet'}, so the list above starts with what it does not.`
      : '',
    `**Traits the job rewards:** ${joinList(ctx.traits.slice(0, 3).map(lowerFirst))}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

function answerBreakIn(ctx: RoleContext, variant: number): string {
  const refs = ladderRefs(ctx);
  const routes = rotate(ctx.k.breakIn, variant);
  const c = coachAnswers(ctx);
  return [
    `**Short answer:** most people start as ${an(refs.entry)}, and ${lowerFirst(routes[0] ?? 'a graduate scheme')} is the most common route.`,
    '',
    '**Routes that work**',
    bullets(routes.slice(0, 4).map(upperFirst)),
    '',
    '**What to put on your CV**',
    bullets([
      `A piece of work that looks like the job: ${an(ctx.k.deliverables[0] ?? 'work sample')} on a real company or case.`,
      `Evidence of ${lowerFirst(ctx.skills[0] ?? 'the core skill')} and ${lowerFirst(ctx.skills[1] ?? 'analysis')}, with numbers.`,
    ]),
    c ? `\n**Timing:** ${sentences(c.internships)[0] ?? c.internships}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function answerInterview(ctx: RoleContext, variant: number, input: CoachInput): string {
  const qs = rotate(ctx.k.interview, variant).slice(0, 4);
  const how = ctx.k.family?.interviewing;
  const evidence = input.cv ? cvEvidence(ctx, input.cv) : undefined;
  return [
    `**Short answer:** ${how?.process ?? `expect a technical test of ${lowerFirst(ctx.skills[0] ?? 'core skills')}, competency questions, and "why this job, why us".`}`,
    '',
    '**Likely questions**',
    ...qs.map((q, i) => `${i + 1}. **${q.question}** ${q.guidance}`),
    '',
    how ? `**What sinks candidates**\n${bullets(how.pitfalls)}` : '',
    evidence?.shown.length
      ? `\n**From your CV:** build your stories on ${quoteList(evidence.shown.slice(0, 2).map(lowerFirst))}, which your jobs already show.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function answerStress(ctx: RoleContext, variant: number): string {
  // The family's own challenges first; a sector's list mixes kinds of work (claims inflation is not a pensions
  // actuary's problem), so its items count only when they share words with the role's own description.
  const own = ctx.k.familyItems.challenges ?? 0;
  const pool = own
    ? ctx.k.challenges.slice(0, own)
    : ctx.k.challenges.filter((c) => phraseCoverage(c, ctx.terms).share >= 0.3);
  const challenges = rotate(pool, variant).slice(0, 3);
  // News that is bad for the work is what turns a normal week into a long one.
  const urgent = newsThatMatters(ctx).filter((n) => n.impact === 'negative');
  return [
    `**Short answer:** ${ctx.k.hours}`,
    '',
    challenges.length ? `**Pressure points**\n${bullets(challenges.map(upperFirst))}\n` : '',
    `**The culture:** ${ctx.k.culture.workLifeBalance}`,
    urgent.length
      ? `**What creates urgent work in ${ctx.k.familyLabel.toLowerCase()}:** ${joinList(urgent.slice(0, 3).map((n) => EVENT_LABEL[n.event]))}; for example, ${lowerFirst(urgent[0]?.meaning ?? '')}`
      : ctx.k.family?.newsLens?.regulation
        ? `**What creates deadlines in ${ctx.k.familyLabel.toLowerCase()}:** regulatory change, because ${lowerFirst(ctx.k.family.newsLens.regulation.meaning)}`
        : '',
    (ctx.k.familyItems.calendar ?? 0) > 0
      ? `**The predictable peaks:** ${joinList(ctx.k.calendar.slice(0, Math.min(3, ctx.k.familyItems.calendar ?? 0)))}.`
      : '',
    `**Traits that help ${an(ctx.title)} cope:** ${joinList(ctx.traits.slice(0, 3).map(lowerFirst))}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

function answerAi(ctx: RoleContext): string {
  const exposure = roleExposure(ctx.skills);
  const score = computeRisk(exposure, ctx.k.baseRisk);
  const level = riskLevel(score);
  const ai = ctx.k.family?.ai;
  const tools = (ai ? ai.tools : ctx.k.aiTools).slice(0, 3);
  return [
    `**Short answer:** AI disruption risk for ${an(ctx.title)} is about ${score}% (${level})${ai ? `, and ${lowerFirst(ai.automatable[0] ?? 'routine work')} is moving to tools first` : ''}. ${ai?.entryLevel ?? 'The job changes more than it disappears.'}`,
    '',
    '**Being automated now**',
    bullets(
      ai
        ? ai.automatable.slice(0, 3).map(upperFirst)
        : (exposure.automatable.length ? exposure.automatable : exposure.augmented)
            .slice(0, 3)
            .map((s) => `${s}: first drafts and data work increasingly come from tools.`),
    ),
    '',
    '**Tools in use today**',
    bullets(tools.map((t) => `**${t.name}**: ${t.description}`)),
    '',
    '**What stays human**',
    bullets((ai ? ai.human : ctx.k.stabilityFactors).slice(0, 3).map(upperFirst)),
    '',
    `**How to stay ahead:** use ${tools[0]?.name ?? 'the approved AI tools'} on real work now, learn to check its output, and get visibly good at ${lowerFirst(ai?.human[0] ?? exposure.human[0] ?? ctx.skills[0] ?? 'the judgement parts of the job')}.`,
  ].join('\n');
}

function answerWeek(ctx: RoleContext): string {
  const w = ctx.k.week;
  const fill = (t: string) => fillTemplate(t, ctx);
  const days = [
    `**Monday:** ${fill(w.meetings[0]?.title ?? 'Team meeting')}; clear the weekend's inbox (${lowerFirst(fill(w.emails[0]?.subject ?? 'urgent requests'))}).`,
    `**Tuesday:** heads-down on ${lowerFirst(fill(w.projects[0]?.title ?? 'the main project'))}.`,
    `**Wednesday:** ${fill(w.meetings[1]?.title ?? 'client and internal meetings')}; first drafts to your ${ladderRefs(ctx).manager}.`,
    `**Thursday:** ${lowerFirst(fill(w.projects[1]?.title ?? 'second workstream'))}, turning review comments.`,
    `**Friday:** ${lowerFirst(fill(w.projects[2]?.title ?? 'admin'))} and planning next week.`,
  ];
  return [
    `**Short answer:** ${fill(w.scenario)}`,
    '',
    bullets(days),
    '',
    `**The year's rhythm:** ${joinList(ctx.k.calendar)}.`,
  ].join('\n');
}

function answerTools(ctx: RoleContext): string {
  const uses = new Map(ctx.toolUses.map((t) => [t.name, t.use]));
  return [
    `**Short answer:** ${joinList(ctx.tools.slice(0, 3))} are what you will have open all day.`,
    '',
    '**The toolkit**',
    bullets(ctx.tools.slice(0, 7).map((t) => `**${t}**${uses.get(t) ? `: ${uses.get(t)}` : ''}`)),
    '',
    `**AI tools arriving:** ${joinList(ctx.k.aiTools.slice(0, 3).map((t) => t.name))}.`,
  ].join('\n');
}

function answerRegulation(ctx: RoleContext): string {
  const sources = ctx.k.family?.verifySources ?? [];
  return [
    `**Short answer:** the rules that shape ${ctx.title} work day to day are ${joinList(ctx.k.regulation.slice(0, 2))}.`,
    '',
    '**What governs the work**',
    bullets(ctx.k.regulation.slice(0, 6)),
    sources.length ? `\n**Where practitioners read them:** ${joinList(sources.slice(0, 3))}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Catalogue roles closest to this one, by shared quiz tags (or shared words when the role is not catalogued). */
function adjacentRoles(ctx: RoleContext, limit: number) {
  const self = getRole(ctx.jobId);
  const scored = ROLES.filter((r) => r.job_id !== ctx.jobId).map((r) => {
    let score = 0;
    if (self) {
      const shared = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x)).length;
      score +=
        2 * shared(self.matching.skills, r.matching.skills) +
        2 * shared(self.matching.interests, r.matching.interests) +
        shared(self.matching.backgrounds, r.matching.backgrounds);
      if (self.sector === r.sector) score += 1;
    } else {
      score +=
        r.skills.filter((s) => phraseCoverage(s, ctx.terms).share >= 0.5).length * 2 +
        (r.sector === ctx.sector ? 2 : 0);
    }
    return { r, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.r.title.localeCompare(b.r.title))
    .slice(0, limit)
    .map((x) => x.r);
}

function answerAdjacent(ctx: RoleContext): string {
  const roles = adjacentRoles(ctx, 5);
  return [
    `**Short answer:** the closest moves from ${ctx.title} work are ${joinList(roles.slice(0, 3).map((r) => r.title))}.`,
    '',
    ...roles.map((r, i) => {
      const shared = r.skills.filter((s) => phraseCoverage(s, ctx.terms).share >= 0.4).slice(0, 2);
      const added = r.skills.filter((s) => phraseCoverage(s, ctx.terms).share < 0.4).slice(0, 2);
      const k = sectorKnowledge(r.sector);
      const firstStep = firstStepInto(r.job_id) ?? k.breakIn[0];
      return [
        `${i + 1}. **${r.title}** (${k.label})`,
        `   - Why it fits: it ${lowerFirst(r.summary.replace(/\.$/, ''))}, and ${shared.length ? `you already use ${quoteList(shared.map(lowerFirst))}` : `it draws on the same ${lowerFirst(ctx.interests[0] ?? 'interests')}`}.`,
        `   - What you would add: ${added.length ? quoteList(added.map(lowerFirst)) : 'mostly a change of context rather than new skills'}${firstStep ? `; the usual way in: ${lowerFirst(firstStep.replace(/\.$/, ''))}` : ''}.`,
      ].join('\n');
    }),
  ].join('\n');
}

/** The kinds of news that matter most to the family: those that are good or bad for the work, then the rest. */
function newsThatMatters(ctx: RoleContext): { event: NewsEvent; impact: string; meaning: string; action: string }[] {
  const lens = ctx.k.family?.newsLens ?? {};
  const entries = Object.entries(lens) as [NewsEvent, NonNullable<(typeof lens)[NewsEvent]>][];
  const rank = (impact: string) => (impact === 'neutral' ? 1 : 0);
  return entries
    .map(([event, l], i) => ({ event, i, ...l }))
    .sort((a, b) => rank(a.impact) - rank(b.impact) || a.i - b.i)
    .slice(0, 4);
}

function answerNews(ctx: RoleContext): string {
  const items = newsThatMatters(ctx);
  const sources = ctx.k.family?.verifySources ?? [];
  if (items.length === 0) {
    return [
      `**Short answer:** read news for what it changes in ${ctx.title} work, not for the headline.`,
      '',
      ...ctx.k.news
        .slice(0, 4)
        .map(
          (n, i) =>
            `${i + 1}. **${n.category}**, e.g. "${fillTemplate(n.title, ctx)}". ${fillTemplate(n.whyThisMatters, ctx)}`,
        ),
    ].join('\n');
  }
  return [
    `**Short answer:** for ${ctx.k.familyLabel.toLowerCase()} work, the news that moves the job is ${joinList(items.slice(0, 3).map((n) => EVENT_HEADING[n.event].toLowerCase()))}.`,
    '',
    ...items.map(
      (n, i) =>
        `${i + 1}. **${EVENT_HEADING[n.event]}**, ${impactPhrase(n.impact as 'positive' | 'negative' | 'neutral')} for the work: ${lowerFirst(n.meaning)} What a practitioner does: ${lowerFirst(n.action)}`,
    ),
    sources.length ? `\n**Where to check a story:** ${joinList(sources)}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function answerResearchFirm(ctx: RoleContext): string {
  const how = ctx.k.family?.interviewing;
  const sources = ctx.k.family?.verifySources ?? [];
  const covers = ctx.k.family?.covers;
  return [
    `**Short answer:** ${covers ?? (sources.length ? `read the firm the way ${ctx.k.familyLabel.toLowerCase()} work reads any organisation: its own reports first, then ${sources[0]}.` : `find out first whether the firm would employ you or is one that ${ctx.title} work covers, advises or assesses; the research differs.`)}`,
    '',
    `**Where to look:** the latest annual report and Companies House filings first${sources.length ? `, then ${joinList(sources.slice(0, 3))}` : ''}.`,
    familyKpis(ctx).length
      ? `\n**KPIs ${an(ctx.title)} is judged on:** ${joinList(familyKpis(ctx).map((k) => lowerFirst(k.name)))}.`
      : '',
    how ? `\n**Questions for the panel**\n${bullets(how.askThePanel)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function answerOverview(ctx: RoleContext): string {
  const refs = ladderRefs(ctx);
  const example = ctx.k.interview[0]?.question;
  return [
    `**Short answer:** ${ctx.summary}`,
    '',
    ctx.description,
    '',
    `**Core skills:** ${joinList(ctx.skills.slice(0, 4).map(lowerFirst))}.`,
    `**Career ladder:** ${ctx.ladder.join(' → ')}. Most people start as ${an(refs.entry)}.`,
    `**Suits people who are:** ${joinList(ctx.traits.slice(0, 3).map(lowerFirst))}.`,
    example ? `\n**A question interviewers for this work ask:** ${example}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** One topic's answer. `variant` counts earlier questions on the same topic, for a different angle. */
export function answerTopic(ctx: RoleContext, topic: Topic, variant: number, input: CoachInput = {}): string {
  switch (topic) {
    case 'grades':
      return answerGrades(ctx, input);
    case 'qualifications':
      return answerQualifications(ctx, input);
    case 'apprenticeships':
      return answerApprenticeships(ctx);
    case 'career_change':
      return answerCareerChange(ctx, input);
    case 'internships':
      return answerInternships(ctx);
    case 'negotiation':
      return answerNegotiation(ctx);
    case 'visas_location':
      return answerVisas(ctx);
    case 'day':
      return answerDay(ctx, variant);
    case 'skills':
      return answerSkills(ctx, variant, input);
    case 'break_in':
      return answerBreakIn(ctx, variant);
    case 'interview':
      return answerInterview(ctx, variant, input);
    case 'pay':
      return answerPay(ctx, input);
    case 'stress':
      return answerStress(ctx, variant);
    case 'ai':
      return answerAi(ctx);
    case 'week':
      return answerWeek(ctx);
    case 'tools':
      return answerTools(ctx);
    case 'regulation':
      return answerRegulation(ctx);
    case 'adjacent':
      return answerAdjacent(ctx);
    case 'news':
      return answerNews(ctx);
    case 'research_firm':
      return answerResearchFirm(ctx);
    default:
      return answerOverview(ctx);
  }
}

export const TOPIC_HEADING: Record<Topic, string> = {
  grades: 'Grades and university',
  qualifications: 'Qualifications',
  apprenticeships: 'Apprenticeships',
  career_change: 'Changing career',
  internships: 'Internships and when to apply',
  negotiation: 'Negotiating',
  visas_location: 'Visas and location',
  day: 'A typical day',
  skills: 'Skills to build',
  break_in: 'Getting in',
  interview: 'Interviews',
  pay: 'Pay',
  stress: 'Hours and pressure',
  ai: 'AI and the job',
  week: 'A typical week',
  tools: 'Tools',
  regulation: 'The rules',
  adjacent: 'Related roles',
  news: 'News that matters',
  research_firm: 'Researching a firm',
  overview: 'The role',
};

function declineOffTopic(ctx: RoleContext): string {
  const c = coachAnswers(ctx);
  const asks = [
    c ? `whether a 2:2 closes doors in ${ctx.k.familyLabel.toLowerCase()}` : undefined,
    `what a first year as ${an(ctx.title)} is like`,
    `which skills to build before applying`,
  ].filter((x): x is string => Boolean(x));
  return [
    `That one is outside what I can help with: this coach answers questions about working as ${an(ctx.title)} and getting into ${ctx.k.familyLabel.toLowerCase()} work.`,
    '',
    `If it helps, people often ask me ${joinList(asks, 'or')}.`,
  ].join('\n');
}

/** Reads the CV of a stored resume for the answers that can use it. */
export function coachInputFrom(resume: { content: string } | undefined): CoachInput {
  if (!resume?.content?.trim()) return {};
  return { cv: parseCv(resume.content) };
}

/**
 * The coach's reply to a chat message. Several questions in one message are answered in parts, each under its
 * own heading; a follow-up on the same topic gets another angle; an off-topic question is declined politely.
 * The same conversation always gets the same reply.
 */
export function coachReply(ctx: RoleContext, prompt: string, history: ChatTurn[], input: CoachInput = {}): string {
  const { topics, offTopic } = topicsOf(prompt, history);
  if (offTopic) return declineOffTopic(ctx);
  const earlier = (topic: Topic) =>
    history.filter((t) => t.role === 'user' && topicsOf(t.content).topics.includes(topic)).length;
  if (topics.length === 1) {
    const topic = topics[0] as Topic;
    const n = earlier(topic);
    const lead = n > 0 ? `Another angle on ${TOPIC_HEADING[topic].toLowerCase()}:\n\n` : '';
    return `${lead}${answerTopic(ctx, topic, n, input)}`;
  }
  const parts = topics.map(
    (topic, i) =>
      `### ${i + 1}. ${TOPIC_HEADING[topic]}\n\n${answerTopic(ctx, topic, earlier(topic), { ...input, alsoAsked: topics })}`,
  );
  return parts.join('\n\n');
}
