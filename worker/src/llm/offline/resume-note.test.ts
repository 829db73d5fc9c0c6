import { describe, expect, it } from 'vitest';
import { getRole } from '@fcs/shared/catalog/roles';
import { runRoleFromCatalogue } from '@fcs/shared/workflows/common';
import { createOfflineLlm } from './offline-llm';
import { resumeNote } from './resume-note';

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

  it('when a streamed reply is grounded on a resume, then the note opens it and the rest follows once', async () => {
    const llm = createOfflineLlm({
      content: { generators: {}, text: () => 'The answer to the question.' },
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
});
