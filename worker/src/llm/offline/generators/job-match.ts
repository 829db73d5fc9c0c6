import { getRole } from '@fcs/shared/catalog/roles';
import type { JobMatchResult } from '@fcs/shared/entities';
import {
  describeFit,
  explainFit,
  scoreFit,
  yearMonth,
  type FitAssessment,
  type SkillAssessment,
} from '@fcs/shared/job-match/score-fit';
import { readCv } from './inputs';
import { resourcesFor } from './learning';
import { an, buildRoleContext, ladderRefs, type RoleContext } from './role-context';
import { makeId } from './seed';
import { skillCategory } from './skill-profile';
import { joinList, lowerFirst, quoteList, upperFirst } from './text';
import type { GeneratorContext } from './types';

type GapResource = JobMatchResult['gaps'][number]['resources'][number];

/** A fit assessment handed over by the workflow's scoring step (checked loosely: it is our own object). */
function computedFit(value: unknown): FitAssessment | undefined {
  const fit = value as Partial<FitAssessment> | undefined;
  return fit && typeof fit.fitScore === 'number' && Array.isArray(fit.skills) ? (fit as FitAssessment) : undefined;
}

function gapResources(ctx: RoleContext, skill: string, seed: string): GapResource[] {
  const allowed = new Set(['course', 'book', 'project', 'certification', 'mentorship']);
  const own = new Set(ctx.k.resources.map((r) => r.title));
  const picked = resourcesFor(ctx, skill, 6)
    // The role's own resources before the ones every role shares.
    .sort((a, b) => Number(own.has(b.title)) - Number(own.has(a.title)))
    .map((r) => ({ ...r, type: r.type === 'tutorial' ? 'course' : r.type === 'community' ? 'mentorship' : r.type }))
    .filter((r) => allowed.has(r.type))
    .slice(0, 2);
  const deliverable = ctx.k.deliverables[0] ?? 'piece of work';
  const project: GapResource = {
    id: '',
    type: 'project',
    title: `Practise ${lowerFirst(skill)} on a real ${deliverable}`,
    description: `Produce a ${deliverable} that shows ${lowerFirst(skill)}, from public information, and ask someone who works with ${joinList(ctx.tools.slice(0, 2))} to mark it.`,
    duration: '2-4 weekends',
  };
  return [
    ...picked.map((r) => ({
      id: '',
      type: r.type as GapResource['type'],
      title: r.title,
      description: r.description,
      duration: r.duration,
    })),
    project,
  ].map((r, i) => ({ ...r, id: makeId('res', seed, i) }));
}

/**
 * Job match analysis (spec "Job match result"), written around the deterministic fit score of
 * `@fcs/shared/job-match/score-fit`: the workflow computes the assessment and hands it over as `computed`;
 * called on its own, the generator computes it for the current month. Strengths are skills a job in the CV
 * shows; gaps are only skills the CV does not mention at all (a listed skill is never a gap).
 */
