import { describe, expect, it } from 'vitest';
import { COACH_WORKFLOWS, ZCoachRunInput, ZCoachRunResult, ZCoachWorkflowRequest } from './coach';

describe('coach workflow ids', () => {
  it('when the AI impact workflow is asked for by its current id, then it parses as ai_impact', () => {
    expect(COACH_WORKFLOWS.map((w) => w.id)).toContain('ai_impact');
    const parsed = ZCoachWorkflowRequest.parse({ jobId: 'equity_research_analyst', workflowType: 'ai_impact' });
    expect(parsed.workflowType).toBe('ai_impact');
  });

  it('when an earlier client or stored run says ai_jobs, then it is read as ai_impact', () => {
    expect(
      ZCoachWorkflowRequest.parse({ jobId: 'equity_research_analyst', workflowType: 'ai_jobs' }).workflowType,
    ).toBe('ai_impact');
    const role = {
      title: 'Equity Research Analyst',
      description: 'Covers UK stocks.',
      skills: ['Modelling'],
      interests: ['Markets'],
      experienceLevels: ['Entry level'],
      personalityTraits: ['Analytical'],
      fromCatalogue: false,
    };
    const input = ZCoachRunInput.parse({ mode: 'workflow', workflowType: 'ai_jobs', role });
    expect(input).toMatchObject({ mode: 'workflow', workflowType: 'ai_impact' });
    const result = ZCoachRunResult.parse({ mode: 'workflow', workflowType: 'ai_jobs', title: 'AI', content: 'x' });
    expect(result.workflowType).toBe('ai_impact');
  });

  it('when an unknown workflow id arrives, then it is refused', () => {
    expect(ZCoachWorkflowRequest.safeParse({ jobId: 'equity_research_analyst', workflowType: 'nope' }).success).toBe(
      false,
    );
  });
});
