import type { NewsInterpretationResult } from '@fcs/shared/entities';
import type { NewsEvent, NewsLens } from '../knowledge/schema';
import { readArticleFor } from './article-analysis';
import { readArticle, readTier } from './inputs';
import { EVENT_HEADING, EVENT_LABEL, readForFamily, subjectDirection, type FamilyReading } from './news-lens';
import { an, buildRoleContext, type RoleContext } from './role-context';
import { makeId } from './seed';
import { TermIndex, joinList, lowerFirst, quoteList, tokenize, truncate, upperFirst } from './text';
import type { GeneratorContext } from './types';

type Impact = 'positive' | 'negative' | 'neutral';
type InsightOut = NewsInterpretationResult['insights'][number];

function clampConfidence(n: number): number {
  return Math.round(Math.min(95, Math.max(35, n)));
}

/** How a kind of news reads for the family, in a phrase ("good news", "a headwind"). */
export function impactPhrase(impact: Impact): string {
  return impact === 'positive' ? 'good news' : impact === 'negative' ? 'a headwind' : 'neither good nor bad in itself';
}

/** The role's own skills the story and the family's reading of it touch, best first (at most two). */
function touchedSkills(ctx: RoleContext, text: string): string[] {
  const index = new TermIndex(text);
  return ctx.skills
    .map((skill, i) => ({ skill, i, n: tokenize(skill).filter((w) => w.length >= 4 && index.has(w)).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, 2)
    .map((x) => x.skill);
}

/** Items ordered by how many of their words the text uses; ties keep their order. */
function rankByWords(items: readonly string[], index: TermIndex): string[] {
  return items
    .map((item, i) => ({ item, i, n: tokenize(item).filter((w) => w.length >= 3 && index.has(w)).length }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.item);
}

/** Article sentences shown as quotes: each its own sentence, in the article's words. */
function quoted(lines: readonly string[]): string {
  return lines.map((l) => `“${l.replace(/^["“]|["”]$/g, '')}”`).join(' ');
}

export interface NewsView {
  reading: FamilyReading;
  /** The strongest kind of news the story is (undefined when it is none we know). */
  event: NewsEvent | undefined;
  /** The family's lens for the story, when its knowledge has one for any of the story's kinds of news. */
  lens: { event: NewsEvent; lens: NewsLens } | undefined;
  /** A second kind of news the story also is, with the family's lens for it. */
  second: { event: NewsEvent; lens: NewsLens } | undefined;
  impact: Impact;
  family: string;
  skills: string[];
}

/** The role's reading of a story: the kinds of news it is and the family's lens for them. */
export function viewNews(ctx: RoleContext, title: string, content: string): NewsView {
  const reading = readForFamily(ctx, title, content);
  const lens = reading.lenses[0];
  const second = reading.lenses.find((l) => l.event !== lens?.event);
  const lensText = [lens, second].map((l) => (l ? `${l.lens.meaning} ${l.lens.watch.join(' ')}` : '')).join(' ');
  return {
    reading,
    event: reading.events[0]?.event,
    lens,
    second,
    impact: lens?.lens.impact ?? 'neutral',
    family: ctx.k.familyLabel.toLowerCase(),
    skills: touchedSkills(ctx, `${title} ${content} ${lensText}`),
  };
}

/** News interpretation (spec "News interpretation"): what this article means for someone in the role's family. */
export function generateNewsInterpretation(gen: GeneratorContext): NewsInterpretationResult {
  const ctx = buildRoleContext(gen.role);
  const article = readArticle(gen.input);
  const enhanced = readTier(gen.input) === 'elite';
  const facts = readArticleFor(article.title, article.content, new TermIndex(''));
  const view = viewNews(ctx, article.title, article.content);
  const { reading, lens, second, family } = view;
  const seed = `${ctx.jobId}:${article.title}:${article.content.length}`;
  const headline = `“${truncate(article.title, 110)}”`;
  // The article is the insights' source, cited by its title exactly as given (as the model is asked to).
  const sources = [article.title];
  const figures = facts.figures;
  const bodies = facts.bodies;
  const watch = lens?.lens.watch ?? [];
  // The article's facts are checked where they come from (the regulator's or central bank's own release); what
  // they mean for the work is checked in the family's sources, those closest to the story first.
  const storyWords = new TermIndex(
    `${article.title} ${article.content} ${lens?.lens.meaning ?? ''} ${lens?.lens.action ?? ''} ${watch.join(' ')}`,
  );
  const familySources = rankByWords(reading.verifySources, storyWords);
  const verify = [...bodies.map((b) => b.primarySource), ...familySources].filter(
    (s, i, all) => all.findIndex((x) => x.toLowerCase() === s.toLowerCase()) === i,
  );
  const strength = Math.min(20, (reading.events[0]?.score ?? 0) * 2);
  const base = 50 + strength + (lens ? 15 : 0) + Math.min(6, figures.length * 2);
  const eventName = view.event ? EVENT_LABEL[view.event] : 'a story of no kind we classify';

  let n = 0;
  const insight = (
    title: string,
    category: string,
    content: string,
    impact: Impact,
    confidence: number,
    src = sources,
  ): InsightOut => ({
    id: makeId('insight', seed, n++),
    title,
    category,
    content,
    impact,
    confidence: clampConfidence(confidence),
    sources: src,
  });

  const insights: InsightOut[] = [];
  insights.push(
    insight(
      view.event ? `What happened: ${EVENT_LABEL[view.event]}` : 'What happened',
      view.event ? EVENT_HEADING[view.event] : 'Market Development',
      quoted([reading.lead]),
      subjectDirection(article.title, article.content),
      base,
    ),
  );

  const skillsLine = view.skills.length
    ? `In the ${ctx.title} job it reaches ${quoteList(view.skills.map(lowerFirst))}.`
    : '';
  insights.push(
    lens
      ? insight(
          `What it means for ${family} work`,
          'Role Impact',
          [
            lens.event === view.event
              ? lens.lens.meaning
              : `It is mainly ${eventName}, which our knowledge of ${family} work has no reading of; the part that does touch it is ${EVENT_LABEL[lens.event]}. ${lens.lens.meaning}`,
            reading.quotes.length ? quoted(reading.quotes) : '',
            skillsLine,
          ]
            .filter(Boolean)
            .join(' '),
          lens.lens.impact,
          base - 4,
        )
      : insight(
          `What it means for ${family} work`,
          'Role Impact',
          [
            `Our knowledge of ${family} work holds no reading of ${eventName}, so this interpretation does not guess its impact on the job.`,
            reading.quotes.length ? `The lines closest to the work: ${quoted(reading.quotes)}` : '',
            skillsLine,
          ]
            .filter(Boolean)
            .join(' '),
          'neutral',
          base - 20,
        ),
  );

  if (second) {
    insights.push(
      insight(
        `The ${EVENT_HEADING[second.event].toLowerCase()} angle`,
        EVENT_HEADING[second.event],
        second.lens.meaning,
        second.lens.impact,
        base - 8,
      ),
    );
  }

  if (lens) {
    insights.push(
      insight(
        'What to do about it',
        'Action',
        `${lens.lens.action} ${watch.length ? `The numbers of ${family} work it moves: ${joinList(watch)}.` : ''}`.trim(),
        lens.lens.impact,
        base - 6,
      ),
    );
  }

  insights.push(
    insight(
      'Where to check it',
      'Regulation & Risk',
      verify.length
        ? `Check it against ${joinList(verify.slice(0, 4))} before repeating any of it.`
        : `Find the original announcement before repeating any of it; a press report is a summary, not a source.`,
      'neutral',
      base - 10,
    ),
  );

  if (enhanced) {
    insights.push(
      insight(
        'What the article does not tell you',
        'Analysis Gaps',
        watch.length
          ? `It says nothing about ${joinList(watch.slice(0, 2))}${figures.length ? `: its figures (${joinList(figures.slice(0, 3))}) describe the event, and those numbers come from your own data` : ', which come from your own data rather than the press'}.`
          : `Its figures${figures.length ? ` (${joinList(figures.slice(0, 3))})` : ''} describe the event; what it changes for ${family} work is not known from the article alone.`,
        'neutral',
        base - 12,
      ),
    );
    insights.push(
      insight(
        'Career angle',
        'Career Development',
        lens
          ? `This is the kind of story interviewers for ${family} roles ask about: a strong answer calls it ${EVENT_LABEL[lens.event]}, explains what it does to ${watch[0] ?? 'the numbers you own'}, and names the first thing you would check.`
          : `A strong interview answer on this story would link it to ${lowerFirst(view.skills[0] ?? ctx.skills[0] ?? 'the work')} and be honest about what is not yet known.`,
        'positive',
        base - 14,
      ),
    );
  }

  const recommendations = [
    lens
      ? lens.lens.action
      : `Decide whether the story changes anything you own in ${family} work before acting on it.`,
    `Check ${figures.length ? joinList(figures.slice(0, 2)) : 'its claims'} against ${bodies[0]?.primarySource ?? 'the original announcement'} before repeating ${figures.length > 1 ? 'them' : 'it'}${familySources[0] ? `, and read what it means for the work in ${familySources[0]}` : ''}.`,
    second ? second.lens.action : '',
    watch[1] ? `Track ${watch[1]} over the coming weeks to see whether the story moves it.` : '',
  ].filter(Boolean);
  if (enhanced && view.skills[0])
    recommendations.push(
      `Use this story as a worked example of ${lowerFirst(view.skills[0])} in your notes or interviews.`,
    );

  const summary = [
    lens
      ? `For ${an(ctx.title)}, ${headline} is ${EVENT_LABEL[lens.event]} and ${impactPhrase(lens.lens.impact)} for ${family} work: ${lowerFirst(lens.lens.meaning)}`
      : `For ${an(ctx.title)}, ${headline} is ${eventName}; our knowledge of ${family} work does not say how it reads for the job, so no impact is claimed.`,
    lens ? `First step: ${lowerFirst(lens.lens.action)}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return { summary, insights, recommendations: recommendations.map(upperFirst) };
}
