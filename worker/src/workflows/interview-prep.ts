import { ZInterviewGuide, type InterviewGuide } from '@fcs/shared/entities';
import {
  ZInterviewPrepRunInput,
  type InterviewPrepRunInput,
  type InterviewPrepRunResult,
} from '@fcs/shared/workflows/interview-prep';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { conversation, fence, overlapping, STRUCTURED_TEMPERATURE, uniqueIds, veteranSystem } from './prompts';

/** Interview preparation: a guide for one job description and one candidate (spec section 2). Guide at step 4. */
export const interviewPrepWorkflow = defineWorkflow({
  type: 'interview_prep',
  input: ZInterviewPrepRunInput,
  steps: [
    {
      id: 'read-description',
      async run({ input }) {
        const jd = input.jobDescription;
        return {
          output: {
            title: jd.title,
            company: jd.company,
            requirements: jd.requirements.length,
            responsibilities: jd.responsibilities.length,
          },
          narration: `Read the ${jd.title} description at ${jd.company}: ${jd.requirements.length} requirements, ${jd.responsibilities.length} responsibilities.`,
        };
      },
    },
    {
      id: 'review-profile',
      async run({ input }) {
        const { userProfile: me, jobDescription: jd } = input;
        const asked = [...jd.requirements, ...jd.responsibilities, jd.description];
        const evidenced = overlapping([...me.skills, ...me.strengths], asked);
        return {
          output: { evidenced, toDevelop: me.areas },
          narration: `${evidenced.length} of your skills and strengths speak to the description; ${me.areas.length} areas to prepare.`,
        };
      },
    },
    {
      id: 'briefing',
      async run(ctx) {
        const { jobDescription: jd, userProfile: me } = ctx.input;
        const text = await ctx.streamText({
          task: { kind: 'interview_prep.briefing', textKind: 'analysis' },
          messages: conversation(
            veteranSystem(ctx.role, 'You sit on interview panels for roles like this one at firms like the one below.'),
            [
              jobDescriptionFence(jd),
              '',
              candidateFence(me),
              '',
              'In 150-220 words, brief the candidate as a friendly panel member would: what the panel will probe, where their',
              'background will be tested hardest, and the one thing that would make you remember them.',
            ].join('\n'),
          ),
        });
        return { output: { briefing: text.trim() }, narration: 'Briefed you on what the panel will probe.' };
      },
    },
    {
      id: 'build-guide',
      async run(ctx) {
        const { briefing } = outputOf<{ briefing: string }>(ctx.outputs, 'briefing');
        const { jobDescription: jd, userProfile: me } = ctx.input;
        const guide = await ctx.generateObject({
          schema: ZInterviewGuide,
          schemaName: 'InterviewGuide',
          temperature: STRUCTURED_TEMPERATURE,
          task: { kind: 'interview_prep.guide' },
          messages: conversation(
            veteranSystem(ctx.role, 'You are preparing a candidate for an interview for the job below.'),
            [
              jobDescriptionFence(jd),
              '',
              candidateFence(me),
              '',
              `Your briefing: ${briefing}`,
              'Say nothing about the hiring firm beyond what the job description states.',
              '',
              'Produce the interview guide: 3-5 sections (types guide, tips, questions, confidence, preparation) each with 2-4',
              'items (title, content, priority, tips); 6-10 likely questions as items whose content is how to answer them',
              "using the candidate's own experience; 3-5 confidence boosters grounded in the candidate's strengths; a summary.",
            ].join('\n'),
          ),
        });
        return {
          output: guide,
          narration: `Guide with ${guide.sections.length} sections and ${guide.questions.length} likely questions.`,
        };
      },
    },
    {
      id: 'finalise',
      async run(ctx) {
        const guide = outputOf<InterviewGuide>(ctx.outputs, 'build-guide');
        const { evidenced } = outputOf<{ evidenced: string[] }>(ctx.outputs, 'review-profile');
        const boosters = guide.confidenceBoosters.length
          ? guide.confidenceBoosters
          : evidenced.slice(0, 3).map((s) => `Your ${s} speaks directly to what this role asks for: lead with it.`);
        const result: InterviewPrepRunResult = {
          ...guide,
          sections: uniqueIds(guide.sections, 'section').map((s) => ({
            ...s,
            items: uniqueIds(s.items, `${s.id}-item`),
          })),
          questions: uniqueIds(guide.questions, 'question'),
          confidenceBoosters: boosters,
          jobTitle: ctx.input.jobDescription.title,
          company: ctx.input.jobDescription.company,
        };
        return { output: result, narration: `${boosters.length} confidence boosters added.` };
      },
    },
  ],
  result: (outputs) => outputs.finalise,
});

/** The job description as the model reads it: fenced as data. */
function jobDescriptionFence(jd: InterviewPrepRunInput['jobDescription']): string {
  return fence(
    'job description',
    [
      `Title: ${jd.title}`,
      `Company: ${jd.company}`,
      jd.description.slice(0, 6000),
      `Requirements: ${jd.requirements.join('; ') || 'see description'}`,
      `Responsibilities: ${jd.responsibilities.join('; ') || 'see description'}`,
    ].join('\n'),
  );
}

/** What the candidate told us about themselves, fenced as data. */
function candidateFence(me: InterviewPrepRunInput['userProfile']): string {
  return fence(
    'candidate profile',
    [
      `Experience: ${me.experience.slice(0, 2000) || 'not given'}`,
      `Skills: ${me.skills.join(', ') || 'not given'}`,
      `Strengths: ${me.strengths.join(', ') || 'not given'}`,
      `Working on: ${me.areas.join(', ') || 'not given'}`,
    ].join('\n'),
  );
}
