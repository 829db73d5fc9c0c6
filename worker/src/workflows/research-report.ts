import { ZResearchReport, type ResearchReport } from '@fcs/shared/entities';
import { ZResearchReportRunInput, type ResearchReportRunResult } from '@fcs/shared/workflows/research-report';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { conversation, uniqueIds, veteranSystem } from './prompts';

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
          task: { kind: 'research_report.research' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are preparing a candidate who has an interview for this role at the company below.',
            ),
            [
              `Company: ${companyName}`,
              'Write the research report from what is publicly known about the company up to your knowledge cut-off. Where you are',
              'not sure of a fact (revenue, headcount, founding year), give your best estimate and mark it "est.", or say',
              '"Not publicly disclosed". companyName must be exactly the company above.',
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
              `In 120-180 words of plain prose, the executive summary on ${ctx.input.companyName} for a ${ctx.role.title} candidate:`,
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
