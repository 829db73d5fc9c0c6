/** Business constants and limits of spec section 9. Durations are in milliseconds unless named otherwise. */

export const FREE_JOB_ID = 'equity_research_analyst';
export const DEFAULT_JOB_SEARCH_TEXT = 'Equity Research Analyst';

export const QUIZ = {
  questionCount: 15,
  careerPrioritiesMax: 3,
  weights: { interests: 0.3, skills: 0.4, experience: 0.2, personality: 0.1 },
  minScore: 15,
  maxScore: 98,
  topMatches: 12,
  paywallMatches: 3,
  loggedMatches: 5,
} as const;

export const LIMITS = {
  resumeMaxBytes: 5_242_880,
  passwordMinLength: 6,
  jobDescriptionLinesMax: 10,
  cvSkillsMax: 15,
  cvExperiencesMax: 3,
  cvEducationMax: 2,
  shownSkills: 8,
  coachSuggestions: 20,
  suggestions: 10,
  resultsPreviewChat: 200,
  resultsPreviewLogs: 150,
} as const;

export const RESUME_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx'] as const;

export const DELAYS = {
  betweenContentLoads: 300,
  betweenCalls: 500,
  typingPause: 1000,
  streamWordMs: 30,
  signUpToPayment: 1000,
  simulatedStepMin: 200,
  simulatedStepMax: 2000,
  daySimulationSteps: [1200, 1000, 1500, 800],
  reportSteps: [1500, 1200, 1000, 800],
  paymentFirstWait: 2000,
  paymentSecondWait: 3000,
  paymentRedirectActive: 2000,
  paymentRedirectLate: 1000,
} as const;

export const FIT_SCORE_BANDS = [
  { min: 80, label: 'excellent', colour: 'green' },
  { min: 60, label: 'good', colour: 'yellow' },
  { min: 0, label: 'moderate', colour: 'red' },
] as const;

/** Band of a fit score: 80+ excellent, 60-79 good, below 60 moderate. */
export function fitScoreBand(score: number): (typeof FIT_SCORE_BANDS)[number] {
  return FIT_SCORE_BANDS.find((b) => score >= b.min) ?? FIT_SCORE_BANDS[2];
}

export const DAY_PERIODS = [
  { id: 'morning-routine', title: 'Morning Routine', timeRange: '7-9 AM', energy: 'medium' },
  { id: 'first-tasks', title: 'First Tasks & Meetings', timeRange: '9-11 AM', energy: 'high' },
  { id: 'midday-duties', title: 'Midday Duties', timeRange: '11 AM-2 PM', energy: 'medium' },
  { id: 'afternoon-focus', title: 'Afternoon Focus', timeRange: '2-5 PM', energy: 'medium' },
  { id: 'end-of-day', title: 'End of Day', timeRange: '5-6:30 PM', energy: 'low' },
] as const;

/**
 * localStorage key under which the client keeps the session (spec: "token, auth flags, user and a timestamp"; its
 * shape is ZStoredSession in accounts.ts). Here, apart from the schemas, so the page's first script needs no zod.
 */
export const SESSION_STORAGE_KEY = 'fcs.session';

export const IDENTITY = {
  networkTimeoutDesktopMs: 30_000,
  networkTimeoutMobileMs: 60_000,
  refreshBeforeExpiryMs: 5 * 60_000,
  expiredSkewMs: 30_000,
  refreshBackoffStartMs: 30_000,
  refreshBackoffMaxMs: 16 * 60_000,
} as const;

/** Legal facts shown on /privacy and the Settings Legal tab. */
export const LEGAL = {
  refundDays: 30,
  refundProcessingBusinessDays: '5-7',
  uptimeTargetPercent: 99.5,
  maintenanceNoticeHours: 24,
  accountDataRetentionDaysAfterDeletion: 30,
  analyticsRetentionYears: 2,
  authCookieHours: 24,
  supportResponseBusinessDays: 2,
  contactResponseHours: '24-48',
  privacyRequestDays: 30,
  policyChangeNoticeDays: 30,
  governingLaw: 'the laws of England and Wales (United Kingdom)',
  supportEmail: 'support@finance-career-simulator.example',
} as const;
