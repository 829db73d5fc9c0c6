import { FREE_JOB_ID } from './constants';
import type { Tier } from './plans';
import type { AnalysisType } from './runs';

/**
 * The product's screens (spec section 2), one name per screen and its URL pattern. The client's router is
 * built from this map, links and redirects (client, tier policy, api checkout URLs) take their paths from
 * it, so a URL is written down once. Names are the product's words; the URLs stay the spec's (the AI impact
 * screen lives at /ai-jobs, the quiz at /roles).
 */
export const ROUTES = {
  home: '/',
  about: '/about',
  quiz: '/roles',
  sandbox: '/sandbox',
  simulation: '/sandbox/:jobId',
  paymentSuccess: '/payment-success',
  resetPassword: '/reset-password',
  coach: '/coach',
  newsInterpreter: '/news-interpreter',
  interviewPrep: '/interview-prep',
  jobMatch: '/job-match',
  aiImpact: '/ai-jobs',
  dayInLife: '/day-in-life',
  researchReport: '/research-report',
  analyses: '/analyses',
  settings: '/settings',
  contact: '/contact',
  privacy: '/privacy',
  devSetup: '/dev-setup',
} as const satisfies Record<string, `/${string}`>;

export type RouteName = keyof typeof ROUTES;

/** The landing page's pricing grid. */
export const PRICING_PATH = `${ROUTES.home}#pricing`;

/** A job's simulation: /sandbox/{jobId}. */
export function simulationPath(jobId: string): string {
  return ROUTES.simulation.replace(':jobId', encodeURIComponent(jobId));
}

/** The free simulation everybody may open (spec section 2). */
export const FREE_SIMULATION_PATH = simulationPath(FREE_JOB_ID);

/** The quiz; `required` adds ?required=true, which shows the 'Quiz Required for Access' banner. */
export function quizPath({ required = false }: { required?: boolean } = {}): string {
  return required ? `${ROUTES.quiz}?required=true` : ROUTES.quiz;
}

export const SETTINGS_TABS = ['profile', 'plan', 'legal'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Settings, on a tab other than Profile when asked (spec: ?tab=plan opens Plans). */
export function settingsPath(tab: SettingsTab = 'profile'): string {
  return tab === 'profile' ? ROUTES.settings : `${ROUTES.settings}?tab=${tab}`;
}

/** Success URL path of a checkout for tier (spec: /payment-success?tier={tier}). */
export function paymentSuccessPath(tier: Tier): string {
  return `${ROUTES.paymentSuccess}?tier=${tier}`;
}

/** The screen of each analysis tool, where its runs are started and reopened. */
export const ANALYSIS_ROUTES = {
  news_interpretation: 'newsInterpreter',
  interview_prep: 'interviewPrep',
  job_match: 'jobMatch',
  ai_impact: 'aiImpact',
  day_in_life: 'dayInLife',
  research_report: 'researchReport',
} as const satisfies Record<AnalysisType, RouteName>;

/** Query parameter a tool page reads to open one of the user's runs (history links, the analyses list). */
export const RUN_QUERY_PARAM = 'run';

/** A tool's screen with one of its runs opened: e.g. /day-in-life?run={runId}. */
export function analysisRunPath(type: AnalysisType, runId: string): string {
  return `${ROUTES[ANALYSIS_ROUTES[type]]}?${RUN_QUERY_PARAM}=${encodeURIComponent(runId)}`;
}
