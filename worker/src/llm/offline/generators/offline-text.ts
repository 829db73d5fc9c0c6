import { getRole, ROLES } from '@fcs/shared/catalog/roles';
import { DAY_PERIODS } from '@fcs/shared/constants';
import { computeRisk, riskLevel } from './ai-impact';
import { simulateDay } from './day-in-life';
import { readArticleFor } from './article-analysis';
import { readArticle, readJobDescription, readSelfProfile, type JobDescriptionIn, type SelfProfileIn } from './inputs';
import { EVENT_LABEL } from './news-lens';
import { impactPhrase, viewNews } from './news-interpretation';
import { sectorKnowledge } from '../knowledge/index';
import { resourcesFor } from './learning';
import { an, buildRoleContext, dataSource, fillTemplate, ladderRefs, rngFor, type RoleContext } from './role-context';
import { hashString } from './seed';
import { roleExposure } from './skill-profile';
import { TermIndex, joinList, lowerFirst, phraseCoverage, quoteList, sentences, truncate, upperFirst } from './text';
import type { ChatTurn, TextContext } from './types';

/*
 * The offline engine's prose: the coach's replies in the voice of a veteran of the role, and the analysis
 * texts the workflows stream. Replies recognise the topic of the question and answer it from the role's
 * data and its family's and sector's knowledge; a repeated or follow-up question gets a different angle, chosen
 * from the conversation so far (never at random), so the same conversation always gets the same reply.
 */

export type Topic =
  | 'day'
  | 'skills'
  | 'break_in'
  | 'interview'
  | 'pay'
  | 'stress'
  | 'ai'
  | 'week'
  | 'tools'
  | 'regulation'
  | 'adjacent'
  | 'news'
  | 'research_firm'
  | 'overview';

const TOPICS: { topic: Topic; pattern: RegExp }[] = [
  {
    topic: 'interview',
    pattern:
      /\binterview|assessment cent|superday|technical question|case study|questions? (?:will|might|would) (?:i|they) be asked|panel\b/gi,
  },
  {
    topic: 'ai',
    pattern:
      /\bai\b|artificial intelligence|automat|chatgpt|copilot|machine learning|\brobots?\b|replace[ds]? (?:by|with)|future[- ]proof|generative|\bllm/gi,
  },
  {
    topic: 'pay',
    pattern:
      /\bpay\b|paid|salar|bonus|earn|compensation|money|package|promot|progress|career path|ladder|how (?:fast|quickly) .* senior|get to (?:vp|director|md|partner)/gi,
  },
  {
    topic: 'stress',
    pattern:
      /stress|work[- ]?life|balance|hours|burn ?out|pressure|weekend|late nights?|long days?|family|wellbeing|mental/gi,
  },
  {
    topic: 'break_in',
    pattern:
      /break (?:in|into)|get (?:in|into)|getting in|entry|graduate|internship|spring week|apply|application|career change|switch|transition|move into|no experience|without experience|\bcv\b|resume|start(?:ing)? out|how do i become|become an?\b/gi,
  },
  {
    topic: 'skills',
    pattern:
      /skill|learn|qualif|course|certif|study|exam|\bcfa\b|\bacca\b|\baca\b|\bfrm\b|\bcii\b|\bcisi\b|what should i know|prepare myself|good at|strengths?/gi,
  },
  { topic: 'week', pattern: /\bweek\b|weekly|calendar|year look like|busy season|rhythm/gi },
  {
    topic: 'day',
    pattern:
      /\bday\b|daily|typical|routine|day-to-day|what do (?:you|they) (?:actually )?do|actually do|morning|responsibilit|tasks?\b/gi,
  },
  {
    topic: 'tools',
    pattern: /\btools?\b|software|system|excel|bloomberg|python|\bsql\b|platform|terminal|tech stack/gi,
  },
  {
    topic: 'regulation',
    pattern:
      /regulat|\bfca\b|\bpra\b|compliance|rules?\b|\blaw\b|legal|sm&cr|consumer duty|mifid|basel|solvency|ifrs/gi,
  },
  {
    topic: 'adjacent',
    pattern:
      /similar roles?|other roles?|adjacent|alternatives?|exit opportunit|exits?\b|move (?:on|next)|next role|related (?:jobs|roles)|where (?:can|could) (?:i|this) lead/gi,
  },
  { topic: 'news', pattern: /\bnews\b|headlines?|market events?|what to read|keep up|stay informed|current affairs/gi },
  {
    topic: 'research_firm',
    pattern: /research (?:a|the) (?:firm|company|employer)|annual report|which firm|company research|before applying/gi,
  },
];

