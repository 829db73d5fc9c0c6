import type { InterviewGuide } from '@fcs/shared/entities';
import { readJobDescription, readSelfProfile, type JobDescriptionIn, type SelfProfileIn } from './inputs';
import { an, buildRoleContext, ladderRefs, rngFor, type RoleContext } from './role-context';
import { roleExposure } from './skill-profile';
import { makeId } from './seed';
import {
  TermIndex,
  joinList,
  lowerFirst,
  phraseCoverage,
  possessive,
  quoteList,
  sentences,
  truncate,
  upperFirst,
} from './text';
import type { GeneratorContext } from './types';

type Item = InterviewGuide['questions'][number];
type Level = 'high' | 'medium' | 'low';

interface Requirement {
  text: string;
  source: 'requirement' | 'responsibility' | 'description' | 'role';
  /** Candidate skills/strengths that speak to it. */
  evidence: string[];
  covered: boolean;
}

/** Lines a job description asks for: its requirements and responsibilities, else bullet-like lines of its text. */
function requirementsOf(jd: JobDescriptionIn, ctx: RoleContext): { text: string; source: Requirement['source'] }[] {
  const listed = [
    ...jd.requirements.map((text) => ({ text, source: 'requirement' as const })),
    ...jd.responsibilities.map((text) => ({ text, source: 'responsibility' as const })),
  ];
  if (listed.length >= 3) return listed.slice(0, 10);
  const fromText = jd.description
    .split(/\n|•|·|;|(?<=\.)\s+/)
    .map((s) => s.replace(/^[-*\d.)\s]+/, '').trim())
    .filter((s) => s.split(/\s+/).length >= 4 && s.length <= 220)
    .slice(0, 6)
    .map((text) => ({ text, source: 'description' as const }));
  const fromRole = ctx.skills.slice(0, 4).map((text) => ({ text, source: 'role' as const }));
  return [...listed, ...fromText, ...fromRole].slice(0, 10);
}

/** A requirement about eligibility (a degree, a grade, a qualification held) rather than a skill. */
const EDUCATION_REQ = /\bdegree\b|\b2[:.][12]\b|\ba[- ]levels?\b|\bucas\b|\bgraduat(?:e|ing)\b|\bqualified\b/i;
/** What in a profile shows a degree under way or completed. */
const HAS_DEGREE =
  /\b(?:b\.?sc|b\.?a|m\.?sc|m\.?a|ph\.?d|llb|mba|meng|beng|degree|undergraduate|graduate|student at|university)\b/i;

export function isEligibility(req: string): boolean {
  return EDUCATION_REQ.test(req);
}

function assess(reqs: { text: string; source: Requirement['source'] }[], me: SelfProfileIn): Requirement[] {
  const candidateBits = [...me.skills, ...me.strengths];
  const experienceIndex = new TermIndex(me.experience);
  return reqs.map(({ text, source }) => {
    if (isEligibility(text)) {
      const has = HAS_DEGREE.test(me.experience);
      return { text, source, evidence: has ? ['your degree'] : [], covered: has };
    }
    const evidence = candidateBits.filter(
      (bit) =>
        phraseCoverage(bit, new TermIndex(text)).share >= 0.5 || phraseCoverage(text, new TermIndex(bit)).share >= 0.34,
    );
    const fromExperience = phraseCoverage(text, experienceIndex).share >= 0.4;
    return {
      text,
      source,
      evidence: fromExperience && evidence.length === 0 ? ['your experience'] : evidence,
      covered: evidence.length > 0 || fromExperience,
    };
  });
}

/**
 * The role's skill a requirement of the description calls on: the skill sharing most of its words, else, for
 * generic lines ("work in a team", "analytical skills"), a skill of the same kind (people work or analysis).
 */
