import { describe, expect, it } from 'vitest';
import {
  COACH_LIVE_DATA_TEXTS,
  COACH_WORKFLOWS,
  ZCoachRunInput,
  ZCoachRunResult,
  ZCoachWorkflowRequest,
} from './coach';

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
    // Results stored before live data was reported read as having none.
    expect(result.liveData).toBeNull();
  });

  it('when a result reports live data, then live needs its articles and unavailable needs its reason', () => {
    const base = { mode: 'workflow', workflowType: 'news_interpreter', title: 'News', content: 'x' };
    const article = { title: 'Headline', source: 'Wire', url: 'https://wire.test/a', publishedAt: null };
    const live = { status: 'live', note: COACH_LIVE_DATA_TEXTS.live(1, ['Wire']), articles: [article] };
    expect(ZCoachRunResult.parse({ ...base, liveData: live }).liveData).toEqual(live);
    expect(ZCoachRunResult.safeParse({ ...base, liveData: { ...live, articles: [] } }).success).toBe(false);
    const none = { status: 'unavailable', reason: 'no_feed', note: COACH_LIVE_DATA_TEXTS.no_feed };
    expect(ZCoachRunResult.parse({ ...base, liveData: none }).liveData).toEqual(none);
    expect(ZCoachRunResult.safeParse({ ...base, liveData: { status: 'unavailable', note: 'x' } }).success).toBe(false);
    expect(COACH_LIVE_DATA_TEXTS.live(1, ['Wire'])).toContain('1 current article from');
  });

  it('when an unknown workflow id arrives, then it is refused', () => {
    expect(ZCoachWorkflowRequest.safeParse({ jobId: 'equity_research_analyst', workflowType: 'nope' }).success).toBe(
      false,
    );
  });
});
