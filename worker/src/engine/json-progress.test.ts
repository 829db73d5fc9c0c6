import { describe, expect, it } from 'vitest';
import { createJsonProgress, humanKey } from './json-progress';

describe('progress line of a streamed JSON answer', () => {
  it('when an answer streams in small pieces, then the line names the field being written, the elements done and the fields finished', () => {
    const answer = JSON.stringify({
      riskAssessment: { riskScore: 48, factors: ['a', 'b'] },
      emergingTools: [{ name: 'x', tags: ['p', 'q'] }, { name: 'y' }, { name: 'z' }],
      steps: ['one', 'two'],
      summary: 'Text with "quotes", {braces} and [brackets], commas.',
    });
    const progress = createJsonProgress();
    const lines: string[] = [];
    for (let i = 0; i < answer.length; i += 4) {
      const line = progress.push(answer.slice(i, i + 4));
      if (line) lines.push(line);
    }
    expect(lines[0]).toBe('The model is writing its answer…');
    expect(lines).toContain('Writing the risk assessment');
    expect(lines).toContain('Writing the emerging tools; done: risk assessment');
    expect(lines).toContain('Writing the emerging tools (2 so far); done: risk assessment');
    expect(lines).toContain('Writing the steps; done: risk assessment, 3 emerging tools');
    expect(lines.at(-1)).toBe('Writing the summary; done: risk assessment, 3 emerging tools, 2 steps');
    expect(new Set(lines).size).toBe(lines.length); // only changes are reported
  });

  it('when keys are camelCase or snake_case, then they read as words', () => {
    expect(humanKey('adaptationStrategies')).toBe('adaptation strategies');
    expect(humanKey('interview_questions')).toBe('interview questions');
  });
});