export function linkedSkill(req: string, ctx: RoleContext, kinds: ReturnType<typeof roleExposure>): string {
  const index = new TermIndex(req);
  let best: { skill: string; share: number } | undefined;
  for (const skill of ctx.skills) {
    const share = Math.max(phraseCoverage(skill, index).share, phraseCoverage(req, new TermIndex(skill)).share);
    if (share > 0 && (!best || share > best.share)) best = { skill, share };
  }
  if (best && best.share >= 0.25) return best.skill;
  if (PEOPLE_WORK.test(req)) return kinds.human[0] ?? ctx.skills[ctx.skills.length - 1] ?? 'working with people';
  if (ANALYSIS_WORK.test(req)) return kinds.augmented[0] ?? ctx.skills[0] ?? 'analysis';
  return ctx.skills[0] ?? 'the core work';
}
const PEOPLE_WORK = /team|relationship|communicat|stakeholder|client|present|written|verbal|influenc|collaborat/i;
const ANALYSIS_WORK = /analy|problem|numer|data|model|quantitativ|research|detail/i;

/** Turns "Build financial models for clients" into a behavioural question quoting it, in the role's terms. */
function behaviouralQuestion(req: Requirement, company: string, skill: string): string {
  const line = truncate(req.text.replace(/[.;:]+$/, ''), 120);
  if (req.source === 'responsibility')
    return `This role involves “${lowerFirst(line)}”. Tell us about a time you did something similar, ideally involving ${lowerFirst(skill)}, and what the result was.`;
  if (req.source === 'role')
    return `How have you developed your ${lowerFirst(line)}, and how would you use it in your first three months at ${company}?`;
  return `What is your strongest evidence of “${lowerFirst(line)}”, and how would it show in ${lowerFirst(skill)}?`;
}

