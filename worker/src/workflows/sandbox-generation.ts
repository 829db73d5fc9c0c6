import { z } from 'zod';
import { ZSandboxContent, type SandboxContent } from '@fcs/shared/sandbox/schema';
import { ZSandboxGenerationRunInput } from '@fcs/shared/workflows/sandbox-generation';
import { defineWorkflow, outputOf, type StepContext } from '../engine/workflow';
import { conversation, STRUCTURED_TEMPERATURE, veteranSystem } from './prompts';

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * The week's case file: one set of names, figures and dates that every later call writes from, so the inbox,
 * the desk and the news tell the same story. People, figures and dates default to empty so that an engine
 * which writes the week in one piece (the offline engine) can answer with its own content.
 */
export const ZSandboxCaseFile = ZSandboxContent.pick({ scenario: true, companies: true }).extend({
  people: z
    .array(z.object({ name: line(80), role: line(120), organisation: line(120) }))
    .max(12)
    .default([]),
  keyFigures: z
    .array(z.object({ label: line(120), value: line(60) }))
    .max(12)
    .default([]),
  calendar: z
    .array(z.object({ when: line(40), what: line(200) }))
    .max(12)
    .default([]),
});
export type SandboxCaseFile = z.infer<typeof ZSandboxCaseFile>;

/** The parts written after the case file, each in its own smaller call. */
const PARTS = {
  inbox: {
    schema: ZSandboxContent.pick({ emails: true, meetings: true }),
    schemaName: 'SandboxInbox',
    ask: [
      '- 5-8 emails from the people in the case file (from: "Name (Role, Organisation)"), with realistic subjects and priorities;',
      '- 3-4 meetings with attendees from the case file and an agenda; a short transcript for one of them.',
    ],
  },
  desk: {
    schema: ZSandboxContent.pick({ projects: true, files: true }),
    schemaName: 'SandboxDesk',
    ask: [
      '- 3-5 projects with status, deadline (a day of the week), description and deliverables;',
      '- 3-5 files they would open (spreadsheets, PDFs, documents, presentations) with what is in each.',
    ],
  },
  market: {
    schema: ZSandboxContent.pick({ news: true, fundamentals: true }),
    schemaName: 'SandboxMarket',
    ask: [
      '- 3-5 news items: about the fictional firms of the case file, or sector-level themes labelled as such (never an',
      '  event or figure attached to a named real organisation); category, impact and why it matters to this role;',
      '- 4-6 fundamentals: terms of the trade with a definition, why they matter, examples and related terms.',
    ],
  },
} as const;

type PartName = keyof typeof PARTS;

const WEEK_RULES = [
  "Times are days of the simulated week, like 'Mon 07:05', never calendar dates.",
  'Use only the names, firms, figures and dates of the case file; do not introduce new ones.',
  'Use the real tools, counterparts, deadlines and regulation of this role.',
].join('\n');

function partStep(part: PartName) {
  return {
    id: part,
    async run(ctx: StepContext<unknown>) {
      const caseFile = outputOf<SandboxCaseFile>(ctx.outputs, 'case-file');
      const { schema, schemaName, ask } = PARTS[part];
      const value = await ctx.generateObject<Partial<SandboxContent>>({
        schema: schema as z.ZodType<Partial<SandboxContent>>,
        schemaName,
        temperature: STRUCTURED_TEMPERATURE,
        task: { kind: `sandbox_generation.${part}` },
        messages: conversation(
          veteranSystem(ctx.role, 'You are writing one part of a one-week job simulation of this role.'),
          [
            'The case file of the week (names, firms, figures, dates):',
            JSON.stringify(caseFile),
            '',
            'Write this part of the week:',
            ...ask,
            WEEK_RULES,
          ].join('\n'),
        ),
      });
      const counts = Object.entries(value)
        .map(([key, items]) => `${Array.isArray(items) ? items.length : 0} ${key}`)
        .join(' and ');
      return { output: value, narration: `Wrote ${counts}.` };
    },
  };
}

/**
 * The simulation content of a role (inbox, projects, meetings, files, news, fundamentals, companies), written
 * as one case file and then three smaller parts that all draw on it, rather than one very large answer.
 */
export const sandboxGenerationWorkflow = defineWorkflow({
  type: 'sandbox_generation',
  input: ZSandboxGenerationRunInput,
  steps: [
    {
      id: 'load-role',
      async run({ role }) {
        return { output: { title: role.title }, narration: `Loaded the ${role.title} profile.` };
      },
    },
    {
      id: 'case-file',
      async run(ctx) {
        const caseFile = await ctx.generateObject({
          schema: ZSandboxCaseFile,
          schemaName: 'SandboxCaseFile',
          temperature: STRUCTURED_TEMPERATURE,
          task: { kind: 'sandbox_generation.case_file' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are planning a realistic one-week job simulation of this role for someone trying it out.',
            ),
            [
              "Write the case file of a newcomer's week in a UK firm; every other part of the simulation is written from it:",
              '- scenario: who they are, where they sit, what this week holds (100-300 words, second person);',
              '- people: 6-10 colleagues, clients and counterparts with fictional names, their role and organisation;',
              '- companies: 3-4 organisations they deal with. Fictional ones (with an https://example.com/... address) carry',
              "  the week's events and figures; a real, well-known organisation may appear only as what it is and does,",
              '  with its real website, and no events or figures;',
              '- keyFigures: 4-8 numbers the week turns on (e.g. a deal size, a deadline count), all for fictional firms;',
              "- calendar: 4-8 fixed points of the week as 'Mon 09:00' with what happens.",
              WEEK_RULES,
            ].join('\n'),
          ),
        });
        return {
          output: caseFile,
          narration: `Case file: ${caseFile.people.length} people, ${caseFile.companies.length} organisations, ${caseFile.calendar.length} fixed points in the week.`,
        };
      },
    },
    partStep('inbox'),
    partStep('desk'),
    partStep('market'),
    {
      id: 'scenario',
      async run(ctx) {
        const caseFile = outputOf<SandboxCaseFile>(ctx.outputs, 'case-file');
        const text = await ctx.streamText({
          task: { kind: 'sandbox_generation.scenario', textKind: 'narration', draft: caseFile.scenario },
          messages: conversation(
            veteranSystem(ctx.role, 'You are welcoming a newcomer to their first week in this role.'),
            [
              'In 120-250 words, in the second person, set the scene for their week. Stay consistent with this draft and',
              `use only the people and firms of the case file: ${JSON.stringify({ scenario: caseFile.scenario, people: caseFile.people })}`,
            ].join('\n'),
          ),
        });
        return { output: { scenario: text.trim() }, narration: 'Set the scene for the week.' };
      },
    },
    {
      id: 'finalise',
      async run(ctx) {
        const caseFile = outputOf<SandboxCaseFile>(ctx.outputs, 'case-file');
        const { scenario } = outputOf<{ scenario: string }>(ctx.outputs, 'scenario');
        const parts = ['inbox', 'desk', 'market'].map((id) => outputOf<Partial<SandboxContent>>(ctx.outputs, id));
        const content: SandboxContent = ZSandboxContent.parse({
          scenario: caseFile.scenario,
          companies: caseFile.companies,
          ...Object.assign({}, ...parts),
        });
        const candidate = { ...content, scenario: scenario || content.scenario };
        // The streamed rewrite must still fit the schema's bounds; otherwise keep the structured draft.
        const result = ZSandboxContent.safeParse(candidate).success ? candidate : content;
        return { output: result, narration: 'Content checked.' };
      },
    },
  ],
  result: (outputs) => outputs.finalise,
});
