import { ZJobMatchResult, type JobMatchResult } from '@fcs/shared/entities';
import { ZJobMatchRunInput, type JobMatchRunResult } from '@fcs/shared/workflows/job-match';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { conversation, overlapping, PRIORITY_ORDER, uniqueIds, veteranSystem } from './prompts';

const IMPORTANCE_ORDER = { critical: 0, important: 1, 'nice-to-have': 2 } as const;

/** Job match: a CV scored against a role (spec section 2, /job-match). Structured scoring at step 3. */
export const jobMatchWorkflow = defineWorkflow({
  type: 'job_match',
  input: ZJobMatchRunInput,
  steps: [
    {
      id: 'read-cv',
      async run({ input }) {
        const { cvData } = input;
        return {
          output: {
            experience: cvData.experience.length,
            education: cvData.education.length,
            skills: cvData.skills.length,
          },
          narration: `Read the CV: ${cvData.experience.length} roles, ${cvData.education.length} qualifications, ${cvData.skills.length} skills.`,
        };
      },
    },
    {
      id: 'load-role',
      async run({ input, role }) {
        const evidence = [
          ...input.cvData.skills,
          input.cvData.summary,
          ...input.cvData.experience.flatMap((e) => [e.title, e.description, ...e.achievements]),
        ];
        const covered = overlapping(role.skills, evidence);
        const missing = role.skills.filter((s) => !covered.includes(s));
        return {
          output: { covered, missing },
          narration: `${role.title} needs ${role.skills.length} core skills; the CV shows evidence for ${covered.length}.`,
        };
      },
    },
    {
      id: 'score-fit',
      async run(ctx) {
        const { covered, missing } = outputOf<{ covered: string[]; missing: string[] }>(ctx.outputs, 'load-role');
        const cv = ctx.input.cvData;
        const match = await ctx.generateObject({
          schema: ZJobMatchResult,
          schemaName: 'JobMatchResult',
          task: { kind: 'job_match.score' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are screening a CV for this role as the hiring manager would, and then advising the candidate honestly.',
            ),
            [
              "The candidate's CV:",
              JSON.stringify({
                summary: cv.summary,
                experience: cv.experience,
                education: cv.education,
                skills: cv.skills,
              }),
              '',
              `Core skills with some evidence in the CV: ${covered.join('; ') || 'none'}`,
              `Core skills with no evidence yet: ${missing.join('; ') || 'none'}`,
              '',
              'Produce the match: fitScore 0-100 (80+ only for a candidate you would interview tomorrow), a 2-3 sentence summary,',
              '3-5 strengths each citing evidence from the CV, 3-5 gaps (currentLevel, requiredLevel, importance, suggestions and',
              '1-3 resources each), and 4-6 development recommendations with timeline and effort.',
            ].join('\n'),
          ),
        });
        return {
          output: match,
          narration: `Fit score ${Math.round(match.fitScore)}%: ${match.strengths.length} strengths, ${match.gaps.length} gaps.`,
        };
      },
    },
    {
      id: 'assessment',
      async run(ctx) {
        const match = outputOf<JobMatchResult>(ctx.outputs, 'score-fit');
        const text = await ctx.streamText({
          task: { kind: 'job_match.assessment', textKind: 'analysis', draft: match.summary },
          messages: conversation(
            veteranSystem(ctx.role, 'You are giving a candidate your honest read of their CV against this role.'),
            [
              'In 100-160 words of plain prose, tell the candidate where they stand: the fit, what would get them hired, and what',
              'would stop them. Stay consistent with this assessment:',
              JSON.stringify({
                fitScore: match.fitScore,
                strengths: match.strengths.map((s) => s.title),
                gaps: match.gaps.map((g) => g.skill),
                draft: match.summary,
              }),
            ].join('\n'),
          ),
        });
        return { output: { summary: text.trim() }, narration: 'Wrote the assessment.' };
      },
    },
    {
      id: 'plan',
      async run(ctx) {
        const match = outputOf<JobMatchResult>(ctx.outputs, 'score-fit');
        const { summary } = outputOf<{ summary: string }>(ctx.outputs, 'assessment');
        const result: JobMatchRunResult = {
          ...match,
          fitScore: Math.round(Math.min(100, Math.max(0, match.fitScore))),
          summary: summary || match.summary,
          strengths: uniqueIds(match.strengths, 'strength'),
          gaps: uniqueIds(match.gaps, 'gap')
            .map((g) => ({ ...g, resources: uniqueIds(g.resources, `${g.id}-res`) }))
            .sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance]),
          recommendations: uniqueIds(match.recommendations, 'rec').sort(
            (a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority],
          ),
          jobTitle: ctx.role.title,
        };
        return {
          output: result,
          narration: `Development plan: ${result.recommendations.length} recommendations, most important first.`,
        };
      },
    },
  ],
  result: (outputs) => outputs.plan,
});