const FOLLOW_UP =
  /^(?:tell me more|more|go on|why\??|how so\??|and\??|what else\??|expand|elaborate|details?|can you explain|say more|ok(?:ay)?,? (?:and|so)|really\??)\b/i;

/** The topic a message is about: the pattern with the most hits, ties broken by list order. */
export function detectTopic(text: string): Topic {
  let best: Topic = 'overview';
  let bestHits = 0;
  for (const { topic, pattern } of TOPICS) {
    const hits = text.match(pattern)?.length ?? 0;
    if (hits > bestHits) {
      best = topic;
      bestHits = hits;
    }
  }
  return best;
}

/** Topic of a chat turn, following up on the previous user turn when the message is just "tell me more". */
function topicInConversation(prompt: string, history: ChatTurn[]): Topic {
  const direct = detectTopic(prompt);
  if (direct !== 'overview' || !FOLLOW_UP.test(prompt.trim())) return direct;
  const previous = [...history].reverse().find((t) => t.role === 'user' && detectTopic(t.content) !== 'overview');
  return previous ? detectTopic(previous.content) : 'overview';
}

/** Rotates a list so a second answer on the same topic leads with different items. */
function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const n = ((by % items.length) + items.length) % items.length;
  return [...items.slice(n), ...items.slice(0, n)];
}

function bullets(items: string[]): string {
  return items.map((i) => `- ${i}`).join('\n');
}

function yearsIn(ctx: RoleContext): number {
  return 14 + (hashString(ctx.title) % 9);
}

// ---------------------------------------------------------------- topic answers

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
    '**How a day actually runs**',
    bullets(periods),
    '',
    `**Who you deal with:** ${joinList([...ctx.k.colleagues.slice(0, 3), ...ctx.k.counterparties.slice(0, 2)])}.`,
    `**What you work in:** ${joinList(ctx.tools.slice(0, 5))}.`,
    '',
    `The honest bit: expect ${lowerFirst(ctx.k.challenges[variant % ctx.k.challenges.length] ?? 'moving deadlines')} more often than anyone admits at interview.`,
  ].join('\n');
}

