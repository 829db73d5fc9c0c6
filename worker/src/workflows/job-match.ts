import { getRole } from '@fcs/shared/catalog/roles';
import { ZJobMatchResult, type JobMatchResult } from '@fcs/shared/entities';
import {
  describeFit,
  explainFit,
  scoreFit,
  skillEvidence,
  yearMonth,
  type FitAssessment,
} from '@fcs/shared/job-match/score-fit';
import { ZJobMatchRunInput, type JobMatchRunResult } from '@fcs/shared/workflows/job-match';
import { monthsAsYears } from '@fcs/shared/job-match/tenure';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { conversation, fence, PRIORITY_ORDER, STRUCTURED_TEMPERATURE, uniqueIds, veteranSystem } from './prompts';

const IMPORTANCE_ORDER = { critical: 0, important: 1, 'nice-to-have': 2 } as const;

/** What the model writes: everything of the result except the score, which the workflow computes. */
const ZJobMatchNarrative = ZJobMatchResult.omit({ fitScore: true });
type JobMatchNarrative = Omit<JobMatchResult, 'fitScore'>;

/**
 * Job match: a CV scored against a role (spec section 2, /job-match). The fit score is computed at step 3 by
 * `scoreFit` (deterministic, the same on every engine); the model, or the offline engine, writes strengths,
 * gaps and advice around it, and the workflow keeps the score and drops any "gap" the CV actually lists.
 */
