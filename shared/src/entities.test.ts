import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZAiImpactResult,
  ZArticle,
  ZCvData,
  ZDaySimulationResult,
  ZIdentityUser,
  ZInterviewGuide,
  ZJobDescription,
  ZJobMatchResult,
  ZMatchedJob,
  ZNewsInterpretationResult,
  ZPendingSimulation,
  RESEARCH_NOT_KNOWN,
  ZResearchReport,
  ZResume,
  ZSelfProfile,
  ZSimulationMessage,
  ZCoachMessage,
  ZUserProfile,
} from './entities';
import { ZPlan, PLANS } from './plans';
import { zodIssuesToFields } from './api-error';

const now = '2026-11-21T10:00:00.000Z';
const level = 'high' as const;

/** One valid example per entity of spec section 3, and one malformed variant with the field it breaks. */
const cases: Array<{ name: string; schema: z.ZodTypeAny; valid: unknown; malformed: unknown; field: string }> = [
  {
    name: 'user profile',
    schema: ZUserProfile,
    valid: {
      uid: 'u_1',
      email: 'ada@example.com',
      displayName: 'Ada',
      subscriptionTier: 'starter',
      subscriptionStatus: 'incomplete',
      maxSimulations: 0,
      marketingOptIn: false,
      createdAt: now,
      lastLogin: now,
      stripeCustomerId: null,
      quizAnswers: [{ questionId: 'career_priorities', answers: ['growth'] }],
      matchedJobs: [{ job_id: 'equity_research_analyst', title: 'Equity Research Analyst', match: 91 }],
      lastQuizDate: null,
    },
    malformed: { subscriptionTier: 'platinum' },
    field: 'subscriptionTier',
  },
  {
    name: 'identity user',
    schema: ZIdentityUser,
    valid: {
      uid: 'u_1',
      displayName: 'Ada',
      email: 'ada@example.com',
      emailVerified: true,
      phoneNumber: null,
      photoURL: null,
      isAnonymous: false,
      tenantId: null,
      providerData: [{ providerId: 'password', uid: 'ada@example.com', email: 'ada@example.com' }],
      metadata: { creationTime: now, lastSignInTime: now },
    },
    malformed: { email: 'not-an-email' },
    field: 'email',
  },
  {
    name: 'matched job',
    schema: ZMatchedJob,
    valid: { job_id: 'quant_researcher', title: 'Quantitative Researcher', match: 88, description: 'Builds signals.' },
    malformed: { match: 140 },
    field: 'match',
  },
  {
    name: 'pending simulation',
    schema: ZPendingSimulation,
    valid: { job_id: 'credit_analyst' },
    malformed: { job_id: '' },
    field: 'job_id',
  },
  {
    name: 'resume',
    schema: ZResume,
    valid: { name: 'cv.txt', content: 'Ada Lovelace\nAnalyst' },
    malformed: { content: '   ' },
    field: 'content',
  },
  {
    name: 'coach message',
    schema: ZCoachMessage,
    valid: { id: 'm1', role: 'assistant', content: 'Hello' },
    malformed: { role: 'system' },
    field: 'role',
  },
  {
    name: 'simulation message',
    schema: ZSimulationMessage,
    valid: { id: 'm1', type: 'simulation', content: 'Welcome to the desk', timestamp: now },
    malformed: { type: 'bot' },
    field: 'type',
  },
  {
    name: 'article',
    schema: ZArticle,
    valid: {
      id: 'a1',
      title: 'BoE holds rates',
      content: 'The Bank of England held Bank Rate at 4%.',
      source: 'Uploaded file',
      timestamp: now,
    },
    malformed: { title: '' },
    field: 'title',
  },
  {
    name: 'news interpretation',
    schema: ZNewsInterpretationResult,
    valid: {
      summary: 'Rates on hold.',
      insights: [
        {
          id: 'i1',
          title: 'NIM pressure eases',
          category: 'Rates',
          content: 'Margins stabilise.',
          impact: 'positive',
          confidence: 80,
          sources: ['BoE'],
        },
      ],
      recommendations: ['Update the NII sensitivity table'],
    },
    malformed: {
      insights: [{ id: 'i1', title: 't', category: 'c', content: 'x', impact: 'great', confidence: 50, sources: [] }],
    },
    field: 'insights.0.impact',
  },
  {
    name: 'job description',
    schema: ZJobDescription,
    valid: {
      id: 'jd1',
      title: 'Credit Analyst',
      company: 'Northbank',
      description: 'Assess borrowers.',
      requirements: ['ACA'],
      responsibilities: ['Write credit papers'],
    },
    malformed: { requirements: Array.from({ length: 11 }, (_, i) => `r${i}`) },
    field: 'requirements',
  },
  {
    name: 'self profile',
    schema: ZSelfProfile,
    valid: { experience: 'Two years in audit', skills: ['Excel'], strengths: ['Detail'], areas: ['Modelling'] },
    malformed: { experience: '' },
    field: 'experience',
  },
  {
    name: 'interview guide',
    schema: ZInterviewGuide,
    valid: {
      sections: [
        {
          id: 's1',
          type: 'tips',
          title: 'Technical',
          content: 'Know your DCF.',
          items: [{ id: 'it1', title: 'WACC', content: 'Explain WACC', priority: level, tips: ['Use the CAPM'] }],
        },
      ],
      questions: [
        { id: 'q1', title: 'Walk me through a DCF', content: 'Start with unlevered FCF', priority: level, tips: [] },
      ],
      confidenceBoosters: ['You have built models before'],
      summary: 'Focus on valuation.',
    },
    malformed: { sections: [{ id: 's1', type: 'chat', title: 't', content: '', items: [] }] },
    field: 'sections.0.type',
  },
  {
    name: 'CV data',
    schema: ZCvData,
    valid: {
      id: 'cv1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      experience: [
        {
          id: 'e1',
          title: 'Analyst',
          company: 'Northbank',
          duration: '2 years',
          description: 'Credit work',
          achievements: ['Cut review time 20%'],
        },
      ],
      education: [{ id: 'ed1', degree: 'BSc Economics', institution: 'LSE', year: '2022' }],
      skills: ['Excel', 'SQL'],
      summary: 'Analyst',
    },
    malformed: { skills: Array.from({ length: 16 }, (_, i) => `s${i}`) },
    field: 'skills',
  },
  {
    name: 'job match result',
    schema: ZJobMatchResult,
    valid: {
      fitScore: 72,
      summary: 'Good fit',
      strengths: [
        {
          id: 's1',
          title: 'Excel',
          category: 'technical',
          impact: level,
          description: 'Strong modelling',
          evidence: ['Built LBO'],
        },
      ],
      gaps: [
        {
          id: 'g1',
          skill: 'Python',
          currentLevel: 'basic',
          requiredLevel: 'intermediate',
          importance: 'important',
          impact: 'Automation',
          suggestions: ['Automate a report'],
          resources: [
            { id: 'r1', type: 'course', title: 'Python for Finance', description: 'Intro', duration: '6 weeks' },
          ],
        },
      ],
      recommendations: [
        {
          id: 'rec1',
          title: 'Learn Python',
          category: 'upskilling',
          priority: level,
          description: 'd',
          timeline: '3 months',
          effort: 'medium',
          impact: 'high',
        },
      ],
    },
    malformed: { gaps: [{ importance: 'vital' }] },
    field: 'gaps.0.importance',
  },
  {
    name: 'AI impact result',
    schema: ZAiImpactResult,
    valid: {
      riskAssessment: {
        riskScore: 42,
        overallRisk: 'medium',
        stabilityFactors: ['Judgement'],
        disruptionFactors: ['Data gathering'],
        timeline: '3-5 years',
        confidence: 70,
      },
      emergingTools: [
        {
          id: 't1',
          name: 'AI research assistant',
          category: 'augmentation',
          adoptionLevel: 'medium',
          trend: 'growing',
          impact: level,
          description: 'Summarises filings',
          learningCurve: 'low',
          resources: [
            { id: 'r1', type: 'tutorial', title: 'Prompting for analysts', description: 'd', duration: '2 hours' },
          ],
        },
      ],
      adaptationStrategies: [
        {
          id: 'a1',
          title: 'Own the narrative',
          category: 'mindset_shift',
          priority: level,
          description: 'd',
          timeline: '6 months',
          effort: 'low',
          impact: level,
          steps: ['Write more'],
        },
      ],
      professionalPerspective: {
        role: 'Senior analyst',
        experience: '15 years',
        insights: ['i'],
        recommendations: ['r'],
        concerns: ['c'],
        opportunities: ['o'],
      },
      summary: 'Augmented, not replaced.',
    },
    malformed: { riskAssessment: { riskScore: 142 } },
    field: 'riskAssessment.riskScore',
  },
  {
    name: 'day simulation',
    schema: ZDaySimulationResult,
    valid: {
      persona: {
        id: 'p1',
        name: 'Priya',
        experience: '6 years',
        personality: 'Calm',
        background: 'Maths',
        voice: 'Direct',
        habits: ['Early start'],
      },
      daySchedule: Array.from({ length: 5 }, (_, i) => ({
        id: `d${i}`,
        title: `Period ${i}`,
        timeRange: '7-9 AM',
        activities: [
          {
            id: `a${i}`,
            title: 'Read news',
            duration: '30 min',
            priority: level,
            description: 'd',
            interactions: [],
            tools: ['Bloomberg'],
            outcomes: ['Notes'],
          },
        ],
        mood: 'focused',
        energy: 'medium',
        challenges: [],
        highlights: [],
      })),
      summary: 'A full day.',
    },
    malformed: { daySchedule: [] },
    field: 'daySchedule',
  },
  {
    name: 'research report',
    schema: ZResearchReport,
    valid: {
      companyName: 'Northbank',
      companyOverview: {
        mission: 'Bank for the North',
        values: ['Prudence'],
        recentTrends: [
          {
            id: 't1',
            title: 'Rates',
            description: 'd',
            impact: 'positive',
            timeframe: '2026',
            source: 'Annual report',
          },
        ],
        industry: 'Banking',
        size: '5,000 staff',
        location: 'Leeds',
        founded: '1890',
        revenue: '£1.2bn',
      },
      rolePositioning: {
        department: 'Credit',
        reportingStructure: 'Head of Credit',
        teamSize: '12',
        keyResponsibilities: ['r'],
        collaborationAreas: ['c'],
        careerPath: ['Analyst'],
      },
      kpisAndExpectations: {
        primaryKPIs: [
          {
            id: 'k1',
            name: 'Turnaround',
            description: 'd',
            importance: level,
            target: '5 days',
            measurement: 'Median',
          },
        ],
        secondaryMetrics: ['m'],
        performanceExpectations: ['p'],
        successCriteria: ['s'],
        evaluationFrequency: 'Quarterly',
      },
      culturalFit: {
        workStyle: 'w',
        communicationStyle: 'c',
        decisionMaking: 'd',
        innovationApproach: 'i',
        workLifeBalance: 'b',
        growthOpportunities: ['g'],
        potentialChallenges: ['p'],
      },
      summary: 'Solid.',
    },
    malformed: { companyName: '  ' },
    field: 'companyName',
  },
  { name: 'plan', schema: ZPlan, valid: PLANS[1], malformed: { price: -1 }, field: 'price' },
];

