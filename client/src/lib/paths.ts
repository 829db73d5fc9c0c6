import { FREE_JOB_ID } from '@fcs/shared/constants';

/** URLs of the product's screens (spec section 2), so links never drift from the router. */
export const paths = {
  home: '/',
  about: '/about',
  pricing: '/#pricing',
  roles: '/roles',
  sandbox: '/sandbox',
  simulation: (jobId: string) => `/sandbox/${encodeURIComponent(jobId)}`,
  freeSimulation: `/sandbox/${FREE_JOB_ID}`,
  coach: '/coach',
  newsInterpreter: '/news-interpreter',
  interviewPrep: '/interview-prep',
  jobMatch: '/job-match',
  aiJobs: '/ai-jobs',
  dayInLife: '/day-in-life',
  researchReport: '/research-report',
  settings: '/settings',
  contact: '/contact',
  privacy: '/privacy',
} as const;
