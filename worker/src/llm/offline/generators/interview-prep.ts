import type { InterviewGuide } from '@fcs/shared/entities';
import { readJobDescription, readSelfProfile, type JobDescriptionIn, type SelfProfileIn } from './inputs';
import { an, buildRoleContext, ladderRefs, rngFor, type RoleContext } from './role-context';
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

function assess(reqs: { text: string; source: Requirement['source'] }[], me: SelfProfileIn): Requirement[] {
  const candidateBits = [...me.skills, ...me.strengths];
  const experienceIndex = new TermIndex(me.experience);
  return reqs.map(({ text, source }) => {
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

/** Turns "Build financial models for clients" into a behavioural question quoting it. */
function behaviouralQuestion(req: Requirement, company: string): string {
  const line = truncate(req.text.replace(/[.;:]+$/, ''), 120);
  if (req.source === 'responsibility')
    return `This role involves “${lowerFirst(line)}”. Tell us about a time you did something similar, and what the result was.`;
  if (req.source === 'role')
    return `How have you developed your ${lowerFirst(line)}, and how would you use it in your first three months at ${company}?`;
  return `We ask for “${lowerFirst(line)}”. What is your strongest evidence of it?`;
}

/** Interview guide (spec "Interview guide") from the job description and the candidate's own profile. */
export function generateInterviewPrep(gen: GeneratorContext): InterviewGuide {
  const ctx = buildRoleContext(gen.role);
  const jd = readJobDescription(gen.input, ctx.title);
  const me = readSelfProfile(gen.input);
  const rng = rngFor(ctx, 'interview', jd.title, jd.company, me.experience);
  const seed = `${ctx.jobId}:${jd.company}:${jd.title}`;
  const company = jd.company === 'Unknown Company' ? 'the firm' : jd.company;
  const refs = ladderRefs(ctx);
  const reqs = assess(requirementsOf(jd, ctx), me);
  const covered = reqs.filter((r) => r.covered);
  const uncovered = reqs.filter((r) => !r.covered);

  let n = 0;
  const item = (title: string, content: string, priority: Level, tips: string[]): Item => ({
    id: makeId('item', seed, n++),
    title,
    content,
    priority,
    tips,
  });

  // The questions: behavioural ones from the description, technical ones of the sector, motivation, the areas.
  const technical = rng.sample(ctx.k.interview, 3);
  const questions: Item[] = [
    ...reqs
      .slice(0, 4)
      .map((r, i) =>
        item(
          behaviouralQuestion(r, company),
          r.covered
            ? `You have something to say here (${joinList(r.evidence.slice(0, 2))}). Use the STAR structure: situation, task, your action, the measurable result.`
            : `Nothing in your profile speaks to this directly, so expect the panel to probe. Prepare the closest example you have and say what you are doing to build the skill.`,
          i < 2 ? 'high' : 'medium',
          r.covered
            ? [
                'Lead with the result, then explain how you got there.',
                'Name the tools you used and your own contribution, not the team’s.',
              ]
            : [
                'Be honest about the gap; show a plan and progress.',
                'Bring a transferable example with a clear outcome.',
              ],
        ),
      ),
    ...technical.map((t) =>
      item(t.question, `What a strong answer covers: ${t.guidance}`, 'high', [
        `Practise it out loud until it takes under two minutes.`,
        `Link it back to ${possessive(company)} work.`,
      ]),
    ),
    item(
      `Why ${company}, and why ${jd.title}?`,
      `Show you know what ${company} does and where ${an(jd.title)} fits in it: name a recent development, a business line and what you would contribute in year one.`,
      'high',
      [
        'Avoid generic answers about prestige or pay.',
        `Mention something specific from ${possessive(company)} latest annual report or news.`,
      ],
    ),
  ];
  if (me.areas[0]) {
    questions.push(
      item(
        `You say you are working on ${lowerFirst(me.areas[0])}. What are you doing about it?`,
        'Panels ask about weaknesses to test self-awareness. Name the area, the concrete steps you have taken and what has improved.',
        'medium',
        ['Pick a real development area, not a disguised strength.', 'Give evidence of progress.'],
      ),
    );
  }

  const strengths = me.strengths.length ? me.strengths : me.skills.slice(0, 3);
  const sections: InterviewGuide['sections'] = [
    {
      id: makeId('section', seed, 0),
      type: 'guide',
      title: `How ${company} will assess you for ${jd.title}`,
      content: `Expect a competency interview on the description's requirements, a technical test of ${lowerFirst(ctx.skills[0] ?? 'core skills')}, and a motivation discussion. You already cover ${covered.length} of the ${reqs.length} things the role asks for.`,
      items: reqs
        .slice(0, 6)
        .map((r, i) =>
          item(
            truncate(r.text, 140),
            r.covered
              ? `Covered by ${joinList(r.evidence.slice(0, 2))}. Prepare one story that proves it.`
              : 'Not obvious from your profile. Prepare how you would close the gap and a transferable example.',
            i < 3 ? 'high' : 'medium',
            r.covered ? ['Quantify the result.'] : ['Name a course or project you have started.'],
          ),
        ),
    },
    {
      id: makeId('section', seed, 1),
      type: 'questions',
      title: 'Questions to expect',
      content: `The ${questions.length} questions below are the ones panels for ${an(ctx.title)} role ask most, built from this job description and your profile.`,
      items: questions,
    },
    {
      id: makeId('section', seed, 2),
      type: 'tips',
      title: 'How to answer well',
      content: `Panels for ${ctx.title} roles listen for precision and judgement. Short, structured answers with numbers beat long ones.`,
      items: [
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
          ['Mention a specific function or feature you have used.'],
        ),
        item(
          `Show you know the rules: ${ctx.k.regulation[0] ?? 'the regulation of the role'}`,
          `A one-line explanation of why it matters for ${an(ctx.title)} shows maturity.`,
          'medium',
          ['Do not overclaim; accuracy matters more than breadth.'],
        ),
        item(
          'Ask two good questions at the end',
          `For example: how success is measured in the first year (often ${lowerFirst(ctx.k.kpis[0]?.name ?? 'team targets')}), and how the team is adopting new tools.`,
          'low',
          ['Avoid questions answered on the website.'],
        ),
      ],
    },
    {
      id: makeId('section', seed, 3),
      type: 'preparation',
      title: 'Your preparation plan',
      content: `Spend most of your time on the ${uncovered.length ? `${uncovered.length} requirement${uncovered.length === 1 ? '' : 's'} your profile does not yet cover` : 'technical questions'} and on ${company} itself.`,
      items: [
        ...uncovered
          .slice(0, 3)
          .map((r) =>
            item(
              `Prepare for: ${truncate(r.text, 100)}`,
              `Find your closest example and prepare a 60-second answer on how you are building this. A practical exercise on ${ctx.k.deliverables[0] ?? 'a real case'} helps.`,
              'high',
              ['Write the answer down, then say it aloud.'],
            ),
          ),
        ...me.areas
          .slice(0, 2)
          .map((a) =>
            item(
              `Work on: ${a}`,
              `You listed ${lowerFirst(a)} as an area to develop; prepare evidence of progress.`,
              'medium',
              ['One concrete step you took this month.'],
            ),
          ),
        item(
          `Research ${company}`,
          `Read the latest annual report and results, recent news and ${possessive(company)} website; note three facts and one question.`,
          'high',
          ['Check Companies House for the legal entity and recent filings.'],
        ),
        item(
          'Rehearse the technical questions',
          `Practise the technical questions above with a timer; ask someone working as ${an(ctx.title)} to test you.`,
          'medium',
          ['Record yourself once and listen back.'],
        ),
      ],
    },
    {
      id: makeId('section', seed, 4),
      type: 'confidence',
      title: 'Why you can do this',
      content: `Your background already gives the panel reasons to say yes.`,
      items: strengths
        .slice(0, 4)
        .map((s) =>
          item(s, `Use ${lowerFirst(s)} as your anchor story; it answers several of the likely questions.`, 'medium', [
            'Open with it when asked to introduce yourself.',
          ]),
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
      .map((s, i) =>
        i === 0
          ? `${upperFirst(s)} is exactly what ${ctx.title} teams rely on under pressure.`
          : `${upperFirst(s)} will show in how you handle the technical questions; let it.`,
      ),
    experienceLine
      ? `Your experience (“${truncate(experienceLine, 90)}”) gives you real examples to draw on.`
      : 'Your preparation itself is evidence of the diligence this job needs.',
    'The panel wants you to do well: they need to fill the role.',
  ];

  const summary = [
    `${jd.title} at ${company}: you cover ${covered.length} of the ${reqs.length} requirements and responsibilities in the description${covered.length ? ` (${quoteList(covered.slice(0, 2).map((r) => truncate(r.text, 50)))})` : ''}.`,
    uncovered.length
      ? `Prepare hardest for ${quoteList(uncovered.slice(0, 2).map((r) => truncate(r.text, 50)))}.`
      : 'Focus your preparation on the technical questions and on the firm.',
    `The guide lists ${questions.length} likely questions, including technical ones on ${lowerFirst(ctx.skills[0] ?? 'core skills')}.`,
    strengths[0] ? `Lead with ${lowerFirst(strengths[0])}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return { sections, questions, confidenceBoosters, summary };
}
