import { ZNewsInterpretationResult, type NewsInterpretationResult } from '@fcs/shared/entities';
import { NO_LIVE_SEARCH_NOTE } from '@fcs/shared/news-feed';
import {
  ZNewsInterpretationRunInput,
  type NewsInterpretationRunResult,
} from '@fcs/shared/workflows/news-interpretation';
import { defineWorkflow, outputOf } from '../engine/workflow';
import { conversation, fence, STRUCTURED_TEMPERATURE, uniqueIds, veteranSystem, words } from './prompts';

/** Longest article text sent to the model; long articles are cut, and the step says so. */
const ARTICLE_MAX_CHARS = 12_000;

/** News interpretation: an article read through a role's eyes (spec section 2). The server call is step 4. */
export const newsInterpretationWorkflow = defineWorkflow({
  type: 'news_interpretation',
  input: ZNewsInterpretationRunInput,
  steps: [
    {
      id: 'read-article',
      async run({ input }) {
        const count = words(input.article.content).length;
        const cut = input.article.content.length > ARTICLE_MAX_CHARS;
        return {
          output: { words: count, truncated: cut },
          narration: `Read "${input.article.title}" (${count} words${cut ? '; analysing the first part' : ''}).`,
        };
      },
    },
    {
      id: 'load-role',
      async run({ role }) {
        return {
          output: { title: role.title, lens: role.skills.slice(0, 5) },
          narration: `Reading it as a ${role.title}.`,
        };
      },
    },
    {
      id: 'role-lens',
      async run(ctx) {
        const { article } = ctx.input;
        const notes = await ctx.streamText({
          task: { kind: 'news_interpretation.lens', textKind: 'analysis' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'A colleague has sent you this article and asked what it means for someone in your job.',
            ),
            [
              articleFence(article),
              '',
              'In 120-200 words, say what in it matters for this role and why: what you would do or watch differently on',
              'Monday morning, which clients, products or numbers it touches, and what the article does not tell you.',
            ].join('\n'),
          ),
        });
        return { output: { notes: notes.trim() }, narration: 'Noted what matters for the role.' };
      },
    },
    {
      id: 'interpret',
      async run(ctx) {
        const { notes } = outputOf<{ notes: string }>(ctx.outputs, 'role-lens');
        const { article } = ctx.input;
        const interpretation = await ctx.generateObject({
          schema: ZNewsInterpretationResult,
          schemaName: 'NewsInterpretation',
          temperature: STRUCTURED_TEMPERATURE,
          task: { kind: 'news_interpretation.interpret' },
          messages: conversation(
            veteranSystem(
              ctx.role,
              'You are writing a professional interpretation of a news article for someone in your job.',
            ),
            [
              articleFence(article),
              '',
              `Your notes so far: ${notes}`,
              '',
              'Produce: summary (an executive summary of 2-4 sentences), 3-5 insights (title, category such as Market Impact,',
              'Regulation, Client Impact or Career Relevance, content, impact positive/negative/neutral, confidence 0-100,',
              "sources: the article's title exactly as given), and 3-5 recommendations as short imperative sentences.",
              'What the article says is the only source of facts about the organisations it names; what it does not say is not',
              'known, and your notes are your reading, not new facts.',
            ].join('\n'),
          ),
        });
        return {
          output: interpretation,
          narration: `${interpretation.insights.length} insights and ${interpretation.recommendations.length} recommendations.`,
        };
      },
    },
    {
      id: 'recommendations',
      async run(ctx) {
        const interpretation = outputOf<NewsInterpretationResult>(ctx.outputs, 'interpret');
        const seen = new Set<string>();
        const recommendations = interpretation.recommendations
          .map((r) => r.trim())
          .filter((r) => r && !seen.has(r.toLowerCase()) && seen.add(r.toLowerCase()));
        const result: NewsInterpretationRunResult = {
          ...interpretation,
          insights: uniqueIds(interpretation.insights, 'insight').map((i) => ({
            ...i,
            confidence: Math.round(Math.min(100, Math.max(0, i.confidence))),
          })),
          recommendations,
          articleId: ctx.input.article.id ?? ctx.runId,
          articleTitle: ctx.input.article.title,
          jobTitle: ctx.role.title,
          webSources: ctx.input.article.url ? [{ title: ctx.input.article.title, url: ctx.input.article.url }] : [],
          // Elite's enhanced interpretation would add live web search; none is configured, and the result says so.
          sourceNote: ctx.input.userTier === 'elite' ? NO_LIVE_SEARCH_NOTE : null,
        };
        return { output: result, narration: `${recommendations.length} recommendations, in priority order.` };
      },
    },
  ],
  result: (outputs) => outputs.recommendations,
});

/** The article as the model reads it: fenced as data, cut to the length the analysis reads. */
function articleFence(article: { title: string; source: string; content: string }): string {
  return fence(
    'article',
    `Title: ${article.title}\nSource: ${article.source}\n\n${article.content.slice(0, ARTICLE_MAX_CHARS)}`,
  );
}
