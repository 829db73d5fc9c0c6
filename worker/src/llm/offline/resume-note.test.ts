import { describe, expect, it } from 'vitest';
import { getRole } from '@fcs/shared/catalog/roles';
import { runRoleFromCatalogue } from '@fcs/shared/workflows/common';
import { createOfflineLlm } from './offline-llm';
import { COACH_WORKFLOW_ASKS } from '../../workflows/coach-chat';
import { OFFLINE_CONTENT } from '../create-llm';
import { groundOnResume, RESUME_SECTION, resumeNote } from './resume-note';

const role = runRoleFromCatalogue(getRole('credit_research_analyst')!);
const cv = [
  'Ella Example',
  'ella@example.test',
  'Experience',
  'Audit Senior, Grant Thornton (2019 - 2024)',
  'Reviewed covenant packages of listed housebuilders.',
  'Skills',
  'Excel, IFRS, credit metrics',
].join('\n');

describe("the offline engine's resume grounding", () => {
  it('when a CV is structured, then the note names its latest role, employer and skills, and what of the role it meets', () => {
    const note = resumeNote(role, { fileName: 'ella.txt', content: cv });
    expect(note).toContain('(ella.txt)');
    expect(note).toContain('Audit Senior at Grant Thornton');
    expect(note).toContain('Excel, IFRS and credit metrics');
    expect(note).toMatch(/already touches .*credit metrics and leverage analysis/);
  });

  it('when a pasted text has no sections and nothing in common with the role, then it quotes the text and says so', () => {
    const note = resumeNote(role, {
      fileName: 'Pasted resume',
      content: 'I ran a bakery for six years and taught myself bookkeeping.',
    });
    expect(note).toContain('"I ran a bakery for six years');
    expect(note).toContain('Nothing in it speaks yet');
  });

  it('when the engine streams a reply grounded on a resume, then it streams the content as given (the content names the resume)', async () => {
    const llm = createOfflineLlm({
      content: { generators: {}, text: (tc) => groundOnResume('The answer to the question.', tc.role, tc.resume) },
      wordDelayMs: 0,
    });
    let streamed = '';
    const text = await llm.streamText(
      {
        messages: [{ role: 'user', content: 'Would I fit?' }],
        task: {
          workflow: 'coach_chat',
          kind: 'coach_chat.chat',
          role,
          input: {},
          resume: { fileName: 'ella.txt', content: cv },
        },
      },
      (t) => {
        streamed += t;
      },
    );
    expect(streamed).toBe(text);
    expect(text.startsWith('**From your resume (ella.txt):**')).toBe(true);
    expect(text.endsWith('\n\nThe answer to the question.')).toBe(true);
  });

  it('when a generator already wrote what it took from the CV, then no note is added; without a resume, nothing is', () => {
    const own = 'Short answer.\n\n**From your CV:** coming from Audit Senior at Grant Thornton, build on it.';
    expect(groundOnResume(own, role, { fileName: 'ella.txt', content: cv })).toBe(own);
    expect(groundOnResume('Plain answer.', role, undefined)).toBe('Plain answer.');
  });

  // The real content (whatever the coach generators write today): every answer grounded on a resume names it
  // exactly once, in one labelled section, and never names the employer twice, for chat questions and the six workflows.
  const asks: [kind: 'chat' | 'analysis', prompt: string][] = [
    ['chat', 'How do I break into this role from audit?'],
    ['chat', 'What skills should I work on first?'],
    ['chat', 'How should I prepare for the interview?'],
    ['chat', 'What is the pay like?'],
    ['chat', 'Would I be a good fit with my background?'],
    ['chat', 'What does a normal day look like?'],
    ...Object.values(COACH_WORKFLOW_ASKS).map((ask): ['analysis', string] => ['analysis', ask]),
  ];
  it.each(asks)('when the %s answer to "%s" is grounded on a resume, then it names the resume once', (kind, prompt) => {
    const text = OFFLINE_CONTENT.text({
      role,
      prompt,
      kind: kind === 'chat' ? 'coach_chat' : 'analysis',
      history: [],
      input: {},
      task: `coach_chat.${kind === 'chat' ? 'chat' : 'workflow'}`,
      resume: { fileName: 'ella.txt', content: cv },
    });
    expect(text.match(RESUME_SECTION) ?? []).toHaveLength(1);
    expect((text.match(/Grant Thornton/g) ?? []).length).toBeLessThanOrEqual(1);
  });
});
