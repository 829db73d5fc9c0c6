import type { JobMatchResult } from '@fcs/shared/entities';
import { readCv, type CvIn } from './inputs';
import { resourcesFor } from './learning';
import { an, buildRoleContext, ladderRefs, type RoleContext } from './role-context';
import { makeId } from './seed';
import { skillCategory } from './skill-profile';
import {
  TermIndex,
  joinList,
  lowerFirst,
  phraseCoverage,
  quoteList,
  sentences,
  tokenize,
  truncate,
  upperFirst,
} from './text';
import type { GeneratorContext } from './types';

type GapResource = JobMatchResult['gaps'][number]['resources'][number];

interface SkillMatch {
  skill: string;
  index: number;
  /** 0-1 share of the skill's words found in the CV. */
  share: number;
  /** Credit towards the fit score: 1 full, 0.6 partial, 0.25 a trace, 0 none. */
  credit: number;
  hits: string[];
  evidence: string[];
}

/** Where a CV mentions things: each line tagged so evidence can quote it. */
function cvLines(cv: CvIn): string[] {
  const lines: string[] = [];
  if (cv.skills.length) lines.push(`Skills: ${cv.skills.join(', ')}`);
  for (const e of cv.experience) {
    const at = [e.title, e.company].filter(Boolean).join(' at ');
    if (e.description) for (const s of sentences(e.description)) lines.push(`${at}: ${s}`);
    for (const a of e.achievements) lines.push(`${at}: ${a}`);
    if (!e.description && e.achievements.length === 0 && at) lines.push(at);
  }
  for (const ed of cv.education) lines.push(`${ed.degree}${ed.institution ? `, ${ed.institution}` : ''}`);
  if (cv.summary) for (const s of sentences(cv.summary)) lines.push(`Summary: ${s}`);
  return lines;
}

function creditFor(share: number): number {
  if (share >= 0.6) return 1;
  if (share >= 0.3) return 0.6;
  if (share > 0) return 0.25;
  return 0;
}

/** Years of experience from durations such as "2019 - 2023", "Jan 2020 - Present", "3 years", "18 months". */
export function estimateYears(cv: CvIn): number {
  let total = 0;
  for (const e of cv.experience) {
    const d = e.duration.toLowerCase();
    const years = d.match(/(\d+(?:\.\d+)?)\s*(?:\+\s*)?(?:years?|yrs?)/);
    const months = d.match(/(\d+)\s*(?:months?|mos?)/);
    const range = d.match(/((?:19|20)\d{2})\s*(?:-|–|to)\s*((?:19|20)\d{2}|present|current|now|date)/);
    if (years) total += Number(years[1]);
    else if (months) total += Number(months[1]) / 12;
    else if (range) {
      const start = Number(range[1]);
      // "Present" is read as 2025 so the estimate does not depend on today's date (outputs stay deterministic).
      const end = /\d/.test(range[2] ?? '') ? Number(range[2]) : 2025;
      total += Math.max(0.5, end - start);
    } else if (e.title || e.company) total += 1;
  }
  return Math.round(total * 10) / 10;
}

const RELEVANT_DEGREE =
  /financ|econom|account|actuar|math|statist|physics|engineer|computer|data|law|business|management|banking|quant/i;

function matchSkills(ctx: RoleContext, cv: CvIn, lines: string[]): SkillMatch[] {
  const index = new TermIndex(lines.join('\n'));
  return ctx.skills.map((skill, i) => {
    const cov = phraseCoverage(skill, index);
    const lineIndexes = lines.map((l) => new TermIndex(l));
    const evidence = lines
      .filter((_, j) => cov.hits.some((h) => lineIndexes[j]?.has(h)))
      .sort((a, b) => Number(b.startsWith('Skills:')) - Number(a.startsWith('Skills:')))
      .slice(0, 2)
      .map((l) => truncate(l, 160));
    return { skill, index: i, share: cov.share, credit: creditFor(cov.share), hits: cov.hits, evidence };
  });
}