function answerSkills(ctx: RoleContext, variant: number): string {
  const skills = rotate(ctx.skills, variant * 2).slice(0, 4);
  const lines = skills.map((s) => {
    const r = resourcesFor(ctx, s, 1)[0];
    return `**${s}.** ${r ? `${r.title} (${r.duration}) is the quickest credible route; then practise on real work.` : 'Learn it on real public data and get a practitioner to mark your work.'}`;
  });
  const certs = ctx.k.resources.filter((r) => r.type === 'certification').slice(0, 2);
  return [
    `**Short answer:** get genuinely good at ${lowerFirst(skills[0] ?? 'the core analysis')} first; the rest builds on it.`,
    '',
    '**What to build, and how**',
    bullets(lines),
    '',
    certs.length
      ? `**Qualifications that carry weight:** ${joinList(certs.map((c) => `${c.title} (${c.duration})`))}.`
      : null,
    `**What gets overlooked:** being ${joinList(ctx.traits.slice(0, 2).map(lowerFirst))}. Technical skills get you hired; those get you promoted.`,
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
}

function answerBreakIn(ctx: RoleContext, variant: number): string {
  const refs = ladderRefs(ctx);
  const routes = rotate(ctx.k.breakIn, variant);
  return [
    `**Short answer:** most people start as ${an(refs.entry)}, and ${lowerFirst(routes[0] ?? 'a graduate scheme')} is the most common route.`,
    '',
    '**Routes that work**',
    bullets(routes.map(upperFirst)),
    '',
    '**What to put on your CV**',
    bullets([
      `A piece of work that looks like the job: a ${ctx.k.deliverables[0] ?? 'work sample'} on a real company or case.`,
      `Evidence of ${lowerFirst(ctx.skills[0] ?? 'the core skill')} and ${lowerFirst(ctx.skills[1] ?? 'analysis')}, with numbers.`,
      `Progress on ${ctx.k.resources.find((r) => r.type === 'certification')?.title ?? 'a recognised qualification'}, even part one.`,
    ]),
    '',
    `**Where the jobs are:** ${joinList(ctx.k.employers.slice(0, 2))}.`,
    `Talk to people already doing it; in ${ctx.k.label.toLowerCase()} a referral still opens doors a cold application will not.`,
  ].join('\n');
}

function answerInterview(ctx: RoleContext, variant: number): string {
  const qs = rotate(ctx.k.interview, variant).slice(0, 3);
  return [
    `**Short answer:** expect a technical test of ${lowerFirst(ctx.skills[0] ?? 'core skills')}, competency questions, and "why this job, why us".`,
    '',
    '**Questions I would ask you**',
    ...qs.map((q, i) => `${i + 1}. **${q.question}** ${q.guidance}`),
    `${qs.length + 1}. **Tell me about a time you worked under pressure.** Use STAR and spend most of the answer on what you did and the result.`,
    '',
    '**What sinks candidates**',
    bullets([
      'Rehearsed answers with no numbers in them.',
      `Not knowing the basics of ${ctx.k.regulation[0] ?? 'the rules of the job'}.`,
      'No view on recent news in the sector.',
      'Claiming skills you cannot demonstrate when pushed.',
    ]),
  ].join('\n');
}

function answerPay(ctx: RoleContext): string {
  const ladder = ctx.ladder.join(' → ');
  return [
    `**Short answer:** ${ctx.k.pay.split('. ')[0]}.`,
    '',
    `**The ladder:** ${ladder}.`,
    '',
    `**Detail:** ${ctx.k.pay}`,
    '',
    '**What actually drives progression**',
    bullets(ctx.k.kpis.slice(0, 3).map((k) => `${k.name}: ${lowerFirst(k.description)}`)),
    '',
    'Figures are typical London ranges from recruiter surveys and vary by firm and region; check current salary surveys (Robert Walters, Hays, eFinancialCareers) before negotiating.',
  ].join('\n');
}

function answerStress(ctx: RoleContext, variant: number): string {
  const challenges = rotate(ctx.k.challenges, variant).slice(0, 3);
  return [
    `**Short answer:** ${ctx.k.hours}`,
    '',
    '**Where the pressure comes from**',
    bullets(challenges.map(upperFirst)),
    '',
    `**The culture:** ${ctx.k.culture.workLifeBalance}`,
    '',
    '**What helps**',
    bullets([
      `Know the calendar: ${ctx.k.calendar[0] ?? 'peak periods'} is predictable, so plan life around it.`,
      'Agree deadlines explicitly; "when do you need it?" saves nights.',
      'Protect one evening a week and say so early.',
      'Build checklists for recurring work so tiredness does not become errors.',
    ]),
  ].join('\n');
}

function answerAi(ctx: RoleContext): string {
  const exposure = roleExposure(ctx.skills);
  const score = computeRisk(exposure, ctx.k.baseRisk);
  const level = riskLevel(score);
  const tools = ctx.k.aiTools.slice(0, 3);
  return [
    `**Short answer:** AI disruption risk for ${an(ctx.title)} is about ${score}% (${level}). The job changes more than it disappears.`,
    '',
    '**Being automated now**',
    bullets(
      (exposure.automatable.length ? exposure.automatable : exposure.augmented)
        .slice(0, 3)
        .map((s) => `${s}: first drafts and data work increasingly come from tools.`),
    ),
    '',
    '**Tools people in the job use today**',
    bullets(tools.map((t) => `**${t.name}**: ${t.description}`)),
    '',
    '**What stays human**',
    bullets([
      ...(exposure.human.length ? exposure.human.slice(0, 2) : ctx.k.stabilityFactors.slice(0, 2)).map((s) =>
        upperFirst(s),
      ),
      'Being accountable for the answer under the regulator’s rules.',
    ]),
    '',
    `**How to stay ahead:** use ${tools[0]?.name ?? 'the approved AI tools'} on real work now, learn to check its output, and get visibly good at ${lowerFirst(exposure.human[0] ?? ctx.skills[0] ?? 'the judgement parts of the job')}.`,
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
    `**Friday:** wrap-ups, ${lowerFirst(fill(w.projects[2]?.title ?? 'admin'))} and planning next week.`,
  ];
  return [
    `**Short answer:** a typical week mixes one big piece of work with a steady stream of requests. Here is a realistic one: ${lowerFirst(fill(w.scenario))}`,
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
    `Get fluent in ${ctx.tools[0] ?? 'Excel'} before day one; nobody has time to teach keyboard shortcuts during a live deadline.`,
  ].join('\n');
}

function answerRegulation(ctx: RoleContext): string {
  return [
    `**Short answer:** the rules shape the job every day; the ones to know are ${joinList(ctx.k.regulation.slice(0, 2))}.`,
    '',
    '**What governs the work**',
    bullets(ctx.k.regulation.slice(0, 6)),
    '',
    `**In practice:** you keep records that would satisfy a regulator, escalate early, and never guess when ${lowerFirst(ctx.k.colleagues.find((c) => /compliance|control|legal|risk/i.test(c)) ?? 'compliance')} can tell you.`,
    'Read the primary sources (FCA Handbook, PRA Rulebook, legislation.gov.uk) rather than summaries when it matters.',
  ].join('\n');
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
    `**Short answer:** the skills of ${an(ctx.title)} travel well; these are the moves I have seen people make.`,
    '',
    ...roles.map((r, i) => {
      const shared = r.skills.filter((s) => phraseCoverage(s, ctx.terms).share >= 0.4).slice(0, 2);
      const k = sectorKnowledge(r.sector);
      return [
        `${i + 1}. **${r.title}** (${k.label}). ${r.summary}`,
        `   - Why it fits: ${shared.length ? `you already use ${quoteList(shared.map(lowerFirst))}` : `it draws on the same ${lowerFirst(ctx.interests[0] ?? 'interests')}`}.`,
        `   - What changes: ${lowerFirst(sentences(r.description)[1] ?? r.description)}`,
        `   - First step: ${lowerFirst(k.breakIn[0] ?? 'talk to someone in the role')}.`,
      ].join('\n');
    }),
  ].join('\n');
}

