import type { NewsInterpretationResult } from '@fcs/shared/entities';
import { readArticleFor, type ArticleReading } from './article-analysis';
import { readArticle, readTier } from './inputs';
import { an, buildRoleContext, dataSource, ladderRefs, sectorTerms, type RoleContext } from './role-context';
import { makeId } from './seed';
import { joinList, lowerFirst, quoteList, truncate } from './text';
import type { GeneratorContext } from './types';

type Impact = 'positive' | 'negative' | 'neutral';
type InsightOut = NewsInterpretationResult['insights'][number];

function clampConfidence(n: number): number {
  return Math.round(Math.min(95, Math.max(35, n)));
}

/** The skills of the role the article speaks to, best first; falls back to the first skills. */
function touchedSkills(ctx: RoleContext, reading: ArticleReading): string[] {
  const hits = new Set(reading.roleHits);
  const scored = ctx.skills
    .map((skill, i) => ({
      skill,
      i,
      n: skill
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => [...hits].some((h) => w.startsWith(h.slice(0, 5)))).length,
    }))
    .sort((a, b) => b.n - a.n || a.i - b.i);
  return scored
    .filter((s) => s.n > 0)
    .map((s) => s.skill)
    .concat(scored.filter((s) => s.n === 0).map((s) => s.skill))
    .slice(0, 3);
}

function describeTone(reading: ArticleReading): string {
  if (reading.tone === 'negative')
    return `reads as bad news (${joinList(reading.negativeWords.slice(0, 3).map((w) => `“${w}”`))})`;
  if (reading.tone === 'positive')
    return `reads as good news (${joinList(reading.positiveWords.slice(0, 3).map((w) => `“${w}”`))})`;
  return 'is balanced in tone, with no clear good- or bad-news signal';
}

