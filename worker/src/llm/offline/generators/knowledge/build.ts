import type {
  ActivitySeed,
  AiTool,
  CompanySeed,
  EmailSeed,
  FileSeed,
  Fundamental,
  InterviewQuestion,
  Kpi,
  LearningResource,
  Lvl,
  MeetingSeed,
  NewsSeed,
  ProjectSeed,
  ResourceType,
} from './types';

/*
 * Positional builders keep the sector tables readable as prose: each call reads like one line of a
 * practitioner's notes rather than a wall of object keys.
 */

export const act = (
  title: string,
  duration: string,
  priority: Lvl,
  description: string,
  interactions: string[],
  tools: string[],
  outcomes: string[],
): ActivitySeed => ({ title, duration, priority, description, interactions, tools, outcomes });

export const res = (
  type: ResourceType,
  title: string,
  description: string,
  duration: string,
  topics: string[],
): LearningResource => ({ type, title, description, duration, topics });

export const kpi = (name: string, description: string, target: string, measurement: string, importance: Lvl): Kpi => ({
  name,
  description,
  target,
  measurement,
  importance,
});

export const fund = (
  term: string,
  description: string,
  importance: Lvl,
  examples: string[],
  relatedTerms: string[],
): Fundamental => ({ term, description, importance, examples, relatedTerms });

export const news = (
  title: string,
  source: string,
  category: string,
  impact: Lvl,
  summary: string,
  whyThisMatters: string,
): NewsSeed => ({ title, source, category, impact, summary, whyThisMatters });

export const co = (name: string, industry: string, description: string, website: string): CompanySeed => ({
  name,
  industry,
  description,
  website,
});

/** `from` is a job title; the generator puts a person's name in front of it. */
export const mail = (subject: string, from: string, priority: Lvl, body: string): EmailSeed => ({
  subject,
  from,
  priority,
  body,
});

export const proj = (title: string, description: string, deliverables: string[]): ProjectSeed => ({
  title,
  description,
  deliverables,
});

export const meet = (title: string, duration: string, attendees: string[], agenda: string[]): MeetingSeed => ({
  title,
  duration,
  attendees,
  agenda,
});

export const file = (name: string, type: string, description: string): FileSeed => ({ name, type, description });

export const ai = (
  name: string,
  category: AiTool['category'],
  adoption: Lvl,
  trend: AiTool['trend'],
  impact: Lvl,
  learningCurve: Lvl,
  description: string,
  resources: AiTool['resources'],
): AiTool => ({ name, category, adoption, trend, impact, learningCurve, description, resources });

export const q = (question: string, guidance: string): InterviewQuestion => ({ question, guidance });

export const tool = (name: string, use: string) => ({ name, use });
