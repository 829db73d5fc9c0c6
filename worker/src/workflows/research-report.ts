import { ZResearchReport, type ResearchReport } from '@fcs/shared/entities';
import { ZResearchReportRunInput, type ResearchReportRunResult } from '@fcs/shared/workflows/research-report';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { conversation, fence, organisationBrief, STRUCTURED_TEMPERATURE, uniqueIds, veteranSystem } from './prompts';

const FOCUS = [
  'Company overview and recent trends',
  'Where the role sits and who it reports to',
  'KPIs and expectations',
  'Cultural fit',
];

/** Research report: a company and a role in it, for a candidate (spec section 2). Research at step 3. */
export const researchReportWorkflow = defineWorkflow({
  type: 'research_report',
  input: ZResearchReportRunInput,
  steps: [
    {
      id: 'load-role',
      async run({ role }) {
        return { output: { title: role.title }, narration: `Loaded the ${role.title} profile.` };
      },
    },
    {
      id: 'scope',
      async run({ input }) {
        return {
          output: { companyName: input.companyName, focus: FOCUS },
          narration: `Scoped ${FOCUS.length} areas of research on ${input.companyName}.`,
        };
      },
    },
    {
      id: 'research',
      async run(ctx) {
        const { companyName } = ctx.input;
        const report = await ctx.generateObject({
          schema: ZResearchReport,
          schemaName: 'ResearchReport',
          temperature: STRUCTURED_TEMPERATURE,
          task: { kind: 'research_report.research' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are preparing a candidate who has an interview for this role at the company below.',
            ),
            [
              fence('company name', companyName),
              organisationBrief(companyName),
              'Write the research report from what is publicly known about the company up to your knowledge cut-off. Where you',
              'are not sure of a fact (revenue, headcount, founding year, a recent event), write "Not known": never estimate a',
              'figure or describe an event for a named company. If you do not recognise the company, say so in the summary and',
              'keep every company section to "Not known"; do not guess its industry from its name. recentTrends are',
              'sector-level themes, labelled as such, not events at this company. Consider whether the candidate would work',
              'for this company or cover it (as an analyst covering a stock would); if the name alone does not say, write for',
              'the employer case and say so. companyName must be exactly the name inside the fence.',
              'Sections: companyOverview (mission, values, 3-4 recentTrends with impact and timeframe, industry, size, location,',
              'founded, revenue), rolePositioning (department, reportingStructure, teamSize, keyResponsibilities,',
              'collaborationAreas, careerPath), kpisAndExpectations (3-5 primaryKPIs with target and measurement,',
              'secondaryMetrics, performanceExpectations, successCriteria, evaluationFrequency), culturalFit, summary.',
            ].join('\n'),
          ),
        });
        return {
          output: report,
          narration: `Researched ${report.companyOverview.recentTrends.length} recent trends and ${report.kpisAndExpectations.primaryKPIs.length} KPIs.`,
        };
      },
    },
    {
      id: 'briefing',
      async run(ctx) {
        const report = outputOf<ResearchReport>(ctx.outputs, 'research');
        const text = await ctx.streamText({
          task: { kind: 'research_report.summary', textKind: 'analysis', draft: report.summary },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are giving a candidate the executive summary of your research before their interview.',
            ),
            [
              fence('company name', ctx.input.companyName),
              `In 120-180 words of plain prose, the executive summary on that company for a ${ctx.role.title} candidate:`,
              'what the firm is, what the role is there to deliver, how it is judged, and what to say in the interview.',
              'Stay consistent with this research:',
              JSON.stringify({
                mission: report.companyOverview.mission,
                trends: report.companyOverview.recentTrends.map((t) => t.title),
                kpis: report.kpisAndExpectations.primaryKPIs.map((k) => k.name),
                draft: report.summary,
              }),
            ].join('\n'),
          ),
        });
        return { output: { summary: text.trim() }, narration: 'Wrote the executive summary.' };
      },
    },
    {
      id: 'finalise',
      async run(ctx) {
        const report = outputOf<ResearchReport>(ctx.outputs, 'research');
        const { summary } = outputOf<{ summary: string }>(ctx.outputs, 'briefing');
        const result: ResearchReportRunResult = {
          ...report,
          companyName: ctx.input.companyName,
          companyOverview: {
            ...report.companyOverview,
            recentTrends: uniqueIds(report.companyOverview.recentTrends, 'trend'),
          },
          kpisAndExpectations: {
            ...report.kpisAndExpectations,
            primaryKPIs: uniqueIds(report.kpisAndExpectations.primaryKPIs, 'kpi'),
          },
          summary: summary || report.summary,
          jobTitle: ctx.role.title,
        };
        return { output: result, narration: 'Report compiled.' };
      },
    },
  ],
  result: (outputs) => outputs.finalise,
});
