import { ZSandboxContent, type SandboxContent } from '@fcs/shared/sandbox/schema';
import { ZSandboxGenerationRunInput } from '@fcs/shared/workflows/sandbox-generation';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { conversation, veteranSystem } from './prompts';

/** The simulation content of a role (inbox, projects, meetings, files, news, fundamentals, companies). */
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
      id: 'generate',
      async run(ctx) {
        const content = await ctx.generateObject({
          schema: ZSandboxContent,
          schemaName: 'SandboxContent',
          task: { kind: 'sandbox_generation.generate' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are building a realistic one-week job simulation of this role for someone trying it out.',
            ),
            [
              "Write the simulation as it would land on a newcomer's desk in a UK firm this week:",
              '- scenario: who they are, where they sit, what this week holds (100-300 words, second person);',
              '- 5-8 emails from named colleagues and clients with realistic subjects and priorities;',
              "- timestamps, meeting times and news times as days of the simulated week, like 'Mon 07:05', not dates;",
              '- 3-5 projects with status, deadline and deliverables; 3-4 meetings with attendees and agenda;',
              '- 3-5 files they would open; 3-5 news items with category, impact and why this matters to the role;',
              '- 4-6 fundamentals (terms of the trade with examples); 3-4 companies they deal with (real or plausible).',
              'Use the real tools, counterparts, deadlines and regulation of this role.',
            ].join('\n'),
          ),
        });
        return {
          output: content,
          narration: `${content.emails.length} emails, ${content.projects.length} projects, ${content.meetings.length} meetings and ${content.news.length} news items.`,
        };
      },
    },
    {
      id: 'scenario',
      async run(ctx) {
        const content = outputOf<SandboxContent>(ctx.outputs, 'generate');
        const text = await ctx.streamText({
          task: { kind: 'sandbox_generation.scenario', textKind: 'narration', draft: content.scenario },
          messages: conversation(
            veteranSystem(ctx.role, 'You are welcoming a newcomer to their first week in this role.'),
            `In 120-250 words, in the second person, set the scene for their week. Stay consistent with this draft: ${content.scenario}`,
          ),
        });
        return { output: { scenario: text.trim() }, narration: 'Set the scene for the week.' };
      },
    },
    {
      id: 'finalise',
      async run(ctx) {
        const content = outputOf<SandboxContent>(ctx.outputs, 'generate');
        const { scenario } = outputOf<{ scenario: string }>(ctx.outputs, 'scenario');
        const candidate = { ...content, scenario: scenario || content.scenario };
        // The streamed rewrite must still fit the schema's bounds; otherwise keep the structured draft.
        const result = ZSandboxContent.safeParse(candidate).success ? candidate : content;
        return { output: result, narration: 'Content checked.' };
      },
    },
  ],
  result: (outputs) => outputs.finalise,
});
