import { describe, expect, it } from 'vitest';
import { MAX_SAVED_ARTICLES, mergeArticles, type SavedArticle } from './article-memory';

const article = (id: string, title = `Title ${id}`, content = `Text of ${id}`): SavedArticle => ({
  id,
  title,
  content,
  source: 'Uploaded file',
  timestamp: '2026-11-23T10:00:00.000Z',
  url: null,
  sample: false,
  fileName: null,
});

describe('mergeArticles', () => {
  it('when articles are added, then they come first, duplicates (same id, or same title and text) are dropped, and the list is capped', () => {
    const current = [article('a'), article('b')];
    expect(mergeArticles(current, [article('c'), article('a')]).map((a) => a.id)).toEqual(['c', 'a', 'b']);
    expect(mergeArticles(current, [article('z', 'Title b', 'Text of b')]).map((a) => a.id)).toEqual(['z', 'a']);
    const many = Array.from({ length: 20 }, (_, i) => article(`n${i}`));
    expect(mergeArticles(current, many)).toHaveLength(MAX_SAVED_ARTICLES);
  });
});