export function generateJobMatch(gen: GeneratorContext): JobMatchResult {
  const ctx = buildRoleContext(gen.role);
  const cv = readCv(gen.input);
  const fit = computedFit(gen.computed) ?? scoreFit(cv, gen.role, { asOf: yearMonth(new Date()) });
  const { fitScore, band } = fit;
  const seed = `${ctx.jobId}:${cv.name}:${fitScore}:${fit.skills.map((s) => s.credit).join(',')}`;
  const refs = ladderRefs(ctx);

  const shown = fit.skills.filter((s) => s.evidence === 'experience');
  const strong = shown.filter((s) => s.credit >= 0.5).sort((a, b) => b.credit - a.credit || a.index - b.index);
  const partly = shown.filter((s) => s.credit < 0.5);
  const listedOnly = fit.skills.filter((s) => s.evidence === 'listed');
  const titledOnly = fit.skills.filter((s) => s.evidence === 'titled');
  const missing = fit.skills.filter((s) => s.evidence === 'none');

  const strengths: JobMatchResult['strengths'] = strong.slice(0, 5).map((s, i) => ({
    id: makeId('strength', seed, i),
    title: s.skill,
    category: skillCategory(s.skill),
    impact: s.importance === 'critical' ? 'high' : s.credit >= 1 ? 'medium' : 'low',
    description:
      s.credit >= 1
        ? `Your work history shows ${lowerFirst(s.skill)} directly (${joinList(s.met.slice(0, 3))}). ${upperFirst(an(ctx.title))} uses this every week, so lead with it in applications.`
        : `Your work history touches ${lowerFirst(s.skill)} (${joinList(s.met.slice(0, 3))}) but not all of it. Make the example concrete: what you did, with ${ctx.tools[0] ?? 'which tools'}, and the result for the ${ctx.k.deliverables[0] ?? 'work'}.`,
    evidence: s.quotes,
  }));

  if (fit.relevantYears >= 1 && cv.experience[0]) {
    strengths.push({
      id: makeId('strength', seed, strengths.length),
      title: `${fit.relevantYears} years of relevant experience`,
      category: 'Experience',
      impact: fit.relevantYears >= Math.max(2, fit.requiredYears) ? 'high' : 'medium',
      description: `Counting each month once, ${fit.relevantYears} of your ${fit.totalYears} years are in work that shows what ${an(ctx.title)} does, such as ${lowerFirst(shown[0]?.skill ?? ctx.skills[0] ?? 'the core work')}, which shortens your learning curve.`,
      evidence: cv.experience.slice(0, 2).map((e) => e.title || e.company),
    });
  }
  const degree = cv.education.find((e) => e.degree);
  if (fit.components.education.points > 0 && degree) {
    strengths.push({
      id: makeId('strength', seed, strengths.length),
      title: 'Relevant education and qualifications',
      category: 'Education',
      impact: 'medium',
      description: `Your education gets you through the first screen for ${refs.entry} roles; mention the modules and exams that bear on ${lowerFirst(ctx.skills[0] ?? 'the role')}.`,
      evidence: cv.education.map((e) => e.degree || e.institution),
    });
  }

  const gaps: JobMatchResult['gaps'] = missing
    .slice(0, 5)
    .map((s, i) => gapFor(ctx, s, refs.entry, `${seed}:gap:${i}`, i));

  const topGap = gaps[0];
  const example = ctx.k.deliverables[0] ?? 'work sample';
  const evidence = evidenceRecommendation(listedOnly, titledOnly, ctx.title, ctx.tools, example);
  const recommendations: JobMatchResult['recommendations'] = [
    {
      id: makeId('rec', seed, 0),
      title: topGap
        ? `Close the gap in ${lowerFirst(topGap.skill)}`
        : `Deepen your edge in ${lowerFirst(ctx.skills[0] ?? 'the core skill')}`,
      category: 'upskilling',
      priority: topGap?.importance === 'critical' || fitScore < 60 ? 'high' : 'medium',
      description: topGap
        ? `${topGap.resources[0]?.title ?? 'A structured course'} is the quickest credible route to ${lowerFirst(topGap.skill)}; pair it with a ${example} so you have something to show.`
        : `Your CV shows evidence of every core skill; go deeper with ${ctx.k.resources.find((r) => r.type === 'certification')?.title ?? 'a recognised qualification'}.`,
      timeline: fitScore >= 80 ? '1-2 months' : '3-6 months',
      effort: topGap?.importance === 'critical' ? 'High: 5-8 hours a week' : 'Moderate: 3-5 hours a week',
      impact: topGap
        ? `${upperFirst(lowerFirst(topGap.skill))} is one of the skills ${an(ctx.title)} is hired for, so it moves your fit score most.`
        : `Depth in ${lowerFirst(ctx.skills[0] ?? 'the core skill')} is what separates good candidates.`,
    },
    {
      id: makeId('rec', seed, 1),
      title: evidence.title,
      category: 'experience',
      priority: fitScore < 80 ? 'high' : 'medium',
      description: evidence.description,
      timeline: '4-6 weeks',
      effort: evidence.effort,
      impact: evidence.impact,
    },
    {
      id: makeId('rec', seed, 2),
      title: `Talk to people in ${lowerFirst(ctx.k.familyLabel)}`,
      category: 'networking',
      priority: 'medium',
      description: `Ask three people working as ${ctx.title} at ${joinList(ctx.k.employers.slice(0, 2), 'or')} (through alumni networks, LinkedIn or ${ctx.k.resources.find((r) => r.type === 'community')?.title ?? 'your professional body'}) for 20 minutes each about how they got in and what they would look for in your CV.`,
      timeline: 'Next 4 weeks',
      effort: 'Low: a few hours',
      impact: `Referrals and honest feedback; ${ctx.k.breakIn[0] ? `they will tell you whether ${lowerFirst(ctx.k.breakIn[0])} is still the usual way in` : 'many hires come through people'}.`,
    },
    {
      id: makeId('rec', seed, 3),
      ...timelineFor(fit, ctx, refs.entry),
      category: 'timeline',
      priority: fitScore >= 80 ? 'high' : 'medium',
      impact: ctx.k.calendar[0]
        ? `Ties your preparation to the rhythm of the year: ${lowerFirst(ctx.k.calendar[0])}.`
        : 'Ties your preparation to a real application date.',
    },
  ];

  const name = cv.name === 'Candidate' ? 'Your' : `${cv.name}, your`;
  const summary = [
    `${name} CV is ${describeFit(band)} for ${ctx.title} (${fitScore}/100), judged on evidence of ${lowerFirst(ctx.skills[0] ?? 'its core skills')} and the role's other core skills.`,
    shown.length
      ? `Your work history shows ${shown.length} of the role's ${fit.skills.length} core skills (${quoteList((strong.length ? strong : shown).slice(0, 2).map((s) => s.skill))})${partly.length ? `, ${partly.length} of them only in part` : ''}.`
      : `None of your jobs shows the role's core skills yet, such as ${quoteList(fit.skills.slice(0, 2).map((s) => s.skill))}.`,
    listedOnly.length
      ? `You list ${quoteList(listedOnly.slice(0, 2).map((s) => s.skill))}${listedOnly.length > 2 ? ` and ${listedOnly.length - 2} more` : ''} without a job that shows ${listedOnly.length > 1 ? 'them' : 'it'}, which counts for little on its own.`
      : '',
    titledSentence(fit, titledOnly),
    otherWorkSentence(fit, ctx.title),
    gaps.length ? `Not in your CV at all: ${quoteList(gaps.slice(0, 2).map((g) => g.skill))}.` : '',
    band === 'weak'
      ? `On this evidence an application for ${ctx.title} roles would be unlikely to pass the first screen; ${ctx.k.breakIn[0] ? `the realistic route is ${lowerFirst(ctx.k.breakIn[0])}` : 'a stepping-stone role is the realistic route'}.`
      : '',
    explainFit(
      fit,
      `the ${fit.skills.length} core skills (${quoteList(fit.skills.slice(0, 2).map((s) => s.skill))} first)`,
    ),
  ]
    .filter(Boolean)
    .join(' ');

  return { fitScore, summary, strengths, gaps, recommendations };
}