export const jobMatchWorkflow = defineWorkflow({
  type: 'job_match',
  input: ZJobMatchRunInput,
  steps: [
    {
      id: 'read-cv',
      async run({ input }) {
        const { cvData } = input;
        return {
          // The month "Present" stands for is fixed here, in a checkpoint, so a retried run scores the same.
          output: {
            experience: cvData.experience.length,
            education: cvData.education.length,
            skills: cvData.skills.length,
            asOf: yearMonth(new Date()),
          },
          narration: `Read the CV: ${cvData.experience.length} roles, ${cvData.education.length} qualifications, ${cvData.skills.length} skills.`,
        };
      },
    },
    {
      id: 'load-role',
      async run({ role }) {
        return {
          output: { skills: role.skills },
          narration: `${role.title} is built on ${role.skills.length} core skills; looking for evidence of each.`,
        };
      },
    },
    {
      id: 'score-fit',
      async run(ctx) {
        const { asOf } = outputOf<{ asOf: string }>(ctx.outputs, 'read-cv');
        const cv = ctx.input.cvData;
        const fit = scoreFit(cv, ctx.role, { asOf });
        const narrative = await ctx.generateObject({
          schema: ZJobMatchNarrative,
          schemaName: 'JobMatchNarrative',
          temperature: STRUCTURED_TEMPERATURE,
          task: { kind: 'job_match.score', computed: fit },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are screening a CV for this role as the hiring manager would, and then advising the candidate honestly.',
            ),
            [
              fence(
                'CV',
                JSON.stringify({
                  summary: cv.summary,
                  experience: cv.experience,
                  education: cv.education,
                  skills: cv.skills,
                }),
              ),
              '',
              assessmentBrief(fit),
              '',
              'Write the match around this assessment. You do not set or change the score. Produce:',
              '- summary: 2-3 sentences that state the score and band as given and the main reasons;',
              '- 3-5 strengths, each citing evidence quoted from the CV (only skills shown in a job, or relevant experience);',
              '- 3-5 gaps, only for skills marked "no evidence" above (never a skill the CV lists or shows), each with',
              '  currentLevel, requiredLevel, importance, suggestions and 1-3 real resources (course, book, project,',
              '  certification or mentorship) that you are sure exist;',
              '- 4-6 development recommendations with timeline and effort; if skills are only listed, one of them is to show',
              '  those skills in the job descriptions.',
            ].join('\n'),
          ),
        });
        return {
          output: { fit, narrative },
          narration: `Fit score ${fit.fitScore}%: ${fit.skills.filter((s) => s.evidence === 'experience').length} of ${fit.skills.length} core skills shown in work.`,
        };
      },
    },
    {
      id: 'assessment',
      async run(ctx) {
        const { fit, narrative } = outputOf<{ fit: FitAssessment; narrative: JobMatchNarrative }>(
          ctx.outputs,
          'score-fit',
        );
        const text = await ctx.streamText({
          task: { kind: 'job_match.assessment', textKind: 'analysis', draft: narrative.summary },
          messages: conversation(
            veteranSystem(ctx.role, 'You are giving a candidate your honest read of their CV against this role.'),
            [
              'In 100-160 words of plain prose, tell the candidate where they stand: the fit, what would get them hired, and what',
              `would stop them. The score is ${fit.fitScore}/100, ${describeFit(fit.band)}; state it as given and do not change it.`,
              'Stay consistent with this assessment:',
              JSON.stringify({
                strengths: narrative.strengths.map((s) => s.title),
                gaps: narrative.gaps.map((g) => g.skill),
                draft: narrative.summary,
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
        const { fit, narrative } = outputOf<{ fit: FitAssessment; narrative: JobMatchNarrative }>(
          ctx.outputs,
          'score-fit',
        );
        const { summary } = outputOf<{ summary: string }>(ctx.outputs, 'assessment');
        const cv = ctx.input.cvData;
        // A skill the CV lists or shows is never a gap, whatever the writer proposed.
        const gaps = narrative.gaps.filter((g) => skillEvidence(cv, g.skill) === 'none');
        const result: JobMatchRunResult = {
          ...narrative,
          fitScore: fit.fitScore,
          summary: summary || narrative.summary,
          strengths: uniqueIds(narrative.strengths, 'strength'),
          gaps: uniqueIds(gaps, 'gap')
            .map((g) => ({ ...g, resources: uniqueIds(g.resources, `${g.id}-res`) }))
            .sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance]),
          recommendations: uniqueIds(narrative.recommendations, 'rec').sort(
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

/**
 * Jobs whose titles name another catalogue role, by the catalogue's titles (the CV's own titles stay inside its
 * fence): the model should say the work is close but a different job, as the score does.
 */
function otherWorkBrief(fit: FitAssessment): string[] {
  const jobs = fit.otherWork ?? [];
  const roles = [...new Set(jobs.flatMap((j) => j.roles))].map((id) => getRole(id)?.title ?? id);
  if (roles.length === 0) return [];
  return [
    `${jobs.length} job(s) in the CV are titled as another role (${roles.join('; ')}): close to this work but a different job; their years count towards experience and seniority only as far as they show this role's skills, and the skills they show count in full.`,
  ];
}

/** The computed assessment as the model reads it: score, band, components and the evidence per skill. */
function assessmentBrief(fit: FitAssessment): string {
  const evidence = {
    experience: 'shown in a job',
    listed: 'only listed or claimed',
    titled: 'claimed by a job titled as the role, no line shows it',
    none: 'no evidence',
  } as const;
  return [
    `Computed fit score: ${fit.fitScore}/100, ${describeFit(fit.band)} (bands: 80+ excellent, 60-79 good, below 60 moderate; below 40 weak).`,
    explainFit(fit),
    `Relevant experience: ${fit.relevantYears} years (of ${fit.totalYears} in work, overlapping jobs counted once); the role's entry level asks for ${fit.requiredYears}.`,
    ...otherWorkBrief(fit),
    ...(fit.titledAs
      ? [
          `A job titled as this role (${monthsAsYears(fit.titledAs.months)} years) claims its skills: those no line shows count as listed skills; say the CV should describe the work behind them.`,
        ]
      : []),
    // Only the role's own words here: CV text stays inside its fence.
    'Evidence per core skill (importance; where the CV shows it; which parts of the skill):',
    ...fit.skills.map(
      (s) =>
        `- ${s.skill} (${s.importance}): ${evidence[s.evidence]}${s.met.length ? `, covers ${s.met.join(', ')}` : ''}`,
    ),
  ].join('\n');
}
