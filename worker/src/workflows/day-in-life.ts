import { DAY_PERIODS } from '@fcs/shared/constants';
import { ZDaySimulationResult, type DaySimulationResult } from '@fcs/shared/entities';
import { ZDayInLifeRunInput, type DayInLifeRunResult } from '@fcs/shared/workflows/day-in-life';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { conversation, veteranSystem } from './prompts';

/** Day in the Life: a persona's working day in the five periods of spec section 9. The simulation is step 3. */
export const dayInLifeWorkflow = defineWorkflow({
  type: 'day_in_life',
  input: ZDayInLifeRunInput,
  steps: [
    {
      id: 'persona-brief',
      async run({ role }) {
        const level = role.experienceLevels[Math.min(1, role.experienceLevels.length - 1)]!;
        return { output: { level }, narration: `Persona: a ${role.title} at the ${level} stage.` };
      },
    },
    {
      id: 'plan-day',
      async run() {
        return {
          output: { periods: DAY_PERIODS.map((p) => ({ ...p })) },
          narration: `Planned ${DAY_PERIODS.length} periods from ${DAY_PERIODS[0].timeRange.split('-')[0]} AM to ${DAY_PERIODS.at(-1)!.timeRange.split('-')[1]}.`,
        };
      },
    },
    {
      id: 'simulate',
      async run(ctx) {
        const { level } = outputOf<{ level: string }>(ctx.outputs, 'persona-brief');
        const day = await ctx.generateObject({
          schema: ZDaySimulationResult,
          schemaName: 'DaySimulation',
          task: { kind: 'day_in_life.simulate' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are describing a realistic working day in this role to someone deciding whether to pursue it.',
            ),
            [
              `Create a persona at the "${level}" stage (a plausible British name, experience, background, personality, voice, 3-5 habits)`,
              'and their day in exactly these five periods, in this order, with these ids, titles, time ranges and energy levels:',
              ...DAY_PERIODS.map((p) => `- ${p.id}: ${p.title}, ${p.timeRange}, energy ${p.energy}`),
              'Each period has a mood, 2-3 activities (title, duration, priority, description, interactions, tools, outcomes),',
              'challenges and highlights. Use the real tools, counterparts and deadlines of this role. Add a 2-3 sentence summary.',
            ].join('\n'),
          ),
        });
        return {
          output: day,
          narration: `${day.persona.name}'s day: ${day.daySchedule.reduce((n, p) => n + p.activities.length, 0)} activities.`,
        };
      },
    },
    {
      id: 'narrate',
      async run(ctx) {
        const day = outputOf<DaySimulationResult>(ctx.outputs, 'simulate');
        const text = await ctx.streamText({
          task: { kind: 'day_in_life.narrate', textKind: 'narration', draft: day.summary },
          messages: conversation(
            veteranSystem(
              ctx.role,
              `You are ${day.persona.name}, ${day.persona.experience}. Speak in the first person, in your own voice: ${day.persona.voice}.`,
            ),
            [
              'In 120-180 words, tell someone considering your job how today went: the rhythm of the day, the moment that mattered',
              'most and what you will think about on the way home. Stay consistent with this schedule:',
              JSON.stringify(
                day.daySchedule.map((p) => ({
                  period: p.title,
                  activities: p.activities.map((a) => a.title),
                  mood: p.mood,
                })),
              ),
            ].join('\n'),
          ),
        });
        return { output: { summary: text.trim() }, narration: `${day.persona.name} told the day in their own words.` };
      },
    },
    {
      id: 'finalise',
      async run(ctx) {
        const day = outputOf<DaySimulationResult>(ctx.outputs, 'simulate');
        const { summary } = outputOf<{ summary: string }>(ctx.outputs, 'narrate');
        // The five periods are fixed by the product (titles, hours, energy); the model fills what happens in them.
        const daySchedule = DAY_PERIODS.map((period, i) => {
          const generated = day.daySchedule.find((p) => p.id === period.id) ?? day.daySchedule[i]!;
          return {
            ...generated,
            id: period.id,
            title: period.title,
            timeRange: period.timeRange,
            energy: period.energy,
            activities: generated.activities.map((a, j) => ({ ...a, id: `${period.id}-${j + 1}` })),
          };
        });
        const result: DayInLifeRunResult = {
          ...day,
          daySchedule,
          summary: summary || day.summary,
          jobTitle: ctx.role.title,
        };
        return { output: result, narration: 'Schedule checked against the five periods of the day.' };
      },
    },
  ],
  result: (outputs) => outputs.finalise,
});
