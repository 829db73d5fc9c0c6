import { z } from 'zod';
import { ZAnyTier } from './plans';

/** Entities of spec section 3 that are not owned by a more specific module (catalog, quiz, sandbox, runs). */

const id = z.string().min(1);
const isoDate = z.string().datetime({ offset: true });
export const ZLevel = z.enum(['high', 'medium', 'low']);
export type Level = z.infer<typeof ZLevel>;

// ---------------------------------------------------------------- accounts

export const ZSubscriptionStatus = z.enum(['incomplete', 'active', 'past_due', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const ZQuizAnswer = z.object({ questionId: id, answers: z.array(id) });

export const ZMatchedJob = z.object({
  job_id: id,
  title: z.string().min(1),
  match: z.number().min(0).max(100),
  description: z.string().optional(),
  summary: z.string().optional(),
});
export type MatchedJob = z.infer<typeof ZMatchedJob>;

/** The user profile (spec section 3). maxSimulations: 0 at creation, -1 unlimited. */
export const ZUserProfile = z.object({
  uid: id,
  email: z.string().email(),
  displayName: z.string().trim().min(1),
  subscriptionTier: ZAnyTier,
  subscriptionStatus: ZSubscriptionStatus,
  maxSimulations: z.number().int().min(-1),
  marketingOptIn: z.boolean(),
  createdAt: isoDate,
  lastLogin: isoDate,
  stripeCustomerId: z.string().nullable(),
  quizAnswers: z.array(ZQuizAnswer),
  matchedJobs: z.array(ZMatchedJob),
  lastQuizDate: isoDate.nullable(),
  /** Set when an elite subscription is due to end at the period end (self-service cancellation). */
  cancelAtPeriodEnd: z.boolean().default(false),
  currentPeriodEnd: isoDate.nullable().default(null),
});
export type UserProfile = z.infer<typeof ZUserProfile>;

/** What the identity service says about a user (spec section 3, "Identity user"). */
export const ZIdentityUser = z.object({
  uid: id,
  displayName: z.string().nullable(),
  email: z.string().email().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  photoURL: z.string().url().nullable(),
  isAnonymous: z.boolean(),
  tenantId: z.string().nullable(),
  providerData: z.array(z.object({ providerId: z.string(), uid: z.string(), email: z.string().nullable().optional() })),
  metadata: z.object({ creationTime: isoDate, lastSignInTime: isoDate.nullable() }),
});

/** Browser session storage entry remembering which simulation to open after payment. */
export const ZPendingSimulation = z.object({ job_id: id });

// ---------------------------------------------------------------- coach and simulation chat

export const ZResume = z.object({ name: z.string().min(1), content: z.string().trim().min(1) });

export const ZCoachMessage = z.object({
  id,
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});
export const ZSimulationMessage = z.object({
  id,
  type: z.enum(['system', 'user', 'simulation']),
  content: z.string(),
  timestamp: isoDate,
  data: z.unknown().optional(),
  contentType: z.string().optional(),
});

// ---------------------------------------------------------------- news interpretation

export const ZArticle = z.object({
  id,
  title: z.string().trim().min(1),
  content: z.string().trim().min(1),
  source: z.string().default('Uploaded file'),
  timestamp: isoDate,
});

export const ZInsight = z.object({
  id,
  title: z.string().min(1),
  category: z.string().min(1),
  content: z.string().min(1),
  impact: z.enum(['positive', 'negative', 'neutral']),
  confidence: z.number().min(0).max(100),
  sources: z.array(z.string()),
});
export type Insight = z.infer<typeof ZInsight>;

export const ZNewsInterpretationResult = z.object({
  summary: z.string().min(1),
  insights: z.array(ZInsight).min(1),
  recommendations: z.array(z.string().min(1)).min(1),
});
export type NewsInterpretationResult = z.infer<typeof ZNewsInterpretationResult>;

// ---------------------------------------------------------------- interview preparation

export const ZJobDescription = z.object({
  id,
  title: z.string().trim().min(1),
  company: z.string().trim().min(1).default('Unknown Company'),
  description: z.string().trim().min(1),
  requirements: z.array(z.string()).max(10),
  responsibilities: z.array(z.string()).max(10),
});

export const ZSelfProfile = z.object({
  experience: z.string().trim().min(1),
  skills: z.array(z.string().trim().min(1)),
  strengths: z.array(z.string().trim().min(1)),
  areas: z.array(z.string().trim().min(1)),
});

export const ZGuideItem = z.object({
  id,
  title: z.string().min(1),
  content: z.string().min(1),
  priority: ZLevel,
  tips: z.array(z.string()),
});
export const ZGuideSection = z.object({
  id,
  type: z.enum(['guide', 'tips', 'questions', 'confidence', 'preparation']),
  title: z.string().min(1),
  content: z.string(),
  items: z.array(ZGuideItem),
});
export const ZInterviewGuide = z.object({
  sections: z.array(ZGuideSection).min(1),
  questions: z.array(ZGuideItem),
  confidenceBoosters: z.array(z.string()),
  summary: z.string().min(1),
});
export type InterviewGuide = z.infer<typeof ZInterviewGuide>;

// ---------------------------------------------------------------- job match

export const ZCvData = z.object({
  id,
  name: z.string().min(1),
  email: z.string().min(1),
  experience: z
    .array(
      z.object({
        id,
        title: z.string(),
        company: z.string(),
        duration: z.string(),
        description: z.string(),
        achievements: z.array(z.string()),
      }),
    )
    .max(3),
  education: z.array(z.object({ id, degree: z.string(), institution: z.string(), year: z.string() })).max(2),
  skills: z.array(z.string()).max(15),
  summary: z.string(),
});
export type CvData = z.infer<typeof ZCvData>;

const ZResource = <T extends readonly [string, ...string[]]>(types: T) =>
  z.object({ id, type: z.enum(types), title: z.string().min(1), description: z.string(), duration: z.string() });

export const ZJobMatchResult = z.object({
  fitScore: z.number().min(0).max(100),
  summary: z.string().min(1),
  strengths: z.array(
    z.object({
      id,
      title: z.string().min(1),
      category: z.string(),
      impact: ZLevel,
      description: z.string(),
      evidence: z.array(z.string()),
    }),
  ),
  gaps: z.array(
    z.object({
      id,
      skill: z.string().min(1),
      currentLevel: z.string(),
      requiredLevel: z.string(),
      importance: z.enum(['critical', 'important', 'nice-to-have']),
      impact: z.string(),
      suggestions: z.array(z.string()),
      resources: z.array(ZResource(['course', 'book', 'project', 'certification', 'mentorship'] as const)),
    }),
  ),
  recommendations: z.array(
    z.object({
      id,
      title: z.string().min(1),
      category: z.enum(['upskilling', 'experience', 'networking', 'timeline']),
      priority: ZLevel,
      description: z.string(),
      timeline: z.string(),
      effort: z.string(),
      impact: z.string(),
    }),
  ),
});
export type JobMatchResult = z.infer<typeof ZJobMatchResult>;

// ---------------------------------------------------------------- AI impact

export const ZAiImpactResult = z.object({
  riskAssessment: z.object({
    riskScore: z.number().min(0).max(100),
    overallRisk: ZLevel,
    stabilityFactors: z.array(z.string()),
    disruptionFactors: z.array(z.string()),
    timeline: z.string().min(1),
    confidence: z.number().min(0).max(100),
  }),
  emergingTools: z.array(
    z.object({
      id,
      name: z.string().min(1),
      category: z.enum(['automation', 'augmentation', 'collaboration', 'analysis', 'creation']),
      adoptionLevel: ZLevel,
      trend: z.enum(['early', 'growing', 'mature', 'declining']),
      impact: ZLevel,
      description: z.string(),
      learningCurve: ZLevel,
      resources: z.array(ZResource(['tutorial', 'course', 'documentation', 'community', 'certification'] as const)),
    }),
  ),
  adaptationStrategies: z.array(
    z.object({
      id,
      title: z.string().min(1),
      category: z.enum(['skill_development', 'tool_adoption', 'process_change', 'mindset_shift']),
      priority: ZLevel,
      description: z.string(),
      timeline: z.string(),
      effort: ZLevel,
      impact: ZLevel,
      steps: z.array(z.string()).min(1),
    }),
  ),
  professionalPerspective: z.object({
    role: z.string(),
    experience: z.string(),
    insights: z.array(z.string()),
    recommendations: z.array(z.string()),
    concerns: z.array(z.string()),
    opportunities: z.array(z.string()),
  }),
  summary: z.string().min(1),
});
export type AiImpactResult = z.infer<typeof ZAiImpactResult>;

// ---------------------------------------------------------------- day in the life

export const ZActivity = z.object({
  id,
  title: z.string().min(1),
  duration: z.string(),
  priority: ZLevel,
  description: z.string(),
  interactions: z.array(z.string()),
  tools: z.array(z.string()),
  outcomes: z.array(z.string()),
});
export const ZDayPeriod = z.object({
  id,
  title: z.string().min(1),
  timeRange: z.string().min(1),
  activities: z.array(ZActivity).min(1),
  mood: z.string(),
  energy: ZLevel,
  challenges: z.array(z.string()),
  highlights: z.array(z.string()),
});
export const ZPersona = z.object({
  id,
  name: z.string().min(1),
  experience: z.string(),
  personality: z.string(),
  background: z.string(),
  voice: z.string(),
  habits: z.array(z.string()),
});
export const ZDaySimulationResult = z.object({
  persona: ZPersona,
  daySchedule: z.array(ZDayPeriod).length(5),
  summary: z.string().min(1),
});
export type DaySimulationResult = z.infer<typeof ZDaySimulationResult>;

// ---------------------------------------------------------------- research report

/**
 * How a research report states a fact it could not establish (revenue, recent news, mission): the field starts
 * with these words and says where to find it. Both engines use it; the UI may style such fields as unknown.
 */
export const RESEARCH_NOT_KNOWN = 'Not known';

export const ZResearchTrend = z.object({
  id,
  title: z.string(),
  description: z.string(),
  impact: z.enum(['positive', 'negative', 'neutral']),
  timeframe: z.string(),
  source: z.string(),
  /** 'sector': a theme of the role's sector, not news about the company; 'company': about the company itself. */
  scope: z.enum(['company', 'sector']).optional(),
});

export const ZResearchReport = z.object({
  companyName: z.string().trim().min(1),
  companyOverview: z.object({
    mission: z.string().min(1),
    values: z.array(z.string()),
    recentTrends: z.array(ZResearchTrend),
    industry: z.string(),
    size: z.string(),
    location: z.string(),
    founded: z.string(),
    revenue: z.string(),
  }),
  rolePositioning: z.object({
    department: z.string(),
    reportingStructure: z.string(),
    teamSize: z.string(),
    keyResponsibilities: z.array(z.string()),
    collaborationAreas: z.array(z.string()),
    careerPath: z.array(z.string()),
  }),
  kpisAndExpectations: z.object({
    primaryKPIs: z.array(
      z.object({
        id,
        name: z.string(),
        description: z.string(),
        importance: ZLevel,
        target: z.string(),
        measurement: z.string(),
      }),
    ),
    secondaryMetrics: z.array(z.string()),
    performanceExpectations: z.array(z.string()),
    successCriteria: z.array(z.string()),
    evaluationFrequency: z.string(),
  }),
  culturalFit: z.object({
    workStyle: z.string(),
    communicationStyle: z.string(),
    decisionMaking: z.string(),
    innovationApproach: z.string(),
    workLifeBalance: z.string(),
    growthOpportunities: z.array(z.string()),
    potentialChallenges: z.array(z.string()),
  }),
  summary: z.string().min(1),
  /** Facts the report could not establish, each said plainly with where to find it ("Revenue: not known ..."). */
  notKnown: z.array(z.string()).optional(),
  /** Questions the candidate should settle, e.g. whether the company is the employer or one the role would cover. */
  openQuestions: z.array(z.string()).optional(),
});
export type ResearchReport = z.infer<typeof ZResearchReport>;