describe.each(cases)('contract: $name', ({ schema, valid, malformed, field }) => {
  it('when given the spec example, then it parses', () => {
    const result = schema.safeParse(valid);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it(`when ${field} is malformed, then the error names that field`, () => {
    const result = schema.safeParse({ ...(valid as object), ...(malformed as object) });
    expect(result.success).toBe(false);
    expect(Object.keys(zodIssuesToFields(result.error!.issues))).toContain(field);
  });
});

describe('research report: room for what is not known', () => {
  const report = cases.find((c) => c.name === 'research report')!.valid as Record<string, unknown>;

  it('when a report marks trends as sector-level and lists what it could not establish, then it parses', () => {
    const overview = report.companyOverview as Record<string, unknown>;
    const result = ZResearchReport.safeParse({
      ...report,
      companyOverview: {
        ...overview,
        revenue: `${RESEARCH_NOT_KNOWN}: see the latest annual report`,
        recentTrends: [
          {
            id: 't1',
            title: 'Claims inflation',
            description: 'd',
            impact: 'negative',
            timeframe: 'Now',
            source: 'ABI',
            scope: 'sector',
          },
        ],
      },
      notKnown: ['Revenue', 'Recent news about Northbank'],
      openQuestions: ['Is Northbank the employer, or a company you would cover?'],
    });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it('when a trend has a scope other than company or sector, then the error names it', () => {
    const overview = report.companyOverview as Record<string, unknown>;
    const result = ZResearchReport.safeParse({
      ...report,
      companyOverview: {
        ...overview,
        recentTrends: [
          { id: 't1', title: 'x', description: 'd', impact: 'neutral', timeframe: 'Now', source: 's', scope: 'rumour' },
        ],
      },
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('scope');
  });
});