function answerNews(ctx: RoleContext): string {
  const items = ctx.k.news.slice(0, 4);
  return [
    `**Short answer:** read news for what it changes in your work, not for the headline.`,
    '',
    ...items.map(
      (n, i) =>
        `${i + 1}. **${n.category}**, e.g. "${fillTemplate(n.title, ctx)}". ${fillTemplate(n.whyThisMatters, ctx)}`,
    ),
    '',
    `**Daily habit:** ${dataSource(ctx)}, the FT and the regulator's press page before ${DAY_PERIODS[1]?.timeRange.split('-')[0] ?? '9'}am; note one thing that changes a number you own.`,
  ].join('\n');
}

function answerResearchFirm(ctx: RoleContext): string {
  return [
    `**Short answer:** read the firm the way ${an(ctx.title)} reads anything: primary sources first, then the news.`,
    '',
    '**Where to look**',
    bullets([
      'The latest annual report: strategy, segment results, risks and the chair’s and CEO’s statements.',
      'Companies House: the legal entity, filings and officers.',
      'Results presentations and transcripts: what management is asked about.',
      `News and trade press for ${ctx.k.label.toLowerCase()}: recent deals, fines, hires and departures.`,
    ]),
    '',
    `**KPIs the role is judged on:** ${joinList(ctx.k.kpis.slice(0, 3).map((k) => lowerFirst(k.name)))}.`,
    '',
    '**Questions to ask at interview**',
    bullets([
      'How is success measured for someone in this seat in the first year?',
      'What does the team spend most time on that it would like to spend less time on?',
      'How are you adopting AI and automation in this team?',
    ]),
  ].join('\n');
}

function answerOverview(ctx: RoleContext): string {
  const refs = ladderRefs(ctx);
  return [
    `**Short answer:** ${ctx.summary}`,
    '',
    ctx.description,
    '',
    `**Core skills:** ${joinList(ctx.skills.slice(0, 4).map(lowerFirst))}.`,
    `**Career ladder:** ${ctx.ladder.join(' → ')}. Most people start as ${an(refs.entry)}.`,
    `**Suits people who are:** ${joinList(ctx.traits.slice(0, 3).map(lowerFirst))}.`,
    '',
    'Ask me about a typical day, the skills to build, how to break in, interviews, pay and progression, the hours, or how AI is changing the job.',
  ].join('\n');
}