/**
 * The recommendation that turns claims into evidence: skills only listed, else skills a job titled as the role
 * claims and no line shows, else a piece of work to show.
 */
function evidenceRecommendation(
  listedOnly: readonly SkillAssessment[],
  titledOnly: readonly SkillAssessment[],
  roleTitle: string,
  tools: readonly string[],
  example: string,
): { title: string; description: string; effort: string; impact: string } {
  const rewrite = 'Low: an evening rewriting your CV lines';
  if (listedOnly.length) {
    return {
      title: 'Show the skills you list',
      description: `Your CV lists ${quoteList(listedOnly.slice(0, 3).map((s) => s.skill))} but no job description shows them. Add a line to the job where you used each: what you did, for whom, and the result. A skills list alone counts for little with a screener.`,
      effort: rewrite,
      impact: `Turns ${lowerFirst(listedOnly[0]!.skill)} from a claim into evidence a screener can see.`,
    };
  }
  if (titledOnly.length) {
    return {
      title: 'Describe the work your job title claims',
      description: `Your job title says you do this work, but no line of that job shows ${quoteList(titledOnly.slice(0, 3).map((s) => s.skill))}. Add a line for each: what you did, for whom, and the result, in the words a screener for ${roleTitle} roles would look for.`,
      effort: rewrite,
      impact: `Turns ${lowerFirst(titledOnly[0]!.skill)} from a claim your title makes into evidence a screener can see.`,
    };
  }
  return {
    title: `Build evidence with a ${example}`,
    description: `Produce a ${example} on a real company or case using ${joinList(tools.slice(0, 2))} and put it in your portfolio; it answers "show me" in interviews.`,
    effort: `Moderate: two or three weekends on the ${example}`,
    impact: `Gives an interviewer a ${example} to discuss instead of a claim.`,
  };
}

/**
 * Skills a job titled as the role claims but none of its lines shows (`titledAs`): they count as listed skills,
 * and the user learns what to write.
 */
