import { DAY_PERIODS } from '@fcs/shared/constants';
import { readArticleFor } from './article-analysis';
import { answerTopic, coachInputFrom, coachReply } from './coach';
import { detectTopic, type Topic } from './coach-topics';
import { readArticle, readJobDescription, readSelfProfile, type JobDescriptionIn, type SelfProfileIn } from './inputs';
import { linkedSkill } from './interview-prep';
import { roleExposure } from './skill-profile';
import { EVENT_LABEL } from './news-lens';
import { impactPhrase, viewNews } from './news-interpretation';
import { an, buildRoleContext, fillTemplate, ladderRefs, type RoleContext } from './role-context';
import { TermIndex, joinList, lowerFirst, phraseCoverage, sentences, truncate } from './text';
import type { TextContext } from './types';

/*
 * The offline engine's prose: the coach's replies (./coach.ts), and the analysis texts the workflows stream.
 * Coach replies recognise what a question asks (./coach-topics.ts) and answer it from the role's data and its
 * family's and sector's knowledge; the same conversation always gets the same reply. Workflow texts read the
 * run's input (the article, the job description) as data.
 */

export { detectTopic } from './coach-topics';

// ---------------------------------------------------------------- analysis texts

/** "Article: T (source: S)\n<content>\n\n<instructions>" → the article's parts. */
function parseArticlePrompt(prompt: string): { title: string; source: string; content: string } | null {
  const m = prompt.match(/^Article:\s*(.+?)(?:\s*\(source:\s*([^)]*)\))?\s*$/m);
  if (!m) return null;
  const after = prompt.slice((m.index ?? 0) + m[0].length).trim();
  const content = after.split(/\n\s*\n/)[0] ?? after;
  return { title: (m[1] ?? '').trim(), source: (m[2] ?? 'Uploaded file').trim(), content };
}

