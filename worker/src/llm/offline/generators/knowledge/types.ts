/** The shape of the sector knowledge tables the offline generators write from. */

export type Lvl = 'high' | 'medium' | 'low';

export type ResourceType =
  'course' | 'book' | 'project' | 'certification' | 'mentorship' | 'tutorial' | 'documentation' | 'community';

/** A real qualification, course, book, community or document, with the words of skills it helps with. */
export interface LearningResource {
  type: ResourceType;
  title: string;
  description: string;
  duration: string;
  /** Words that tie the resource to a skill gap (matched with partial-word matching). */
  topics: string[];
}

/** A real AI product used in the sector's work. */
export interface AiTool {
  name: string;
  category: 'automation' | 'augmentation' | 'collaboration' | 'analysis' | 'creation';
  adoption: Lvl;
  trend: 'early' | 'growing' | 'mature' | 'declining';
  impact: Lvl;
  learningCurve: Lvl;
  description: string;
  resources: {
    type: 'tutorial' | 'course' | 'documentation' | 'community' | 'certification';
    title: string;
    description: string;
    duration: string;
  }[];
}

export interface Kpi {
  name: string;
  description: string;
  target: string;
  measurement: string;
  importance: Lvl;
}

/** One activity of a working day, written as a practitioner would describe it. */
export interface ActivitySeed {
  title: string;
  description: string;
  duration: string;
  priority: Lvl;
  interactions: string[];
  tools: string[];
  outcomes: string[];
}

export interface Fundamental {
  term: string;
  description: string;
  importance: Lvl;
  examples: string[];
  relatedTerms: string[];
}

export interface NewsSeed {
  title: string;
  source: string;
  category: string;
  impact: Lvl;
  summary: string;
  whyThisMatters: string;
}

export interface CompanySeed {
  name: string;
  industry: string;
  description: string;
  website: string;
}

export interface EmailSeed {
  subject: string;
  /** Sender as "Name, job title". */
  from: string;
  body: string;
  priority: Lvl;
}

export interface ProjectSeed {
  title: string;
  description: string;
  deliverables: string[];
}

export interface MeetingSeed {
  title: string;
  duration: string;
  attendees: string[];
  agenda: string[];
}

export interface FileSeed {
  name: string;
  description: string;
  type: string;
}

export interface InterviewQuestion {
  question: string;
  guidance: string;
}

export interface SectorKnowledge {
  label: string;
  /** Where the role usually sits, e.g. "Equity Research department". */
  department: string;
  /** Kinds of employer, with real examples. */
  employers: string[];
  /** Software and data the work runs on, each "Name (what for)". */
  tools: { name: string; use: string }[];
  /** Regulators, rules and frameworks that shape the work. */
  regulation: string[];
  /** People outside the firm you deal with (plural noun phrases). */
  counterparties: string[];
  /** People inside the firm you work with (noun phrases). */
  colleagues: string[];
  /** What you produce (noun phrases that fit "the ___"). */
  deliverables: string[];
  kpis: Kpi[];
  /** The rhythm of the year, e.g. "results season in late January/February and July/August". */
  calendar: string[];
  challenges: string[];
  highlights: string[];
  /** Baseline exposure of the sector's task mix to AI automation, 0-100. */
  baseRisk: number;
  stabilityFactors: string[];
  disruptionFactors: string[];
  aiTools: AiTool[];
  resources: LearningResource[];
  /** Realistic routes in. */
  breakIn: string[];
  /** Pay and progression, UK figures with their basis. */
  pay: string;
  /** Hours and pressure, honestly. */
  hours: string;
  culture: {
    workStyle: string;
    communicationStyle: string;
    decisionMaking: string;
    innovationApproach: string;
    workLifeBalance: string;
  };
  interview: InterviewQuestion[];
  /** Five days of activities: morning, first tasks, midday, afternoon, end of day. */
  day: [ActivitySeed[], ActivitySeed[], ActivitySeed[], ActivitySeed[], ActivitySeed[]];
  week: {
    scenario: string;
    emails: EmailSeed[];
    projects: ProjectSeed[];
    meetings: MeetingSeed[];
    files: FileSeed[];
  };
  fundamentals: Fundamental[];
  news: NewsSeed[];
  companies: CompanySeed[];
  /** Words that identify the sector in a title or description (used when a role arrives without its sector). */
  keywords: string[];
}