function importanceOf(index: number, total: number): 'critical' | 'important' | 'nice-to-have' {
  // Catalogue skill lists lead with what the job is built on.
  if (index < Math.min(3, Math.ceil(total / 3))) return 'critical';
  if (index < Math.ceil((2 * total) / 3)) return 'important';
  return 'nice-to-have';
}

function gapResources(ctx: RoleContext, skill: string, seed: string): GapResource[] {
  const allowed = new Set(['course', 'book', 'project', 'certification', 'mentorship']);
  const picked = resourcesFor(ctx, skill, 4)
    .map((r) => ({ ...r, type: r.type === 'tutorial' ? 'course' : r.type === 'community' ? 'mentorship' : r.type }))
    .filter((r) => allowed.has(r.type))
    .slice(0, 2);
  const deliverable = ctx.k.deliverables[0] ?? 'piece of work';
  const project: GapResource = {
    id: '',
    type: 'project',
    title: `Practise ${lowerFirst(skill)} on a real ${deliverable}`,
    description: `Produce a ${deliverable} using public information (annual reports, regulator publications, market data) and ask a practitioner to mark it.`,
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

/** Job match analysis (spec "Job match result"): fit from the overlap between the CV and the role's skills. */
export function generateJobMatch(gen: GeneratorContext): JobMatchResult {
  const ctx = buildRoleContext(gen.role);
  const cv = readCv(gen.input);
  const lines = cvLines(cv);
  const seed = `${ctx.jobId}:${cv.name}:${lines.join('|').length}`;
  const refs = ladderRefs(ctx);
  const matches = matchSkills(ctx, cv, lines);
  const cvIndex = new TermIndex(lines.join('\n'));

  // Components of the score, each 0-1.
  const coverage = matches.length ? matches.reduce((s, m) => s + m.credit, 0) / matches.length : 0;
  const interestText = `${ctx.title} ${ctx.interests.join(' ')} ${ctx.k.keywords.join(' ')}`;
  const interestWords = [...new Set(tokenize(interestText))].filter((w) => w.length >= 4);
  const interestHits = interestWords.filter((w) => cvIndex.has(w));
  const alignment = Math.min(1, interestHits.length / Math.max(3, interestWords.length * 0.3));
  const years = estimateYears(cv);
  const titleWords = tokenize(ctx.title).filter((w) => w.length >= 3);
  const titleIndex = new TermIndex(cv.experience.map((e) => e.title).join(' '));
  const titleRelevance = titleWords.length ? titleWords.filter((w) => titleIndex.has(w)).length / titleWords.length : 0;
  const experience = Math.min(1, years / 5) * 0.4 + Math.min(1, titleRelevance + alignment * 0.5) * 0.6;
  const degree = cv.education.find((e) => RELEVANT_DEGREE.test(e.degree));
  const education = degree ? 1 : cv.education.length ? 0.35 : 0;

  const fitScore = Math.round(
    Math.min(97, Math.max(5, 12 + 56 * coverage + 12 * alignment + 14 * experience + 6 * education)),
  );
  const band = fitScore >= 80 ? 'excellent' : fitScore >= 60 ? 'good' : 'moderate';

  const full = matches.filter((m) => m.credit >= 1);
  const partial = matches.filter((m) => m.credit > 0 && m.credit < 1);
  const missing = matches.filter((m) => m.credit < 1).sort((a, b) => a.credit - b.credit || a.index - b.index);

  const strengths: JobMatchResult['strengths'] = matches
    .filter((m) => m.credit >= 0.6)
    .sort((a, b) => b.credit - a.credit || a.index - b.index)
    .slice(0, 5)
    .map((m, i) => ({
      id: makeId('strength', seed, i),
      title: m.skill,
      category: skillCategory(m.skill),
      impact: importanceOf(m.index, matches.length) === 'critical' ? 'high' : m.credit >= 1 ? 'medium' : 'low',
      description:
        m.credit >= 1
          ? `Your CV shows ${lowerFirst(m.skill)} directly (${joinList(m.hits.slice(0, 3))}). ${upperFirst(an(ctx.title))} uses this every week, so lead with it in applications.`
          : `Your CV touches ${lowerFirst(m.skill)} (${joinList(m.hits.slice(0, 3))}) but not in depth. Make the example concrete: what you did, with which tools, and the result.`,
      evidence: m.evidence.length ? m.evidence : [`Mentions of ${joinList(m.hits.slice(0, 3))}`],
    }));

  if (years >= 1 && cv.experience[0]) {
    const first = cv.experience[0];
    strengths.push({
      id: makeId('strength', seed, strengths.length),
      title: `${years} years of work experience`,
      category: 'Experience',
      impact: titleRelevance >= 0.5 ? 'high' : years >= 3 ? 'medium' : 'low',
      description:
        titleRelevance >= 0.5
          ? `Your experience as ${first.title || 'a professional'} is close to the ${ctx.title} role, which shortens your learning curve.`
          : `Employers value a track record of delivering at work; frame your time${first.company ? ` at ${first.company}` : ''} around outcomes ${an(ctx.title)} would recognise.`,
      evidence: cv.experience.slice(0, 2).map((e) => [e.title, e.company, e.duration].filter(Boolean).join(', ')),
    });
  }
  if (degree) {
    strengths.push({
      id: makeId('strength', seed, strengths.length),
      title: degree.degree,
      category: 'Education',
      impact: 'medium',
      description: `A relevant degree gets you through the first screen for ${refs.entry} roles; mention modules that match the role's skills.`,
      evidence: [[degree.degree, degree.institution, degree.year].filter(Boolean).join(', ')],
    });
  }

  const gaps: JobMatchResult['gaps'] = missing.slice(0, 5).map((m, i) => {
    const importance = importanceOf(m.index, matches.length);
    return {
      id: makeId('gap', seed, i),
      skill: m.skill,
      currentLevel:
        m.credit === 0 ? 'No evidence in your CV' : `Some exposure (mentions ${joinList(m.hits.slice(0, 3))})`,
      requiredLevel:
        importance === 'critical'
          ? `Confident working knowledge from day one as ${refs.entry}`
          : `Working knowledge within your first year as ${refs.entry}`,
      importance,
      impact:
        importance === 'critical'
          ? `Interviewers for ${ctx.title} roles test this directly; without evidence of it your application is likely to stop at screening.`
          : importance === 'important'
            ? `You will use this regularly; showing you have started on it makes you a safer hire.`
            : 'Learnable on the job, but evidence of it sets you apart from other candidates.',
      suggestions: [
        `Do one piece of work that shows ${lowerFirst(m.skill)} and add it to your CV as a project with a result.`,
        `Ask someone working as ${an(ctx.title)} how they learned it and which ${ctx.tools[0] ?? 'tools'} skills matter most.`,
        m.credit > 0
          ? 'Rewrite the existing mention on your CV so the skill is explicit, with numbers.'
          : 'Start with a structured course, then practise on real public data.',
      ],
      resources: gapResources(ctx, m.skill, `${seed}:gap:${i}`),
    };
  });

  const topGap = gaps[0];
  const recommendations: JobMatchResult['recommendations'] = [
    {
      id: makeId('rec', seed, 0),
      title: topGap
        ? `Close the gap in ${lowerFirst(topGap.skill)}`
        : `Deepen your edge in ${lowerFirst(ctx.skills[0] ?? 'the core skill')}`,
      category: 'upskilling',
      priority: topGap?.importance === 'critical' || fitScore < 60 ? 'high' : 'medium',
      description: topGap
        ? `${topGap.resources[0]?.title ?? 'A structured course'} is the quickest credible route; pair it with a practical project so you have something to show.`
        : 'You already cover the core skills; go deeper with a recognised qualification.',
      timeline: fitScore >= 80 ? '1-2 months' : '3-6 months',
      effort: topGap?.importance === 'critical' ? 'High: 5-8 hours a week' : 'Moderate: 3-5 hours a week',
      impact: `Moves your fit score most, because ${topGap ? 'it is one of the skills the role is built on' : 'depth is what separates good candidates'}.`,
    },
    {
      id: makeId('rec', seed, 1),
      title: `Build evidence with a ${ctx.k.deliverables[0] ?? 'work sample'}`,
      category: 'experience',
      priority: fitScore < 80 ? 'high' : 'medium',
      description: `Produce a ${ctx.k.deliverables[0] ?? 'work sample'} on a real company or case using ${joinList(ctx.tools.slice(0, 2))} and put it in your portfolio; it answers "show me" in interviews.`,
      timeline: '4-6 weeks',
      effort: 'Moderate: two or three weekends',
      impact: 'Turns claimed skills into demonstrated ones.',
    },
    {
      id: makeId('rec', seed, 2),
      title: 'Talk to people in the role',
      category: 'networking',
      priority: 'medium',
      description: `Ask three people working as ${ctx.title} (via alumni networks, LinkedIn or ${ctx.k.resources.find((r) => r.type === 'community')?.title ?? 'your professional body'}) for 20 minutes each about how they got in and what they would look for in your CV.`,
      timeline: 'Next 4 weeks',
      effort: 'Low: a few hours',
      impact: 'Referrals and honest feedback; many hires in this field come through people.',
    },
    {
      id: makeId('rec', seed, 3),
      title: fitScore >= 80 ? 'Apply now' : fitScore >= 60 ? 'Apply within three months' : 'Plan a stepping-stone role',
      category: 'timeline',
      priority: fitScore >= 80 ? 'high' : 'medium',
      description:
        fitScore >= 80
          ? `Your CV already matches most of what ${an(ctx.title)} needs. Tailor it to each firm and apply.`
          : fitScore >= 60
            ? `Close the top gap, add the work sample, then apply for ${refs.entry} roles.`
            : `Aim first for a role that uses your current strengths and moves you closer: ${ctx.k.breakIn[0] ?? 'an adjacent junior role'}.`,
      timeline: fitScore >= 80 ? 'Now' : fitScore >= 60 ? '3 months' : '6-18 months',
      effort: fitScore >= 80 ? 'Low' : 'Moderate',
      impact: 'Keeps your preparation tied to a real application date.',
    },
  ];

  const summary = [
    `${cv.name === 'Candidate' ? 'Your' : `${cv.name}, your`} CV is ${band === 'excellent' ? 'an excellent' : band === 'good' ? 'a good' : 'a moderate'} fit for ${ctx.title} (${fitScore}/100).`,
    `It covers ${full.length} of the role's ${matches.length} core skills fully${full.length ? ` (${quoteList(full.slice(0, 2).map((m) => m.skill))})` : ''} and ${partial.length} partly.`,
    gaps.length
      ? `The biggest gaps are ${quoteList(gaps.slice(0, 2).map((g) => g.skill))}.`
      : 'There are no significant skill gaps against the role profile.',
    years > 0
      ? `About ${years} years of experience counted${titleRelevance >= 0.5 ? ', in closely related roles' : ''}.`
      : 'No dated work experience was found, so experience counted for little.',
    `How the score is built: 12 base points, plus up to 56 for skill coverage (${Math.round(coverage * 100)}%), 12 for alignment with the role's subject matter (${Math.round(alignment * 100)}%), 14 for experience (${Math.round(experience * 100)}%) and 6 for education (${Math.round(education * 100)}%).`,
  ].join(' ');

  return { fitScore, summary, strengths, gaps, recommendations };
}
