import {
  COACH_WORKFLOWS,
  ZCoachRunInput,
  type CoachRunInput,
  type CoachRunResult,
  type CoachWorkflowId,
} from '@fcs/shared/workflows/coach';
import type { RunRole } from '@fcs/shared/workflows/common';
import { defineWorkflow, outputOf, type RunOwner } from '../engine/workflow';
import type { LlmMessage } from '../llm/types';
import { fence, veteranSystem } from './prompts';

/** Most resume text handed to the model (elite resume-aware coaching). */
const RESUME_MAX_CHARS = 8000;

/** What each coach workflow asks the coach (the user turn of a workflow run). */
export const COACH_WORKFLOW_ASKS: Record<CoachWorkflowId, string> = {
  job_discovery:
    'Suggest 4-6 roles adjacent to this one that someone with its skills could move into, each with why it fits, what changes day to day, and the first step to get there.',
  news_interpreter:
    'Pick the 3-4 kinds of market or regulatory news that matter most to this role right now and explain, for each, how a professional in the role reads it and what they do about it.',
  interview_prep:
    'Prepare me for an interview for this role: the 6-8 questions I will most likely be asked, what a strong answer shows, and the mistakes that sink candidates.',
  ai_impact:
    'Explain how AI is changing this role: which tasks are being automated, which tools people use now, what stays human, and how to stay ahead over the next five years.',
  day_in_life:
    'Walk me through a realistic working day in this role from 7am to 6:30pm: what happens in each part of the day, who I deal with, the tools, the pressure points.',
  research_report:
    'Tell me how to research a firm before applying for this role: what to look for in its reports and news, which KPIs the role is judged on, and the questions to ask at interview.',
};

type Resume = { fileName: string; content: string };

function coachSystem(role: RunRole, resume: Resume | null): string {
  const parts = [
    veteranSystem(
      role,
      "You are an AI career coach playing a veteran of this role. You answer the user's questions about the job, the path into it and how to succeed in it, honestly, including the downsides.",
    ),
    'Format answers in short Markdown: a one-line answer first, then a few headed sections or bullet points where they help.',
  ];
  if (resume) {
    parts.push(
      "The user's resume follows; tailor advice to it and refer to their actual experience.",
      fence('resume', `File: ${resume.fileName}\n${resume.content.slice(0, RESUME_MAX_CHARS)}`),
    );
  }
  return parts.join('\n\n');
}

/** The owner's stored resume when this run is grounded on it (elite), read as the step runs. */
async function groundingResume(ctx: { input: CoachRunInput; owner: RunOwner }): Promise<Resume | null> {
  if (!ctx.input.groundOnResume) return null;
  const resume = await ctx.owner.resume();
  return resume ? { fileName: resume.fileName, content: resume.content } : null;
}

/** The coach: a streamed chat reply, or one of the six coach workflows (spec section 4, "Chat workflow steps"). */
export const coachChatWorkflow = defineWorkflow({
  type: 'coach_chat',
  input: ZCoachRunInput,
  steps: [
    {
      id: 'initialise',
      async run({ input }) {
        const what =
          input.mode === 'workflow'
            ? (COACH_WORKFLOWS.find((w) => w.id === input.workflowType)?.title ?? input.workflowType)
            : 'chat';
        return {
          output: { mode: input.mode, workflowType: input.mode === 'workflow' ? input.workflowType : null },
          narration: `Started the ${what} session.`,
        };
      },
    },
    {
      id: 'load-context',
      async run(ctx) {
        const { role } = ctx;
        // Only the resume's name and size are checkpointed: its text stays out of the run's row and events.
        const resume = await groundingResume(ctx);
        return {
          output: {
            title: role.title,
            skills: role.skills.slice(0, 5),
            resume: resume ? { fileName: resume.fileName, chars: resume.content.length } : null,
          },
          narration: `Loaded the ${role.title} context${resume ? ` and your resume (${resume.fileName})` : ''}.`,
        };
      },
    },
    {
      id: 'analysis',
      async run(ctx) {
        const { input, role } = ctx;
        const resume = await groundingResume(ctx);
        const messages: LlmMessage[] = [{ role: 'system', content: coachSystem(role, resume) }];
        // A chat run carries the conversation's recent turns, read by the api from the stored conversation.
        if (input.mode === 'chat') messages.push(...input.messages.slice(-20));
        else messages.push({ role: 'user', content: COACH_WORKFLOW_ASKS[input.workflowType] });
        const text = await ctx.streamText({
          task: {
            kind: `coach_chat.${input.mode}`,
            textKind: input.mode === 'chat' ? 'coach_chat' : 'analysis',
            ...(resume ? { resume } : {}),
          },
          messages,
        });
        return { output: { content: text.trim() }, narration: `Answered in ${text.trim().split(/\s+/).length} words.` };
      },
    },
    {
      id: 'format',
      async run(ctx) {
        const { content } = outputOf<{ content: string }>(ctx.outputs, 'analysis');
        const input = ctx.input;
        const result: CoachRunResult =
          input.mode === 'workflow'
            ? {
                mode: 'workflow',
                workflowType: input.workflowType,
                title: `${COACH_WORKFLOWS.find((w) => w.id === input.workflowType)?.title ?? 'Workflow'}: ${ctx.role.title}`,
                content,
              }
            : { mode: 'chat', workflowType: null, title: `Coach: ${ctx.role.title}`, content };
        return { output: result, narration: 'Results formatted.' };
      },
    },
  ],
  result: (outputs) => outputs.format,
});
