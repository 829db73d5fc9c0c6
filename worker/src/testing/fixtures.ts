import type { AiImpactResult } from '@fcs/shared/entities';
import type { LlmTask } from '../llm/types';

/** A role written in by the user (not from the catalogue), for model-client tests. */
export const CREDIT_ANALYST_ROLE: LlmTask['role'] = {
  title: 'Credit Analyst',
  description: 'Assesses borrowers.',
  skills: ['Cash flow analysis'],
  interests: ['Lending'],
  experienceLevels: ['Analyst'],
  personalityTraits: ['Sceptical'],
  fromCatalogue: false,
};

/** A schema-valid AI impact answer for the stand-in model. */
export const AI_IMPACT_ANSWER: AiImpactResult = {
  riskAssessment: {
    riskScore: 48,
    overallRisk: 'medium',
    stabilityFactors: [
      'Client trust in a named analyst',
      'Judgement calls on management credibility',
      'Regulatory accountability for ratings',
    ],
    disruptionFactors: [
      'Automated earnings model updates',
      'AI-drafted results notes',
      'Machine transcription of earnings calls',
    ],
    timeline: '3-5 years',
    confidence: 72,
  },
  emergingTools: [
    {
      id: 'tool-1',
      name: 'Earnings call summarisers',
      category: 'analysis',
      adoptionLevel: 'high',
      trend: 'growing',
      impact: 'high',
      description: 'Summarise calls and flag guidance changes within minutes.',
      learningCurve: 'low',
      resources: [
        {
          id: 'r1',
          type: 'tutorial',
          title: 'Reading AI call summaries critically',
          description: 'Check summaries against the transcript.',
          duration: '1 hour',
        },
      ],
    },
    {
      id: 'tool-1',
      name: 'Model-update copilots',
      category: 'automation',
      adoptionLevel: 'medium',
      trend: 'early',
      impact: 'medium',
      description: 'Roll forecasts forward after results.',
      learningCurve: 'medium',
      resources: [
        {
          id: 'r1',
          type: 'course',
          title: 'Spreadsheet automation',
          description: 'Python and Excel together.',
          duration: '4 weeks',
        },
      ],
    },
  ],
  adaptationStrategies: [
    {
      id: 'strategy-1',
      title: 'Own the differentiated view',
      category: 'mindset_shift',
      priority: 'high',
      description: 'Spend freed time on proprietary channel checks.',
      timeline: '6 months',
      effort: 'medium',
      impact: 'high',
      steps: ['Pick two debates in your sector', 'Build a primary-research plan'],
    },
  ],
  professionalPerspective: {
    role: 'Head of Research',
    experience: '20 years',
    insights: ['Speed is no longer the edge'],
    recommendations: ['Learn to audit model output'],
    concerns: ['Junior training ground shrinks'],
    opportunities: ['Broader coverage per analyst'],
  },
  // Deliberately inconsistent with the score: the finalise step must correct the band.
  summary: 'AI will reshape the mechanics of the job but not the judgement.',
};

/** Streamed summary text the stand-in model sends, word by word. */
export const SUMMARY_TEXT =
  'Roughly half of the work of this role will be reshaped by AI within five years. The mechanics go first: model updates, first drafts and call summaries. What stays human is the view itself and the trust of the clients who pay for it.';