function titledSentence(fit: FitAssessment, titledOnly: readonly SkillAssessment[]): string {
  const titled = fit.titledAs;
  if (!titled || titledOnly.length === 0) return '';
  const more = titledOnly.length > 2 ? ` and ${titledOnly.length - 2} more` : '';
  return (
    `Your title as ${joinList(titled.titles.slice(0, 2))} claims the role's skills, so ` +
    `${quoteList(titledOnly.slice(0, 2).map((s) => s.skill))}${more} count as listed skills; your lines do not show ` +
    `${titledOnly.length > 1 ? 'them' : 'it'} yet: say what you did in each and the result.`
  );
}

/**
 * What the title reading found (`titles.ts`): jobs titled as another catalogue role, named with the CV's title
 * and the role it names, and what that does to the score.
 */
function otherWorkSentence(fit: FitAssessment, title: string): string {
  const jobs = (fit.otherWork ?? []).slice(0, 2);
  const first = jobs[0];
  if (!first) return '';
  const written = new Set(jobs.map((j) => j.title.toLowerCase()));
  const named = [...new Set(jobs.flatMap((j) => j.roles.slice(0, 1)))]
    .map((id) => getRole(id)?.title ?? id)
    .filter((t) => !written.has(t.toLowerCase()));
  const which = jobs.length > 1 ? 'those jobs' : 'that job';
  return (
    `Your role as ${joinList(jobs.map((j) => j.title))} is close to this work but is a different job` +
    `${
      named.length
        ? ` (${joinList(
            named.map((t) => an(t)),
            'or',
          )})`
        : ''
    }: the years in ${which} count as ${title} experience only as far ` +
    `as ${jobs.length > 1 ? 'they show' : 'it shows'} the role's skills, while the skills ${jobs.length > 1 ? 'they show' : 'it shows'} still count in full.`
  );
}

function gapFor(
  ctx: RoleContext,
  s: SkillAssessment,
  entry: string,
  seed: string,
  i: number,
): JobMatchResult['gaps'][number] {
  return {
    id: makeId('gap', seed, i),
    skill: s.skill,
    currentLevel: `No mention of ${lowerFirst(s.skill)} in your CV`,
    requiredLevel:
      s.importance === 'critical'
        ? `Confident working knowledge from day one as ${entry}`
        : `Working knowledge within your first year as ${entry}`,
    importance: s.importance,
    impact:
      s.importance === 'critical'
        ? `Interviewers for ${ctx.title} roles test ${lowerFirst(s.skill)} directly; without evidence of it your application is likely to stop at screening.`
        : s.importance === 'important'
          ? `You will use ${lowerFirst(s.skill)} regularly on the ${ctx.k.deliverables[i % Math.max(1, ctx.k.deliverables.length)] ?? 'job'}; showing you have started on it makes you a safer hire.`
          : `${upperFirst(lowerFirst(s.skill))} is learnable on the job, but evidence of it sets you apart from other candidates.`,
    suggestions: [
      `Do one piece of work that shows ${lowerFirst(s.skill)} and add it to your CV as a project with a result.`,
      `Ask someone working as ${an(ctx.title)} how they learned it and which ${ctx.tools[0] ?? 'tools'} skills matter most.`,
      `Start with ${resourcesFor(ctx, s.skill, 1)[0]?.title ?? 'a structured course'}, then practise on a ${ctx.k.deliverables[0] ?? 'real case'} built from public data.`,
    ],
    resources: gapResources(ctx, s.skill, seed),
  };
}

function timelineFor(
  fit: FitAssessment,
  ctx: RoleContext,
  entry: string,
): { title: string; description: string; timeline: string; effort: string } {
  if (fit.band === 'excellent') {
    return {
      title: 'Apply now',
      description: `Your CV already shows most of what ${an(ctx.title)} needs. Tailor it to each firm and apply.`,
      timeline: 'Now',
      effort: 'Low',
    };
  }
  if (fit.band === 'good') {
    return {
      title: 'Apply within three months',
      description: `Close the top gap, add the work sample, then apply for ${entry} roles.`,
      timeline: '3 months',
      effort: 'Moderate',
    };
  }
  return {
    title: 'Plan a stepping-stone role',
    description: `Aim first for a role that uses your current strengths and moves you closer: ${ctx.k.breakIn[0] ?? 'an adjacent junior role'}.`,
    timeline: fit.band === 'moderate' ? '6-12 months' : '12-24 months',
    effort: fit.band === 'moderate' ? 'Moderate' : 'High',
  };
}