function articleLens(ctx: RoleContext, article: { title: string; source: string; content: string }): string {
  const view = viewNews(ctx, article.title, article.content);
  const { lens, second, reading, family } = view;
  const headline = `“${truncate(article.title, 100)}”`;
  const body = readArticleFor(article.title, article.content, new TermIndex('')).bodies[0];
  const own = reading.verifySources.slice(0, 2);
  const checkFacts = body
    ? `Check its facts in ${body.primarySource}${own.length ? ` and what it means for your numbers in ${joinList(own)}` : ', not in the press summary'}.`
    : own.length
      ? `What it does not tell you is what it does to your own numbers; for that, read ${joinList(own)}.`
      : '';
  if (!lens) {
    return [
      `For ${an(ctx.title)}, ${headline} is ${view.event ? EVENT_LABEL[view.event] : 'a story of no kind we classify'}: “${reading.lead}”`,
      `Our knowledge of ${family} work holds no reading of that kind of news, so this note does not guess what it changes in the job.`,
      reading.quotes.length ? `The lines closest to the work: ${reading.quotes.map((q) => `“${q}”`).join(' ')}` : '',
      checkFacts,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return [
    `For ${an(ctx.title)}, ${headline} is ${EVENT_LABEL[lens.event]}, and ${impactPhrase(lens.lens.impact)} for ${family} work.`,
    lens.lens.meaning,
    reading.quotes[0] ? `The line that matters most here: “${reading.quotes[0]}”` : '',
    `First thing to do: ${lowerFirst(lens.lens.action)}`,
    lens.lens.watch.length ? `Numbers to watch: ${joinList(lens.lens.watch)}.` : '',
    second ? `It is also ${EVENT_LABEL[second.event]}: ${lowerFirst(second.lens.meaning)}` : '',
    checkFacts,
  ]
    .filter(Boolean)
    .join(' ');
}

function field(prompt: string, label: string): string {
  const m = prompt.match(new RegExp(`${label}:\\s*([^\\n]*)`, 'i'));
  return (m?.[1] ?? '').trim();
}

/** "The job: T at C." prompts (the pre-fence prompt format) read back into a job description and a profile. */
function briefingFromPrompt(ctx: RoleContext, prompt: string): { jd: JobDescriptionIn; me: SelfProfileIn } {
  const job = prompt.match(/The job:\s*(.+?) at (.+?)\.\s*$/m);
  const skillsLine = prompt.match(/Skills:\s*(.*?)\.\s*Strengths:\s*(.*?)\.\s*Working on:\s*(.*?)\.?\s*$/m);
  const items = (text: string | undefined, sep: string) =>
    (text ?? '')
      .split(sep)
      .map((s) => s.trim())
      .filter((s) => s && s !== 'not given');
  return {
    jd: {
      title: job?.[1]?.trim() || ctx.title,
      company: job?.[2]?.trim() || 'Unknown Company',
      description: '',
      requirements: items(field(prompt, 'Requirements'), ';'),
      responsibilities: [],
    },
    me: {
      experience: field(prompt, 'The candidate'),
      skills: items(skillsLine?.[1], ','),
      strengths: items(skillsLine?.[2], ','),
      areas: items(skillsLine?.[3], ','),
    },
  };
}

function interviewBriefing(ctx: RoleContext, jd: JobDescriptionIn, me: SelfProfileIn): string {
  const title = jd.title || ctx.title;
  const company = jd.company && jd.company !== 'Unknown Company' ? jd.company : 'the firm';
  const requirements = [...jd.requirements, ...jd.responsibilities];
  const how = ctx.k.family?.interviewing;
  const kinds = roleExposure(ctx.skills);
  const candidateIndex = new TermIndex(`${me.experience} ${me.skills.join(' ')} ${me.strengths.join(' ')}`);
  const weak = requirements.filter((r) => phraseCoverage(r, candidateIndex).share < 0.34);
  const probe = weak[0] ?? requirements[0];
  const probeSkill = probe ? linkedSkill(probe, ctx, kinds) : (ctx.skills[0] ?? 'the technical core of the role');
  const question = ctx.k.interview[0]?.question;
  return [
    how
      ? `For ${title} at ${company}, expect what ${ctx.k.familyLabel.toLowerCase()} panels usually run: ${lowerFirst(how.process)}`
      : `Expect motivation questions first (why ${company}, why this seat), then the technical core: ${lowerFirst(ctx.skills[0] ?? 'core skills')}, probably with a short exercise.`,
    question ? `A question to have ready: “${question}”` : '',
    probe
      ? `Your background will be tested hardest on “${lowerFirst(truncate(probe, 90))}”, which in ${ctx.title} work means ${lowerFirst(probeSkill)}; have a concrete example ready, or an honest account of how you are closing the gap.`
      : '',
    me.experience
      ? `Your experience (“${truncate(sentences(me.experience)[0] ?? me.experience, 100)}”) is your best material: turn it into two or three stories that show ${lowerFirst(kinds.augmented[0] ?? ctx.skills[0] ?? 'the work')}.`
      : '',
    me.areas[0]
      ? `If ${lowerFirst(me.areas[0])} comes up, name it as a development area and say how it will help with ${lowerFirst(ctx.skills[1] ?? ctx.skills[0] ?? 'the job')}.`
      : '',
    how?.pitfalls[0] ? `What sinks candidates here: ${lowerFirst(how.pitfalls[0])}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function dayNarration(ctx: RoleContext): string {
  const first = ctx.k.day[0]?.[0];
  const mid = ctx.k.day[2]?.[0];
  const late = ctx.k.day[4]?.[0];
  const fill = (t: string) => fillTemplate(t, ctx);
  return [
    `My day as ${an(ctx.title)} starts before ${DAY_PERIODS[0]?.timeRange.split('-')[1] ?? '9'}: ${lowerFirst(fill(first?.description ?? 'catching up on overnight news'))}`,
    `By midday I am usually ${lowerFirst(fill(mid?.title ?? 'in meetings'))}, and the afternoon goes on ${lowerFirst(ctx.skills[0] ?? 'the core work')}.`,
    `I finish with ${lowerFirst(fill(late?.title ?? 'planning tomorrow'))}. ${ctx.k.hours.split('. ')[0]}.`,
  ].join(' ');
}

/** Step narration for a workflow: a sentence or two about what is happening, in the role's terms. */
function narrate(ctx: RoleContext, prompt: string): string {
  const p = prompt.toLowerCase();
  if (/\bday\b|schedule|persona/.test(p)) return dayNarration(ctx);
  if (/article|news/.test(p))
    return `Reading it the way ${an(ctx.title)} would: what changes for ${ctx.k.counterparties[0] ?? 'clients'} and for the next ${ctx.k.deliverables[0] ?? 'piece of work'}.`;
  if (/\bcv\b|resume|fit|match/.test(p))
    return `Comparing your experience with the ${ctx.skills.length} core skills of ${an(ctx.title)}, word by word, including partial matches.`;
  if (/interview|job description/.test(p))
    return `Looking at the description the way a ${ladderRefs(ctx).manager} on the panel would.`;
  if (/company|firm|report/.test(p)) return `Researching the firm through the lens of the ${ctx.k.department}.`;
  if (/\bai\b|automat/.test(p))
    return `Sorting the ${ctx.skills.length} core skills of ${an(ctx.title)} into work tools already do, work they speed up, and work that stays human.`;
  if (/scenario|sandbox|simulation/.test(p))
    return `Setting up a realistic week as ${an(ctx.title)}: ${lowerFirst(fillTemplate(ctx.k.week.scenario, ctx))}`;
  return `Working through this as ${an(ctx.title)} would, using the role's skills (${joinList(ctx.skills.slice(0, 2).map(lowerFirst))}) and tools (${joinList(ctx.tools.slice(0, 2))}).`;
}

/** The coach's six workflow asks, recognised by their wording before general topic detection. */
const WORKFLOW_ASKS: { pattern: RegExp; topic: Topic }[] = [
  { pattern: /roles? adjacent|adjacent to this|move into/i, topic: 'adjacent' },
  {
    pattern: /kinds of (?:market|regulatory)|news that matters?|how a professional in the role reads it/i,
    topic: 'news',
  },
  { pattern: /prepare me for an interview|questions i will most likely be asked/i, topic: 'interview' },
  { pattern: /how ai is changing|which tasks are being automated/i, topic: 'ai' },
  { pattern: /realistic working day|working day in this role|from 7am/i, topic: 'day' },
  { pattern: /research a firm|before applying for this role/i, topic: 'research_firm' },
];

function analysis(ctx: RoleContext, prompt: string, tc: TextContext): string {
  // The run's input is the data; the prompt is only read when a caller sends no input (older prompt formats).
  if (tc.task === 'news_interpretation.lens') return articleLens(ctx, readArticle(tc.input));
  if (tc.task === 'interview_prep.briefing')
    return interviewBriefing(ctx, readJobDescription(tc.input, ctx.title), readSelfProfile(tc.input));
  const article = parseArticlePrompt(prompt);
  if (article) return articleLens(ctx, article);
  if (/^The job:/m.test(prompt)) {
    const { jd, me } = briefingFromPrompt(ctx, prompt);
    return interviewBriefing(ctx, jd, me);
  }
  const topic = WORKFLOW_ASKS.find((w) => w.pattern.test(prompt))?.topic ?? detectTopic(prompt);
  return answerTopic(ctx, topic, 0, coachInputFrom(tc.resume));
}

/** The offline engine's prose: coach replies, step narration and analysis texts for the role. */
export function offlineText(tc: TextContext): string {
  const ctx = buildRoleContext(tc.role);
  const prompt = typeof tc.prompt === 'string' ? tc.prompt : '';
  const history = Array.isArray(tc.history) ? tc.history.filter((t) => t && typeof t.content === 'string') : [];
  if (tc.kind === 'narration') return narrate(ctx, prompt);
  if (tc.kind === 'analysis') return analysis(ctx, prompt, tc);
  return coachReply(ctx, prompt, history, coachInputFrom(tc.resume));
}