/** Interview guide (spec "Interview guide") from the job description, the candidate's profile and the role's family. */
export function generateInterviewPrep(gen: GeneratorContext): InterviewGuide {
  const ctx = buildRoleContext(gen.role);
  const jd = readJobDescription(gen.input, ctx.title);
  const me = readSelfProfile(gen.input);
  const rng = rngFor(ctx, 'interview', jd.title, jd.company, me.experience);
  const seed = `${ctx.jobId}:${jd.company}:${jd.title}`;
  const company = jd.company === 'Unknown Company' ? 'the firm' : jd.company;
  const refs = ladderRefs(ctx);
  const family = ctx.k.familyLabel.toLowerCase();
  const how = ctx.k.family?.interviewing;
  const sources = ctx.k.family?.verifySources ?? [];
  const kinds = roleExposure(ctx.skills);
  const reqs = assess(requirementsOf(jd, ctx), me);
  const covered = reqs.filter((r) => r.covered);
  const uncovered = reqs.filter((r) => !r.covered);
  const gaps = uncovered.filter((r) => !isEligibility(r.text));
  const skillFor = new Map(reqs.map((r) => [r.text, linkedSkill(r.text, ctx, kinds)]));
  const link = (r: Requirement) => skillFor.get(r.text) ?? ctx.skills[0] ?? 'the core work';

  let n = 0;
  const item = (title: string, content: string, priority: Level, tips: string[]): Item => ({
    id: makeId('item', seed, n++),
    title,
    content,
    priority,
    tips,
  });

  // The technical questions are the family's own (the sector's only when the family has none).
  const own = ctx.k.familyItems.interview ?? 0;
  const technical = rng.sample(own >= 3 ? ctx.k.interview.slice(0, own) : ctx.k.interview, 3);
  const questions: Item[] = [
    ...reqs
      .filter((r) => !isEligibility(r.text))
      .slice(0, 4)
      .map((r, i) =>
        item(
          behaviouralQuestion(r, company, link(r)),
          r.covered
            ? `You have something to say here (${joinList(r.evidence.slice(0, 2))}). In ${ctx.title} work it shows as ${lowerFirst(link(r))}: pick the example closest to that, then situation, task, your action and the measurable result.`
            : `Nothing in your profile speaks to this directly, so expect the panel to probe how it shows in ${ctx.title} work (${lowerFirst(link(r))}); prepare the closest example you have and what you are doing to build it.`,
          i < 2 ? 'high' : 'medium',
          r.covered
            ? [`Lead with the result, then how you got there, using the language of ${lowerFirst(link(r))}.`]
            : [`Name one concrete step you have taken towards ${lowerFirst(link(r))}.`],
        ),
      ),
    ...technical.map((t) =>
      item(t.question, `What a strong answer covers: ${t.guidance}`, 'high', [
        `Answer it as someone who does ${lowerFirst(linkedSkill(t.question, ctx, kinds))} every day would: with a number or a worked example.`,
      ]),
    ),
    item(
      `Why ${company}, and why ${jd.title}?`,
      `Show you know what ${company} does and where ${an(jd.title)} fits in it, and what you would contribute in year one to ${lowerFirst(ctx.skills[0] ?? 'the team’s work')}.`,
      'high',
      sources.length
        ? [
            `Read ${possessive(company)} latest annual report and check ${sources[0]} for what is changing in ${family} work.`,
          ]
        : [`Read ${possessive(company)} latest annual report and recent news; note three facts and one question.`],
    ),
  ];
  if (me.areas[0]) {
    questions.push(
      item(
        `You say you are working on ${lowerFirst(me.areas[0])}. What are you doing about it?`,
        `Name the area, the steps you have taken, and how it will help with ${lowerFirst(kinds.augmented[0] ?? ctx.skills[0] ?? 'the work')}; the panel is testing self-awareness.`,
        'medium',
        [],
      ),
    );
  }

  const strengths = me.strengths.length ? me.strengths : me.skills.slice(0, 3);
  const technicalTitles = technical.map((t) => t.question);
  const tips: Item[] = how
    ? [
        ...how.tips.map((tip, i) =>
          item(
            tip,
            i === 0
              ? `Panels for ${family} roles listen for this first; short, structured answers with numbers beat long ones.`
              : `It shows the panel you already think like someone doing ${lowerFirst(ctx.skills[i] ?? ctx.skills[0] ?? 'the job')}.`,
            i === 0 ? 'high' : 'medium',
            [],
          ),
        ),
        item('Questions for the panel', how.askThePanel.map((q) => `“${q}”`).join(' '), 'low', []),
      ]
    : [
        item(
          'Use STAR, and spend most of the time on Action and Result',
          'Situation and task in two sentences; then what you did and the measurable outcome.',
          'high',
          ['Keep each answer to about two minutes.'],
        ),
        item(
          `Know the tools: ${joinList(ctx.tools.slice(0, 3))}`,
          `Expect to be asked how you would use ${ctx.tools[0] ?? 'the core tools'} in the job; if you have not used it, say how you are learning it.`,
          'medium',
          [],
        ),
      ];

  const sections: InterviewGuide['sections'] = [
    {
      id: makeId('section', seed, 0),
      type: 'guide',
      title: `What ${company} will test`,
      content: `${how ? `For ${family} roles, ${lowerFirst(how.process)}` : `Expect a competency interview on the description's requirements, a technical test of ${lowerFirst(ctx.skills[0] ?? 'core skills')}, and a motivation discussion.`} You already cover ${covered.length} of the ${reqs.length} things the description asks for.`,
      items: reqs
        .slice(0, 6)
        .map((r, i) =>
          item(
            truncate(r.text, 140),
            isEligibility(r.text)
              ? r.covered
                ? `An eligibility check your profile meets; the panel for ${an(ctx.title)} will care more about ${lowerFirst(ctx.skills[0] ?? 'the core work')}, so spend little time on it.`
                : `An eligibility check: say plainly what you have or will have by the start date, then move on to ${lowerFirst(ctx.skills[0] ?? 'the core work')}.`
              : r.covered
                ? `Covered by ${quoteList(r.evidence.slice(0, 2))}. For ${an(ctx.title)} it means ${lowerFirst(link(r))}: prepare one story that proves it.`
                : `Not obvious from your profile: for ${an(ctx.title)} it means ${lowerFirst(link(r))}, so prepare a transferable example and how you are closing the gap.`,
            i < 3 ? 'high' : 'medium',
            [],
          ),
        ),
    },
    {
      id: makeId('section', seed, 1),
      type: 'questions',
      title: 'Questions to expect',
      content: `${questions.length} questions, built from this description, your profile and what panels for ${family} roles ask.`,
      items: questions,
    },
    {
      id: makeId('section', seed, 2),
      type: 'tips',
      title: 'How to answer well',
      content: how
        ? `What sinks candidates for ${family} roles: ${joinList(how.pitfalls.map((p) => lowerFirst(p.replace(/\.$/, ''))))}.`
        : `Panels for ${ctx.title} roles listen for precision and judgement.`,
      items: tips,
    },
    {
      id: makeId('section', seed, 3),
      type: 'preparation',
      title: 'Your preparation plan',
      content: `Spend most of your time on ${gaps.length ? `the ${gaps.length} requirement${gaps.length === 1 ? '' : 's'} your profile does not yet cover` : 'the technical questions'}, on “${truncate(technicalTitles[0] ?? 'the technical questions', 90)}” and on ${company} itself.`,
      items: [
        ...uncovered
          .filter((r) => !isEligibility(r.text))
          .slice(0, 3)
          .map((r) =>
            item(
              truncate(r.text, 100),
              `Find your closest example and prepare a 60-second answer; in ${ctx.title} work this is about ${lowerFirst(link(r))}.`,
              'high',
              [],
            ),
          ),
        ...me.areas
          .slice(0, 2)
          .map((a) =>
            item(
              `Work on: ${a}`,
              `You listed ${lowerFirst(a)} as an area to develop; prepare evidence of progress that matters for ${lowerFirst(ctx.skills[1] ?? ctx.skills[0] ?? 'the job')}.`,
              'medium',
              [],
            ),
          ),
        item(
          `Research ${company}`,
          sources.length
            ? `Read the latest annual report and Companies House filings, then ${joinList(sources.slice(0, 2))} for what is moving in ${family} work.`
            : `Read the latest annual report, recent news and Companies House filings; note three facts and one question.`,
          'high',
          [],
        ),
        item(
          'Rehearse the technical questions',
          `Practise “${truncate(technicalTitles[0] ?? 'the technical questions', 100)}” and the others above with a timer; ask someone working as ${an(ctx.title)} to test you.`,
          'medium',
          [],
        ),
      ],
    },
    {
      id: makeId('section', seed, 4),
      type: 'confidence',
      title: 'Why you can do this',
      content: `Your background already gives a ${ctx.title} panel reasons to say yes.`,
      items: strengths
        .slice(0, 4)
        .map((s, i) =>
          item(
            s,
            `Build an anchor story around “${lowerFirst(s)}”: in ${ctx.title} work it shows in ${lowerFirst(ctx.skills[i % Math.max(1, ctx.skills.length)] ?? 'the work')}.`,
            'medium',
            [],
          ),
        ),
    },
  ];

  const experienceLine = sentences(me.experience)[0];
  const confidenceBoosters = [
    covered.length
      ? `You already cover ${covered.length} of the ${reqs.length} things ${company} asks for, including ${quoteList(covered.slice(0, 2).map((r) => truncate(r.text, 60)))}.`
      : `Everyone who is now ${an(refs.manager)} once started without the full list; panels hire for potential at ${refs.entry} level.`,
    ...strengths
      .slice(0, 2)
      .map(
        (s, i) => `${upperFirst(s)} is what ${lowerFirst(ctx.skills[i] ?? 'the job')} rests on in ${ctx.title} work.`,
      ),
    experienceLine
      ? `Your experience (“${truncate(experienceLine, 90)}”) gives you real examples for ${lowerFirst(kinds.augmented[0] ?? ctx.skills[0] ?? 'the job')}.`
      : `Your preparation itself is evidence of the diligence ${ctx.title} work needs.`,
  ];

  const summary = [
    `${jd.title} at ${company}: you cover ${covered.length} of the ${reqs.length} requirements and responsibilities in the description, read as ${ctx.title} work${covered[0] ? ` (“${truncate(covered[0].text, 50)}” shows in ${lowerFirst(link(covered[0]))})` : ''}.`,
    gaps.length
      ? `Prepare hardest for ${quoteList(gaps.slice(0, 2).map((r) => truncate(r.text, 50)))}, which in ${ctx.title} work means ${joinList(gaps.slice(0, 2).map((r) => lowerFirst(link(r))))}.`
      : 'Focus your preparation on the technical questions and on the firm.',
    `The guide lists ${questions.length} likely questions, including “${truncate(technicalTitles[0] ?? 'technical ones', 90)}”.`,
    strengths[0] ? `Lead with your strongest point: “${lowerFirst(strengths[0])}”.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return { sections, questions, confidenceBoosters, summary };
}
