import { ZAiImpactResult, type AiImpactResult } from '@fcs/shared/entities';
import { ZAiImpactRunInput } from '@fcs/shared/workflows/ai-impact';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { band, conversation, uniqueIds, veteranSystem } from './prompts';

type TaskExposure = { task: string; exposure: 'high' | 'medium' | 'low' };

// Work that current AI tools already do well (drafting, extraction, screening, reconciliation) versus work that
// rests on trust, judgement and accountability. A first cut only: the model refines it in the analysis step.
const EXPOSED =
  /(data|report|reconcil|screen|monitor|model|draft|writ|document|extract|process|entry|summar|research|analys|code|python|sql|excel|spreadsheet|calculat|valuation|forecast|test)/i;
const SHELTERED =
  /(client|relationship|negotiat|lead|manag|judg|present|pitch|mentor|stakeholder|advis|ethic|regulat|complian|origin|network|sell|persua)/i;

function exposureOf(task: string): TaskExposure['exposure'] {
  const exposed = EXPOSED.test(task);
  const sheltered = SHELTERED.test(task);
  if (exposed && !sheltered) return 'high';
  if (sheltered && !exposed) return 'low';
  return 'medium';
}

/** AI impact analysis (spec section 2, /ai-jobs): five steps, the structured analysis at step 3. */
export const aiImpactWorkflow = defineWorkflow({
  type: 'ai_impact',
  input: ZAiImpactRunInput,
  steps: [
    {
      id: 'load-role',
      async run({ role }) {
        return {
          output: { title: role.title, skills: role.skills.length, fromCatalogue: role.fromCatalogue },
          narration: `Loaded the ${role.title} profile: ${role.skills.length} core skills.`,
        };
      },
    },
    {
      id: 'map-tasks',
      async run({ role }) {
        const tasks: TaskExposure[] = role.skills.slice(0, 10).map((task) => ({ task, exposure: exposureOf(task) }));
        const high = tasks.filter((t) => t.exposure === 'high').length;
        const low = tasks.filter((t) => t.exposure === 'low').length;
        return {
          output: { tasks },
          narration: `Mapped ${tasks.length} core tasks: ${high} highly exposed to automation, ${low} resting on human judgement.`,
        };
      },
    },
    {
      id: 'analyse',
      async run(ctx) {
        const { tasks } = outputOf<{ tasks: TaskExposure[] }>(ctx.outputs, 'map-tasks');
        const result = await ctx.generateObject({
          schema: ZAiImpactResult,
          schemaName: 'AiImpactResult',
          task: { kind: 'ai_impact.analyse' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are assessing, for someone considering this role, how AI will change it over the next five years.',
            ),
            [
              'First-cut exposure of the core tasks (high = current AI tools already do much of it):',
              ...tasks.map((t) => `- ${t.task}: ${t.exposure}`),
              '',
              'Produce the AI impact assessment:',
              '- riskAssessment: riskScore 0-100 (share of the work that AI will automate or reshape), overallRisk consistent with it',
              '  (0-33 low, 34-66 medium, 67-100 high), stabilityFactors and disruptionFactors (3-5 each, specific to this role),',
              '  timeline (e.g. "3-5 years"), confidence 0-100.',
              '- emergingTools: 4-6 real tools or tool classes used in this role today, each with 2-3 learning resources.',
              '- adaptationStrategies: 4-5 strategies across skill_development, tool_adoption, process_change and mindset_shift,',
              '  each with 3-5 concrete implementation steps.',
              '- professionalPerspective: your own view as a veteran: insights, recommendations, concerns, opportunities (3-4 each).',
              '- summary: 2-3 sentences.',
            ].join('\n'),
          ),
        });
        return {
          output: result,
          narration: `Risk score ${result.riskAssessment.riskScore}% with ${result.emergingTools.length} emerging tools and ${result.adaptationStrategies.length} adaptation strategies.`,
        };
      },
    },
    {
      id: 'summary',
      async run(ctx) {
        const analysis = outputOf<AiImpactResult>(ctx.outputs, 'analyse');
        const text = await ctx.streamText({
          task: { kind: 'ai_impact.summary', textKind: 'analysis', draft: analysis.summary },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are writing the summary of an AI impact assessment for someone considering this role.',
            ),
            [
              'Write the analysis summary in 120-180 words of plain prose (no headings, no lists): how exposed the role is,',
              'which parts of the work change first, what stays human, and what to do about it. Stay consistent with this assessment:',
              JSON.stringify({
                riskAssessment: analysis.riskAssessment,
                tools: analysis.emergingTools.map((t) => t.name),
                draft: analysis.summary,
              }),
            ].join('\n'),
          ),
        });
        return { output: { summary: text.trim() }, narration: 'Wrote the analysis summary.' };
      },
    },
    {
      id: 'finalise',
      async run(ctx) {
        const analysis = outputOf<AiImpactResult>(ctx.outputs, 'analyse');
        const { summary } = outputOf<{ summary: string }>(ctx.outputs, 'summary');
        const riskScore = Math.round(Math.min(100, Math.max(0, analysis.riskAssessment.riskScore)));
        const result: AiImpactResult = {
          ...analysis,
          riskAssessment: { ...analysis.riskAssessment, riskScore, overallRisk: band(riskScore) },
          emergingTools: uniqueIds(analysis.emergingTools, 'tool').map((t) => ({
            ...t,
            resources: uniqueIds(t.resources, `${t.id}-res`),
          })),
          adaptationStrategies: uniqueIds(analysis.adaptationStrategies, 'strategy'),
          summary: summary || analysis.summary,
        };
        return { output: result, narration: `Report ready: ${result.riskAssessment.overallRisk} disruption risk.` };
      },
    },
  ],
  result: (outputs) => outputs.finalise,
});