function answer(ctx: RoleContext, topic: Topic, variant: number): string {
  switch (topic) {
    case 'day':
      return answerDay(ctx, variant);
    case 'skills':
      return answerSkills(ctx, variant);
    case 'break_in':
      return answerBreakIn(ctx, variant);
    case 'interview':
      return answerInterview(ctx, variant);
    case 'pay':
      return answerPay(ctx);
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

const NEXT: Record<Topic, Topic> = {
  day: 'skills',
  skills: 'break_in',
  break_in: 'interview',
  interview: 'skills',
  pay: 'stress',
  stress: 'day',
  ai: 'skills',
  week: 'day',
  tools: 'skills',
  regulation: 'interview',
  adjacent: 'break_in',
  news: 'interview',
  research_firm: 'interview',
  overview: 'day',
};
const TOPIC_LABEL: Record<Topic, string> = {
  day: 'what a typical day looks like',
  skills: 'which skills to build first',
  break_in: 'how people break in',
  interview: 'the interview questions to expect',
  pay: 'pay and progression',
  stress: 'the hours and pressure',
  ai: 'how AI is changing the job',
  week: 'a typical week',
  tools: 'the tools',
  regulation: 'the rules that govern the work',
  adjacent: 'roles you could move into',
  news: 'which news matters',
  research_firm: 'how to research a firm',
  overview: 'the role in general',
};

// ---------------------------------------------------------------- coach chat

function coachReply(ctx: RoleContext, prompt: string, history: ChatTurn[]): string {
  const topic = topicInConversation(prompt, history);
  const earlierSameTopic = history.filter((t) => t.role === 'user' && detectTopic(t.content) === topic).length;
  const firstReply = !history.some((t) => t.role === 'assistant');
  const refs = ladderRefs(ctx);
  const rng = rngFor(ctx, 'coach', prompt, String(history.length));
  const opener = firstReply
    ? `Speaking as someone with ${yearsIn(ctx)} years in ${ctx.k.label.toLowerCase()}, who started as ${an(refs.entry)}: ${rng.pick(['good question.', 'here is the honest version.', 'this is what I tell every new joiner.'])}\n\n`
    : earlierSameTopic > 0
      ? `Another angle on ${TOPIC_LABEL[topic]}:\n\n`
      : '';
  const next = NEXT[topic];
  return `${opener}${answer(ctx, topic, earlierSameTopic)}\n\nWant to go further? Ask me about ${TOPIC_LABEL[next]}.`;
}

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
  const candidate = me.experience;
  const strengths = me.strengths;
  const areas = me.areas;
  const candidateIndex = new TermIndex(`${candidate} ${me.skills.join(' ')} ${strengths.join(' ')}`);
  const weak = requirements.filter((r) => phraseCoverage(r, candidateIndex).share < 0.34);
  const probe = weak[0] ?? requirements[0] ?? ctx.skills[0] ?? 'the technical core of the role';
  return [
    `Here is how a panel at ${company} will read you for ${title}.`,
    `We will start with motivation (why ${company}, why this seat) and then go straight to the technical core: expect to be tested on ${lowerFirst(ctx.skills[0] ?? 'core skills')}, probably with a short exercise.`,
    `Your background will be tested hardest on ${lowerFirst(truncate(probe, 90))}${weak.length > 1 ? ` and ${lowerFirst(truncate(weak[1] ?? '', 60))}` : ''}; have a concrete example ready, or an honest account of how you are closing the gap.`,
    candidate
      ? `Your experience (“${truncate(sentences(candidate)[0] ?? candidate, 100)}”) is your best material: turn it into two or three STAR stories with numbers.`
      : '',
    areas[0]
      ? `If ${lowerFirst(areas[0])} comes up, name it as a development area and show what you have done about it.`
      : '',
    `The one thing that would make me remember you: ${strengths[0] ? `a sharp, specific example of ${lowerFirst(strengths[0])} that ties directly to the job` : 'a clear, well-argued view on a recent development in the sector'}, delivered in under two minutes.`,
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
  const refs = ladderRefs(ctx);
  const intro = `*A ${ctx.ladder[ctx.ladder.length - 2] ?? refs.senior}'s view, from ${yearsIn(ctx)} years in ${ctx.k.label.toLowerCase()}.*\n\n`;
  return `${intro}${answer(ctx, topic, 0)}`;
}

/** The offline engine's prose: coach replies, step narration and analysis texts for the role. */
export function offlineText(tc: TextContext): string {
  const ctx = buildRoleContext(tc.role);
  const prompt = typeof tc.prompt === 'string' ? tc.prompt : '';
  const history = Array.isArray(tc.history) ? tc.history.filter((t) => t && typeof t.content === 'string') : [];
  if (tc.kind === 'narration') return narrate(ctx, prompt);
  if (tc.kind === 'analysis') return analysis(ctx, prompt, tc);
  return coachReply(ctx, prompt, history);
}
