import type { ChatMessage } from '@fcs/shared/coach/contract';
import { FREE_JOB_ID } from '@fcs/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  COACH_RUN_ID as RUN_ID,
  coachQueued as QUEUED,
  runAfter as coachRun,
  startedOffline as STARTED,
  stepStarted,
  token,
} from '../../testing/run-fixtures';
import { plainText, preview, replyView, runAnswer } from './coach-run-view';
import { PLACEHOLDERS, chatPlaceholder, greeting, quickQuestions, withArticle } from './coach-texts';

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: '0c7f3a6e-51d2-4b7b-8d3f-1a2b3c4d5e6f',
    role: 'assistant',
    content: '',
    status: 'streaming',
    runId: RUN_ID,
    demo: false,
    canned: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

describe('replyView', () => {
  it('when the reply run has not streamed yet, then the thinking indicator stands in for the text', () => {
    const view = replyView(message(), coachRun([QUEUED, STARTED, stepStarted('initialise')]));
    expect(view).toMatchObject({ status: 'streaming', thinking: true, demo: true, text: '' });
  });

  it('when words stream in, then the reply shows them in order, once, and is marked demo output', () => {
    const run = coachRun([
      QUEUED,
      STARTED,
      stepStarted('analysis'),
      token('Most '),
      token('days start '),
      token('at 6am.'),
    ]);
    expect(replyView(message(), run)).toEqual({
      text: 'Most days start at 6am.',
      status: 'streaming',
      demo: true,
      thinking: false,
    });
  });

  it('when the run completes, then the reply is its result content and complete', () => {
    const run = coachRun([
      QUEUED,
      STARTED,
      token('Draft'),
      { type: 'result', result: { mode: 'chat', workflowType: null, title: 'Coach', content: 'Final **answer**.' } },
      { type: 'run.completed' },
    ]);
    expect(replyView(message(), run)).toMatchObject({ text: 'Final **answer**.', status: 'complete' });
  });

  it('when the run fails, then the reply is failed (the screen shows its apology)', () => {
    const run = coachRun([
      QUEUED,
      STARTED,
      { type: 'run.failed', error: 'Failed to connect to LLM service', stepId: 'analysis' },
    ]);
    expect(replyView(message(), run).status).toBe('failed');
  });

  it("when the followed run is another message's, then the stored text is shown", () => {
    const other = coachRun([QUEUED, STARTED, token('Other text')], '1f1c2a8e-0d7b-4c55-9d0e-2a6b9a3c4d10');
    expect(replyView(message({ content: 'Stored so far' }), other)).toMatchObject({
      text: 'Stored so far',
      thinking: false,
    });
  });

  it('when a stored message is complete, then it is shown as stored, whatever the run says', () => {
    const done = message({ status: 'complete', content: 'Kept', demo: true, runId: null });
    expect(replyView(done, null)).toEqual({ text: 'Kept', status: 'complete', demo: true, thinking: false });
  });
});

describe('runAnswer', () => {
  it('when a completed run has no readable result, then the streamed text is the answer', () => {
    expect(
      runAnswer(
        coachRun([
          QUEUED,
          STARTED,
          token('Streamed'),
          { type: 'result', result: { odd: true } },
          { type: 'run.completed' },
        ]),
      ),
    ).toBe('Streamed');
  });
});

describe('preview', () => {
  it('when the text is longer than the limit, then it is cut at a word with an ellipsis and no markdown marks', () => {
    const text = `## Heading\n\n**Bold** start ${'word '.repeat(80)}`;
    const cut = preview(text, 200);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(201);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.text).not.toMatch(/[#*]/);
    expect(cut.text.startsWith('Heading Bold start word')).toBe(true);
  });

  it('when the text fits, then it is returned whole', () => {
    expect(preview('Short [link](https://x.example) text', 150)).toEqual({ text: 'Short link text', truncated: false });
  });

  it('plainText drops list marks and code fences', () => {
    expect(plainText('- one\n- two\n```\ncode\n```\n1. three')).toBe('one two three');
  });
});

describe('coach texts', () => {
  it('chooses the spec placeholder by state: resume, then quiz (free role on starter, or no role), else the default', () => {
    expect(chatPlaceholder({ hasResume: true, isStarter: false, jobId: 'credit_analyst' })).toBe(
      PLACEHOLDERS.withResume,
    );
    expect(chatPlaceholder({ hasResume: false, isStarter: true, jobId: FREE_JOB_ID })).toBe(PLACEHOLDERS.takeQuiz);
    expect(chatPlaceholder({ hasResume: false, isStarter: false, jobId: null })).toBe(PLACEHOLDERS.takeQuiz);
    expect(chatPlaceholder({ hasResume: false, isStarter: false, jobId: FREE_JOB_ID })).toBe(PLACEHOLDERS.default);
    expect(chatPlaceholder({ hasResume: false, isStarter: true, jobId: 'credit_analyst' })).toBe(PLACEHOLDERS.default);
    expect(PLACEHOLDERS).toEqual({
      withResume: 'Ask about your career path based on your resume...',
      takeQuiz: 'Take our quiz to unlock unlimited career questions...',
      default: 'Ask me anything about this career...',
    });
  });

  it('names the role with the right article in the greeting and the six quick questions', () => {
    expect(withArticle('Equity Research Analyst')).toBe('an Equity Research Analyst');
    expect(withArticle('Credit Analyst')).toBe('a Credit Analyst');
    expect(greeting('Credit Analyst')).toContain('**Credit Analyst**');
    expect(greeting('Credit Analyst')).toContain('- What a working week as a Credit Analyst really looks like');
    const questions = quickQuestions('Equity Research Analyst');
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((q) => q.prompt)).size).toBe(6);
  });
});
