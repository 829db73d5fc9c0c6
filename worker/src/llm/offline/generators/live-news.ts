import { z } from 'zod';
import { EVENT_LABEL } from './news-lens';
import { impactPhrase, viewNews } from './news-interpretation';
import { an, buildRoleContext, type RoleContext } from './role-context';
import { lowerFirst, sentences, truncate, upperFirst } from './text';
import type { TextContext } from './types';

/** The current articles a live-data coach workflow hands the text call (`computed.liveArticles`). */
const ZLiveArticles = z.object({
  liveArticles: z
    .array(z.object({ title: z.string().min(1), source: z.string().min(1), excerpt: z.string() }))
    .min(1)
    .max(10),
});
type LiveArticle = z.infer<typeof ZLiveArticles>['liveArticles'][number];

const HIRING =
  /\bhir(?:e|es|ing)\b|\brecruit\w*|\bheadcount\b|\bvacanc\w*|\bgraduate scheme|\bjob cuts?\b|\blay-?offs?\b/i;
const CUTS = /\bjob cuts?\b|\blay-?offs?\b|\bredundanc\w*|\bcuts? \d+ jobs\b/i;

/** How one article reads for the role: the kind of news it is and what the family's knowledge says it changes. */
function readArticle(ctx: RoleContext, article: LiveArticle, forJobs: boolean): string {
  const head = `- **${truncate(article.title, 140)}** (${article.source}):`;
  const text = `${article.title}. ${article.excerpt}`;
  if (forJobs && HIRING.test(text)) {
    return CUTS.test(text)
      ? `${head} hiring news, and a warning: teams are shrinking here, so expect more candidates for each opening nearby.`
      : `${head} hiring news: employers are adding people, so check their careers pages for this role and the roles next to it.`;
  }
  const view = viewNews(ctx, article.title, article.excerpt);
  if (!view.lens) {
    // No reading of this kind of news for the family: the feed's own words, and no guess at what it changes.
    const lead = truncate(sentences(article.excerpt)[0] ?? article.title, 220);
    const kind = view.event ? `${upperFirst(EVENT_LABEL[view.event])}` : 'A story';
    return `${head} “${lead}” ${kind} the coach holds no reading of for ${view.family} work, so judge for yourself what it changes.`;
  }
  const meaning = sentences(view.lens.lens.meaning)[0] ?? view.lens.lens.meaning;
  return `${head} ${EVENT_LABEL[view.lens.event]}, ${impactPhrase(view.lens.lens.impact)} for ${view.family} work. ${meaning} First thing to do: ${lowerFirst(view.lens.lens.action)}`;
}

/**
 * The offline engine's reading of the current articles a live-data workflow (News Interpreter, Job Discovery) was
 * given: each one's headline and outlet as the feed gave them, the kind of news it is, and what it changes for the
 * role per its family's knowledge. Empty when the call has no live articles. Nothing beyond the feed's own words
 * and the role's knowledge is said about a story.
 */
export function liveNewsReading(tc: TextContext): string {
  const parsed = ZLiveArticles.safeParse(tc.computed);
  if (!parsed.success) return '';
  const ctx = buildRoleContext(tc.role);
  const workflowType = (tc.input as { workflowType?: unknown } | undefined)?.workflowType;
  const forJobs = workflowType === 'job_discovery';
  const heading = forJobs
    ? `**What the live news says about demand for ${an(ctx.title)}**`
    : `**What today's live news means for ${an(ctx.title)}**`;
  return [heading, ...parsed.data.liveArticles.map((a) => readArticle(ctx, a, forJobs))].join('\n');
}

/**
 * An offline answer of a live-data workflow opens with the reading of its live articles, unless the generator's
 * answer already names them (by headline). Without live articles the answer is left as written.
 */
export function groundOnLiveNews(written: string, tc: TextContext): string {
  const parsed = ZLiveArticles.safeParse(tc.computed);
  if (!parsed.success || !written.trim()) return written;
  if (parsed.data.liveArticles.some((a) => written.includes(a.title))) return written;
  return `${liveNewsReading(tc)}\n\n${written}`;
}
