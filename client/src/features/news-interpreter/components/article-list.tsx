import { useId } from 'react';
import { Button } from '../../../components/button';
import type { SavedArticle } from '../article-memory';

export interface ArticleListProps {
  articles: readonly SavedArticle[];
  /** The article the current interpretation is about, marked in the list. */
  activeId: string | null;
  onInterpret: (article: SavedArticle) => void;
  onRemove: (id: string) => void;
  /** Interpret is disabled (a run goes on, no role chosen, signed out). */
  interpretDisabled: boolean;
  disabled?: boolean;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The first lines of the article, without its title when the text starts with it. */
function preview(title: string, text: string): string {
  let flat = text.replace(/\s+/g, ' ').trim();
  if (flat.startsWith(title)) flat = flat.slice(title.length).trim();
  return flat.length > 220 ? `${flat.slice(0, 219).trimEnd()}…` : flat;
}

/** The uploaded and fetched articles, newest first, each with its source, a preview and Interpret. */
export function ArticleList({
  articles,
  activeId,
  onInterpret,
  onRemove,
  interpretDisabled,
  disabled = false,
}: ArticleListProps) {
  const titleId = useId();
  return (
    <section className="article-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="article-list__title">
        Your Articles
      </h2>
      {articles.length === 0 ? (
        <p className="muted">
          Upload articles or fetch the latest news for your role; they will appear here to interpret.
        </p>
      ) : (
        <ul className="article-list__items">
          {articles.map((article) => {
            const words = article.content.split(/\s+/).filter(Boolean).length;
            return (
              <li key={article.id} className={`article-card${article.id === activeId ? ' article-card--active' : ''}`}>
                <div className="article-card__head">
                  <h3 className="article-card__title">{article.title}</h3>
                  <span className="article-card__badges">
                    {article.sample ? <span className="level-badge level-badge--caution">Sample article</span> : null}
                    {article.id === activeId ? <span className="tag">Interpreted below</span> : null}
                  </span>
                </div>
                <p className="article-card__meta">
                  {article.fileName ? `${article.source}: ${article.fileName}` : article.source}
                  {/* Samples have no publication date; the time they were fetched would mislead. */}
                  {article.sample ? null : ` · ${dateFormat.format(new Date(article.timestamp))}`} · {words} words
                  {article.url ? (
                    <>
                      {' · '}
                      <a href={article.url} target="_blank" rel="noreferrer noopener">
                        Original
                      </a>
                    </>
                  ) : null}
                </p>
                <p className="article-card__preview">{preview(article.title, article.content)}</p>
                <div className="article-card__actions">
                  <Button
                    onClick={() => onInterpret(article)}
                    disabled={interpretDisabled}
                    aria-label={`Interpret: ${article.title}`}
                  >
                    Interpret
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onRemove(article.id)}
                    disabled={disabled}
                    aria-label={`Remove ${article.title}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