/** News interpretation (spec "News interpretation"): what this article means for someone in the role. */
export function generateNewsInterpretation(gen: GeneratorContext): NewsInterpretationResult {
  const ctx = buildRoleContext(gen.role);
  const article = readArticle(gen.input);
  const tier = readTier(gen.input);
  const enhanced = tier === 'elite';
  const reading = readArticleFor(article.title, article.content, sectorTerms(ctx));
  const seed = `${ctx.jobId}:${article.title}:${article.content.length}`;
  const refs = ladderRefs(ctx);
  const quoted = `“${truncate(article.title, 110)}”`;
  const skills = touchedSkills(ctx, reading);
  const relevancePct = Math.round(reading.relevance * 100);
  const base = 58 + reading.relevance * 22 + Math.min(8, reading.figures.length * 2) + Math.abs(reading.sentiment) * 10;
  const sources = [`${article.title} (${article.source})`];
  const orgs = reading.organisations;
  const figures = reading.figures;
  const deliverable = ctx.k.deliverables[0] ?? 'work';
  const audience = ctx.k.counterparties[0] ?? 'clients';

  const insights: InsightOut[] = [];
  insights.push({
    id: makeId('insight', seed, 0),
    title:
      reading.tone === 'negative'
        ? 'A negative development to take seriously'
        : reading.tone === 'positive'
          ? 'A positive development for the sector'
          : 'A development to note, not to act on yet',
    category: 'Market Development',
    content: [
      `${quoted} (${article.source}) ${describeTone(reading)}.`,
      `The key point: ${truncate(reading.lead, 240)}`,
      figures.length
        ? `Figures quoted: ${joinList(figures.slice(0, 4))}.`
        : 'The article gives no hard figures, so treat its claims as direction rather than size.',
      orgs.length ? `Named: ${joinList(orgs.slice(0, 3))}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    impact: reading.tone,
    confidence: clampConfidence(base),
    sources,
  });

  const workImpact: Impact = reading.relevance < 0.2 ? 'neutral' : reading.tone;
  insights.push({
    id: makeId('insight', seed, 1),
    title: `What it means for your work as ${ctx.title}`,
    category: 'Role Impact',
    content: [
      reading.relevance >= 0.2
        ? `The article touches the ${ctx.title}'s world directly (${joinList(reading.roleHits.slice(0, 4))}; ${relevancePct}% relevance).`
        : `The link to day-to-day ${ctx.title} work is indirect (${relevancePct}% relevance), so its main use is context for conversations.`,
      `Expect it to come up in ${lowerFirst(skills[0] ?? 'your core analysis')}${skills[1] ? ` and ${lowerFirst(skills[1])}` : ''}:`,
      reading.tone === 'negative'
        ? `assumptions in the next ${deliverable} may need revising downward, and ${audience} will want your view quickly.`
        : reading.tone === 'positive'
          ? `it supports more activity, and ${audience} will ask whether the improvement lasts.`
          : `check whether it changes any assumption in your next ${deliverable} before acting.`,
    ].join(' '),
    impact: workImpact,
    confidence: clampConfidence(base - 4),
    sources,
  });

  const enforcement = reading.negativeWords.some((w) =>
    /fine|penalt|probe|investigat|breach|enforcement|sanction|fraud|lawsuit|crackdown/.test(w),
  );
  const regulationImpact: Impact = enforcement
    ? 'negative'
    : reading.bodies.length
      ? reading.tone === 'positive'
        ? 'positive'
        : 'neutral'
      : reading.tone === 'negative'
        ? 'negative'
        : 'neutral';
  insights.push({
    id: makeId('insight', seed, 2),
    title: reading.bodies.length
      ? `Regulatory angle: ${joinList(reading.bodies.slice(0, 2).map((b) => b.name))}`
      : 'Risk and control angle',
    category: 'Regulation & Risk',
    content: reading.bodies.length
      ? `The article involves ${joinList(reading.bodies.slice(0, 3).map((b) => b.name))}. Before quoting it, read the primary source (${reading.bodies[0]?.primarySource}). For ${an(ctx.title)}, the relevant frame is ${ctx.k.regulation[0] ?? 'your firm’s policies'}${enforcement ? '; enforcement language like this usually leads firms to re-check their own controls' : ''}.`
      : `No regulator is named, but ${reading.tone === 'negative' ? 'bad news like this tends to raise questions about risk limits, exposures and disclosures' : 'it is worth checking whether it touches anything governed by'} ${lowerFirst(ctx.k.regulation[0] ?? 'your firm’s policies')}. Check the primary source before acting on a press report.`,
    impact: regulationImpact,
    confidence: clampConfidence(base - (reading.bodies.length ? 2 : 10)),
    sources: reading.bodies.length ? [...sources, ...reading.bodies.slice(0, 2).map((b) => b.primarySource)] : sources,
  });

  insights.push({
    id: makeId('insight', seed, 3),
    title: 'Career angle: what to learn from it',
    category: 'Career Development',
    content: `Stories like this are what interviewers and ${refs.manager}s ask about. Being able to explain ${quoted} in two minutes, including what it means for ${audience}, shows commercial awareness. It also points to ${lowerFirst(skills[0] ?? ctx.skills[0] ?? 'core analysis')} as a skill worth sharpening.`,
    impact: 'positive',
    confidence: clampConfidence(base - 8),
    sources,
  });

  if (enhanced) {
    insights.push({
      id: makeId('insight', seed, 4),
      title: `Read-across for ${audience}`,
      category: 'Client Impact',
      content: `${upper(audience)} will read this through their own exposure${orgs.length ? ` to ${joinList(orgs.slice(0, 2))}` : ''}. ${
        reading.tone === 'negative'
          ? 'Expect defensive questions: what could go wrong next, and how exposed are we?'
          : reading.tone === 'positive'
            ? 'Expect questions about whether to add exposure and how much is priced in.'
            : 'Expect few immediate questions; keep it in your back pocket for meetings.'
      } Prepare a short, sourced answer before they call.`,
      impact: reading.tone,
      confidence: clampConfidence(base - 6),
      sources,
    });
    insights.push({
      id: makeId('insight', seed, 5),
      title: 'What the article does not tell you',
      category: 'Analysis Gaps',
      content: `${figures.length ? `It quotes ${joinList(figures.slice(0, 3))} but not the comparison that makes them meaningful (versus expectations, last year or peers).` : 'It gives no figures, so size is unknown.'} ${upper(an(ctx.title))} would check ${dataSource(ctx)} for the data and the original announcement before forming a view.`,
      impact: 'neutral',
      confidence: clampConfidence(base - 12),
      sources,
    });
  }

  const recommendations = [
    reading.tone === 'negative'
      ? `Re-check the assumptions in your current ${deliverable} against ${quoted} and flag any change to your ${refs.manager}.`
      : `Note ${quoted} in your next ${deliverable} where it supports or challenges your view.`,
    figures.length
      ? `Verify ${joinList(figures.slice(0, 2))} against the primary source and ${dataSource(ctx)} before repeating them.`
      : `Find the underlying data in ${dataSource(ctx)}; the article gives none.`,
    `Prepare a two-minute explanation of what this means for ${audience}.`,
    reading.bodies[0]
      ? `Read ${reading.bodies[0].primarySource} rather than relying on the press summary.`
      : `Set an alert for follow-up coverage${orgs[0] ? ` on ${orgs[0]}` : ''} to see whether the story develops.`,
  ];
  if (enhanced)
    recommendations.push(
      `Add ${lowerFirst(skills[0] ?? ctx.skills[0] ?? 'this topic')} to your development plan; this story shows why it matters.`,
    );

  const summary = [
    `For ${an(ctx.title)}, ${quoted} ${describeTone(reading)}.`,
    reading.relevance >= 0.2
      ? `It bears directly on ${quoteList(skills.slice(0, 2))}, with ${insights.filter((i) => i.impact === 'negative').length} of ${insights.length} insights pointing to downside and ${insights.filter((i) => i.impact === 'positive').length} to upside.`
      : `Its link to the role is indirect; use it as context rather than a reason to change your work.`,
    figures.length ? `Key figures: ${joinList(figures.slice(0, 3))}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return { summary, insights, recommendations };
}

function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
