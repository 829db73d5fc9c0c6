import type { ChatTurn } from './types';

/*
 * What a coach question is about. A question is matched against the intents mentors hear most (grades,
 * qualifications, apprenticeships, career change, internships, pay, negotiation, visas and location) and the
 * general topics of the job (the day, skills, interviews, AI...). A question with several parts ("what does it
 * pay, and can I negotiate?") gets every part answered; one with nothing to do with careers is declined.
 */

export type Topic =
  | 'grades'
  | 'qualifications'
  | 'apprenticeships'
  | 'career_change'
  | 'internships'
  | 'negotiation'
  | 'visas_location'
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

/**
 * Patterns per topic. The mentors' intents come first and weigh more: "can I negotiate my salary?" is about
 * negotiation even though "salary" is also a pay word. Ties go to the earlier topic.
 */
const TOPICS: { topic: Topic; pattern: RegExp; weight: number }[] = [
  {
    topic: 'grades',
    pattern:
      /\b2[:.]2\b|\b2[:.]1\b|\bthird[- ]class\b|\bfirst[- ]class degree\b|\bdegree class|\bgrades?\b|\bnon[- ]?target\b|\btarget (?:uni|universit|school)|\brussell group\b|\bwhich universit|\bmy universit|\ba[- ]levels?\b|\bucas\b|\bgpa\b|\bresits?\b|\bfailed (?:a|my) (?:module|year|exam)/gi,
    weight: 1.5,
  },
  {
    topic: 'qualifications',
    pattern:
      /\bcfa\b|\baca\b|\bacca\b|\bcima\b|\bfrm\b|\bcqf\b|\bifoa\b|\bcii\b|\bcisi\b|\bicaew\b|\bcta\b|\bicas\b|\bmba\b|\bmasters?\b|\bmaster['’]s\b|\bmsc\b|\bphd\b|\bqualifications?\b|\bqualify\b|\bchartered\b|\bcertificat\w*|\bprofessional exams?\b/gi,
    weight: 1.5,
  },
  {
    topic: 'apprenticeships',
    pattern:
      /apprentic\w*|school[- ]leaver|\bwithout (?:a )?degree\b|\bdon['’]?t have a degree\b|\bno degree\b|\bneed a degree\b|\bstraight from school\b|\bafter (?:my )?a[- ]levels\b|\blevel [3-7] (?:apprenticeship|programme)/gi,
    weight: 1.5,
  },
  {
    topic: 'career_change',
    pattern:
      /career[- ]chang\w*|\bchange (?:my )?careers?\b|\bchanging careers?\b|\bswitch(?:ing)? (?:careers?|from|into)\b|\bmove (?:from|over from)\b|\btransition(?:ing)? (?:from|into)\b|\bi['’]?m \d{2}\b|\b\d{2} years old\b|\btoo old\b|\blater in life\b|\bmature (?:student|entrant)\b|\bretrain\w*|\bteacher\b|\bnurse\b|\bengineer\b|\bmilitary\b|\barmed forces\b|\bsolicitor\b|\bin (?:my|our) (?:30s|40s|thirties|forties)\b|\bcurrently (?:a|an|work)/gi,
    weight: 1.5,
  },
  {
    topic: 'internships',
    pattern:
      /internships?|\binterns?\b|spring (?:week|insight)s?|\binsight (?:days?|weeks?|programmes?|events?)|\bplacements?\b|\bsummer (?:analyst|programme|scheme)s?|\bwork experience\b|\bwhen (?:should|do|can) i apply\b|\bapplication (?:window|deadline)s?\b|\bdeadlines?\b|\bopen(?:s|ing)? for applications\b/gi,
    weight: 1.5,
  },
  {
    topic: 'negotiation',
    pattern:
      /negotiat\w*|counter[- ]?offer|\bask for (?:more|a higher|a raise)\b|\bpush back on\b|\bsign[- ]on bonus\b|\brelocation package\b|\bhow much to ask for\b/gi,
    weight: 1.5,
  },
  {
    topic: 'visas_location',
    pattern:
      /\bvisas?\b|\bsponsor\w*|skilled worker|\bgraduate route\b|\bright to work\b|\bimmigration\b|\brelocat\w*|\blive in london\b|\boutside london\b|\bonly in london\b|\bregions?\b|\bremote(?:ly)?\b|\bhybrid\b|\bwhere are the jobs\b|\bbased in\b|\bedinburgh\b|\bmanchester\b|\bleeds\b|\bbirmingham\b|\bglasgow\b|\bbristol\b|\bcardiff\b|\bbelfast\b|\bnorwich\b/gi,
    weight: 1.5,
  },
  {
    topic: 'interview',
    pattern:
      /\binterview\w*|assessment cent|superday|technical question|case study|questions? (?:will|might|would) (?:i|they) be asked|\bpanel\b/gi,
    weight: 1,
  },
  {
    topic: 'ai',
    pattern:
      /\bai\b|artificial intelligence|automat|chatgpt|copilot|machine learning|\brobots?\b|replace[ds]? (?:by|with)|future[- ]proof|generative|\bllm/gi,
    weight: 1,
  },
  {
    topic: 'pay',
    pattern:
      /\bpay\b|\bpays\b|paid|salar|bonus|earn|compensation|money|package|promot|progress|career path|ladder|how (?:fast|quickly) .* senior|get to (?:vp|director|md|partner)/gi,
    weight: 1,
  },
  {
    topic: 'stress',
    pattern:
      /stress|work[- ]?life|balance|hours|burn ?out|pressure|weekend|late nights?|long days?|family|wellbeing|mental/gi,
    weight: 1,
  },
  {
    topic: 'break_in',
    pattern:
      /break (?:in|into)|get (?:in|into)|getting in|entry|graduate|apply|application|\bswitch\b|transition|move into|no experience|without experience|\bcv\b|resume|start(?:ing)? out|how do i become|become an?\b/gi,
    weight: 1,
  },
  {
    topic: 'skills',
    pattern: /skill|learn|course|study|what should i know|prepare myself|good at|strengths?/gi,
    weight: 1,
  },
  { topic: 'week', pattern: /\bweek\b|weekly|calendar|year look like|busy season|rhythm/gi, weight: 1 },
  {
    topic: 'day',
    pattern:
      /\bday\b|daily|typical|routine|day-to-day|what do (?:you|they) (?:actually )?do|actually do|morning|responsibilit|tasks?\b/gi,
    weight: 1,
  },
  {
    topic: 'tools',
    pattern: /\btools?\b|software|system|excel|bloomberg|python|\bsql\b|platform|terminal|tech stack/gi,
    weight: 1,
  },
  {
    topic: 'regulation',
    pattern:
      /regulat|\bfca\b|\bpra\b|compliance|rules?\b|\blaw\b|legal|sm&cr|consumer duty|mifid|basel|solvency|ifrs/gi,
    weight: 1,
  },
  {
    topic: 'adjacent',
    pattern:
      /similar roles?|other roles?|adjacent|alternatives?|exit opportunit|exits?\b|move (?:on|next)|next role|related (?:jobs|roles)|where (?:can|could) (?:i|this) lead/gi,
    weight: 1,
  },
  {
    topic: 'news',
    pattern: /\bnews\b|headlines?|market events?|what to read|keep up|stay informed|current affairs/gi,
    weight: 1,
  },
  {
    topic: 'research_firm',
    pattern: /research (?:a|the) (?:firm|company|employer)|annual report|which firm|company research|before applying/gi,
    weight: 1,
  },
];

/** Weighted hits of each topic in a text. */
function scores(text: string): Map<Topic, number> {
  const out = new Map<Topic, number>();
  for (const { topic, pattern, weight } of TOPICS) {
    const hits = text.match(pattern)?.length ?? 0;
    if (hits > 0) out.set(topic, hits * weight);
  }
  return out;
}

function best(score: Map<Topic, number>, allowed?: (t: Topic) => boolean): Topic | undefined {
  let top: Topic | undefined;
  let topScore = 0;
  for (const { topic } of TOPICS) {
    const s = score.get(topic) ?? 0;
    if (s > topScore && (!allowed || allowed(topic))) {
      top = topic;
      topScore = s;
    }
  }
  return top;
}

/** The topic a message is about: the topic with the most weighted hits, ties broken by list order. */
export function detectTopic(text: string): Topic {
  return best(scores(text)) ?? 'overview';
}

const QUESTION_START =
  /^(?:what|how|can|could|should|do|does|did|is|are|will|would|when|where|which|who|why|if|and|or|also)\b/i;

/**
 * The questions inside a message: sentences that end in "?" or start like a question, split again at ", and
 * how/what/can..." so that "What does it pay, and can I negotiate?" is two questions.
 */
export function questionsIn(text: string): string[] {
  const sentencesOf = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[?.!])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const s of sentencesOf) {
    if (!s.endsWith('?') && !QUESTION_START.test(s)) continue;
    const parts = s.split(
      /,?\s+(?:and|or|also|plus)\s+(?=(?:what|how|can|could|should|do|does|is|are|will|would|when|where|which|who|why)\b)|;\s+/i,
    );
    out.push(...parts.map((p) => p.trim()).filter((p) => p.split(/\s+/).length >= 2));
  }
  return out;
}

/** Words that show a message is about work, careers or finance at all. */
const CAREER_WORDS =
  /\b(?:job|jobs|role|roles|career|careers|work|working|finance|financial|bank|banks|banking|employ\w*|firm|firms|compan\w+|industry|salary|interview\w*|skills?|profession\w*|graduate|degree|university|cv|resume|manager|team|market|markets|invest\w*|insur\w*|complian\w*|actuar\w*|account\w*|analyst|trad\w+|fund|funds|apply|hire|hiring|promotion|boss|colleague\w*|office|money|pension\w*|tax|audit\w*|risk|regulat\w*|exam\w*|qualif\w*|intern\w*)\b/i;

export interface MessageTopics {
  /** Topics to answer, in the order the user asked them (one unless the message has several questions). */
  topics: Topic[];
  /** True when the message has nothing to do with work or finance. */
  offTopic: boolean;
}

const FOLLOW_UP =
  /^(?:tell me more|more|go on|why\??|how so\??|and\??|what else\??|expand|elaborate|details?|can you explain|say more|ok(?:ay)?,? (?:and|so)|really\??)\b/i;

/**
 * What a chat message asks. Several questions about different topics are each answered; a statement that sets
 * the scene ("I got a 2:2 from a non-target university.") counts towards the topic of the whole message; "tell
 * me more" follows up on the previous question's topic.
 */
export function topicsOf(message: string, history: readonly ChatTurn[] = []): MessageTopics {
  const whole = scores(message);
  const questions = questionsIn(message);
  const perQuestion: Topic[] = [];
  for (const q of questions) {
    const own = scores(q);
    const combined = new Map<Topic, number>();
    for (const [t, s] of own) combined.set(t, 2 * s + (whole.get(t) ?? 0));
    const t = best(combined);
    if (t && !perQuestion.includes(t)) perQuestion.push(t);
  }
  if (perQuestion.length >= 2) return { topics: perQuestion.slice(0, 3), offTopic: false };
  const single = best(whole);
  if (single) return { topics: [single], offTopic: false };
  if (FOLLOW_UP.test(message.trim())) {
    const previous = [...history].reverse().find((t) => t.role === 'user' && detectTopic(t.content) !== 'overview');
    return { topics: [previous ? detectTopic(previous.content) : 'overview'], offTopic: false };
  }
  // A greeting or a bare "help" gets the overview; a real question about something else is declined.
  const words = message.trim().split(/\s+/).length;
  const offTopic = words >= 4 && !CAREER_WORDS.test(message);
  return { topics: ['overview'], offTopic };
}
