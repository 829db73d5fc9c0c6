import { z } from 'zod';

/**
 * Content of a job simulation (spec section 3, "Sandbox content"), as served by `GET /api/sandbox/{jobId}`.
 * The limits are generous for hand-written content and tight enough to reject truncated or runaway
 * LLM output. Times are display strings in the simulated week (e.g. 'Mon 07:05'), not real dates.
 */

const line = (max: number) => z.string().trim().min(1).max(max);
const prose = (min: number, max: number) => z.string().trim().min(min).max(max);

export const LEVELS = ['high', 'medium', 'low'] as const;
export const ZLevel = z.enum(LEVELS);

export const ZSandboxEmail = z.object({
  subject: line(160),
  /** Sender as shown in an inbox: 'Name (Role, Organisation)'. */
  from: line(120),
  content: prose(40, 3000),
  priority: ZLevel,
  timestamp: line(40),
});
export type SandboxEmail = z.infer<typeof ZSandboxEmail>;

export const PROJECT_STATUSES = ['completed', 'in_progress', 'not_started'] as const;

export const ZSandboxProject = z.object({
  title: line(160),
  status: z.enum(PROJECT_STATUSES),
  deadline: line(120),
  description: prose(40, 1500),
  deliverables: z.array(line(240)).min(1).max(8),
});
export type SandboxProject = z.infer<typeof ZSandboxProject>;

export const ZSandboxMeeting = z.object({
  title: line(160),
  time: line(60),
  duration: line(40),
  attendees: z.array(line(120)).min(1).max(15),
  agenda: z.array(line(240)).min(1).max(10),
  /** Optional excerpt of what was said, one speaker turn per line. */
  transcript: prose(40, 5000).optional(),
});
export type SandboxMeeting = z.infer<typeof ZSandboxMeeting>;

export const ZSandboxFile = z.object({
  name: line(120),
  description: prose(20, 800),
  /** Kind of file as shown by its icon, e.g. 'spreadsheet', 'pdf', 'document', 'presentation'. */
  type: line(40),
});
export type SandboxFile = z.infer<typeof ZSandboxFile>;

export const ZSandboxNewsItem = z.object({
  title: line(200),
  source: line(80),
  timestamp: line(40),
  category: line(60),
  impact: ZLevel,
  summary: prose(40, 1200),
  whyThisMatters: prose(40, 1200),
});
export type SandboxNewsItem = z.infer<typeof ZSandboxNewsItem>;

export const ZSandboxFundamental = z.object({
  term: line(80),
  description: prose(40, 1200),
  importance: prose(20, 800),
  examples: z.array(line(400)).min(1).max(6),
  relatedTerms: z.array(line(80)).min(1).max(8),
});
export type SandboxFundamental = z.infer<typeof ZSandboxFundamental>;

export const ZSandboxCompany = z.object({
  name: line(120),
  industry: line(80),
  description: prose(40, 1200),
  website: z.url({ protocol: /^https?$/ }),
});
export type SandboxCompany = z.infer<typeof ZSandboxCompany>;

/** Everything a simulation shows for one role. */
export const ZSandboxContent = z.object({
  /** The situation the user steps into: who they are, where, and what this week holds. */
  scenario: prose(100, 3000),
  emails: z.array(ZSandboxEmail).min(3).max(15),
  projects: z.array(ZSandboxProject).min(2).max(8),
  meetings: z.array(ZSandboxMeeting).min(2).max(8),
  files: z.array(ZSandboxFile).min(2).max(10),
  news: z.array(ZSandboxNewsItem).min(2).max(10),
  fundamentals: z.array(ZSandboxFundamental).min(3).max(12),
  companies: z.array(ZSandboxCompany).min(2).max(8),
});
export type SandboxContent = z.infer<typeof ZSandboxContent>;
