import { describe, expect, it } from 'vitest';
import { getRole } from '@fcs/shared/catalog/roles';
import { runRoleFromCatalogue } from '@fcs/shared/workflows/common';
import { groundOnLiveNews, liveNewsReading } from './live-news';
import type { TextContext } from './types';

const role = runRoleFromCatalogue(getRole('credit_research_analyst')!);
const articles = [
  {
    title: 'Agency cuts housebuilder to junk on covenant strain',
    source: 'Local Credit Wire',
    excerpt: 'A rating agency downgraded a listed housebuilder after its leverage rose and covenant headroom shrank.',
  },
  {
    title: 'Lender is hiring fifty analysts for its Leeds hub',
    source: 'Local Credit Wire',
    excerpt: 'The bank is recruiting graduates and experienced hires into its new office.',
  },
];
const context = (workflowType: string, computed: unknown): TextContext => ({
  role,
  prompt: 'ask',
  kind: 'analysis',
  input: { mode: 'workflow', workflowType },
  task: 'coach_chat.workflow',
  computed,
});

describe("the offline reading of a live-data workflow's current articles", () => {
  it('when News Interpreter has live articles, then each is named with its outlet and read for the role', () => {
    const text = liveNewsReading(context('news_interpreter', { liveArticles: articles }));
    expect(text.split('\n')[0]).toBe("**What today's live news means for a Credit Research Analyst**");
    expect(text).toContain('- **Agency cuts housebuilder to junk on covenant strain** (Local Credit Wire):');
    expect(text).toMatch(/credit stress story|a deal|regulatory/);
    // A story of a kind the role's knowledge has no reading of: the feed's words, no guess.
    const other = liveNewsReading(
      context('news_interpreter', {
        liveArticles: [{ title: 'Office opens', source: 'Wire', excerpt: 'The firm opened an office in Leeds today.' }],
      }),
    );
    expect(other).toContain('- **Office opens** (Wire): “The firm opened an office in Leeds today.” A story the coach');
  });

  it('when Job Discovery has hiring news, then it is read as hiring news', () => {
    const text = liveNewsReading(context('job_discovery', { liveArticles: articles }));
    expect(text).toContain('**What the live news says about demand for a Credit Research Analyst**');
    expect(text).toContain('- **Lender is hiring fifty analysts for its Leeds hub** (Local Credit Wire): hiring news:');
  });

  it('when there are no live articles, or the answer already names them, then the answer is left as written', () => {
    expect(groundOnLiveNews('Answer.', context('news_interpreter', undefined))).toBe('Answer.');
    expect(groundOnLiveNews('Answer.', context('news_interpreter', { liveArticles: [] }))).toBe('Answer.');
    const named = `On "${articles[0]!.title}": it matters.`;
    expect(groundOnLiveNews(named, context('news_interpreter', { liveArticles: articles }))).toBe(named);
    const grounded = groundOnLiveNews('Answer.', context('news_interpreter', { liveArticles: articles }));
    expect(grounded.startsWith("**What today's live news means for")).toBe(true);
    expect(grounded.endsWith('\n\nAnswer.')).toBe(true);
  });
});
