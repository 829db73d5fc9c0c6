import { ZJobId } from '@fcs/shared/catalog/schema';
import type { ExtractedDocument } from '@fcs/shared/documents';
import type { NewsArticle } from '@fcs/shared/news-feed';
import type { NewsInterpretationRequest, NewsInterpretationRunResult } from '@fcs/shared/workflows/news-interpretation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { DocumentUpload } from '../../../components/document-upload';
import { Panel } from '../../../components/panel';
import { RoleToolSetup } from '../../../components/role-tool-setup';
import { isApiError } from '../../../lib/api-transport';
import { jobProfileQuery } from '../../../lib/job-profile';
import { useStoredState } from '../../../lib/use-stored-state';
import { fetchNews } from '../api/fetch-news';
import {
  EMPTY_ARTICLE_MEMORY,
  ZArticleMemory,
  articleMemoryKey,
  mergeArticles,
  type SavedArticle,
} from '../article-memory';
import { ArticleList } from './article-list';
import { InterpretationResults } from './interpretation-results';
import '../news-interpreter.css';

export interface NewsInterpreterToolProps {
  /** Signed-in user id (scopes what the page remembers); null when signed out. */
  uid: string | null;
  /** The plan includes the enhanced interpretation (Elite; decided from the server's profile). */
  enhanced: boolean;
  /** A run is starting or running: Interpret is disabled. */
  isBusy: boolean;
  /** Starts an interpretation; `enhanced` picks the Elite endpoint. */
  onStart: (request: NewsInterpretationRequest, enhanced: boolean) => void;
  startError?: string | null;
  /** The finished interpretation; null until one exists. */
  result: NewsInterpretationRunResult | null;
  /** The article the run on show interprets (its id), to mark it in the list. */
  activeArticleId?: string | null;
  progress?: ReactNode;
  history?: ReactNode;
  /** Shown instead of the actions while signed out. */
  signInPrompt?: ReactNode;
}

function newId(prefix: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
  return `${prefix}-${random}`.slice(0, 100);
}

function fromUpload(document: ExtractedDocument): SavedArticle {
  return {
    id: newId('upload'),
    title: document.title.slice(0, 300),
    content: document.text.slice(0, 100_000),
    source: 'Uploaded file',
    timestamp: new Date().toISOString(),
    url: null,
    sample: false,
    fileName: document.fileName,
  };
}

function fromFeed(article: NewsArticle, sample: boolean): SavedArticle {
  return {
    id: article.id.slice(0, 200),
    title: article.title,
    content: article.content,
    source: article.source,
    timestamp: article.publishedAt ?? new Date().toISOString(),
    url: article.url,
    sample,
    fileName: null,
  };
}

/**
 * News Interpretation Simulator (spec section 2, /news-interpreter): choose a role, upload articles (.txt, .html,
 * .pdf; read on the server) or fetch the latest news for the role (sample articles, labelled, when no live source
 * is configured), then Interpret one: a 5-step run ending in the Professional Interpretation.
 */
export function NewsInterpreterTool({
  uid,
  enhanced,
  isBusy,
  onStart,
  startError,
  result,
  activeArticleId = null,
  progress,
  history,
  signInPrompt,
}: NewsInterpreterToolProps) {
  const hintId = useId();
  const scope = uid ?? 'signed-out';
  const [memory, setMemory] = useStoredState(articleMemoryKey(scope), ZArticleMemory, EMPTY_ARTICLE_MEMORY);
  const { selectedJobId, articles } = memory;
  const selectedJob = ZJobId.safeParse(selectedJobId).data ?? null;
  const profile = useQuery({ ...jobProfileQuery(selectedJob ?? ''), enabled: selectedJob !== null });
  const signedOut = signInPrompt !== undefined && signInPrompt !== null;

  const news = useMutation({
    mutationFn: (jobTitle: string) => fetchNews(jobTitle),
    onSuccess: (response) => {
      const fetched = response.articles.map((a) => fromFeed(a, response.origin === 'sample'));
      setMemory({ ...memory, articles: mergeArticles(memory.articles, fetched) });
    },
  });

  const addArticles = (added: SavedArticle[]) => setMemory({ ...memory, articles: mergeArticles(articles, added) });

  function interpret(article: SavedArticle) {
    if (!selectedJob || isBusy || signedOut) return;
    onStart(
      {
        jobId: selectedJob,
        article: {
          id: article.id,
          title: article.title,
          content: article.content,
          source: article.sample ? 'Sample article' : article.source,
          ...(article.url ? { url: article.url } : {}),
        },
      },
      enhanced,
    );
  }

  const newsError = news.error
    ? isApiError(news.error)
      ? news.error.message
      : 'The news could not be fetched. Please try again.'
    : null;

  return (
    <div className="tool-page">
      <RoleToolSetup
        selectedJobId={selectedJob}
        onSelect={(jobId) => setMemory({ ...memory, selectedJobId: jobId })}
        disabled={isBusy}
        emptyText="Search for a finance role: articles are interpreted through the eyes of a seasoned professional in it."
      >
        {signInPrompt ?? (
          <p id={hintId} className="tool-setup__hint">
            {selectedJob
              ? enhanced
                ? 'Elite: interpretations use the enhanced analysis. Choose an article below and Interpret it.'
                : 'Choose an article below and Interpret it. You can close this tab; the interpretation keeps running.'
              : 'Choose a role first; then interpret any article below.'}
          </p>
        )}
        {startError ? (
          <p className="field__error" role="alert">
            {startError}
          </p>
        ) : null}
      </RoleToolSetup>

      <Panel title="Add articles" description="Upload news articles, or fetch the latest news for your role.">
        <div className="article-sources">
          <DocumentUpload
            purpose="article"
            label="Upload articles"
            hint=".txt, .html or .pdf, under 5 MB each; other files are skipped"
            disabled={isBusy || signedOut}
            onExtracted={(documents) => addArticles(documents.map(fromUpload))}
          />
          <div className="article-sources__fetch">
            <Button
              variant="secondary"
              onClick={() => profile.data && news.mutate(profile.data.title)}
              disabled={!profile.data || news.isPending || isBusy || signedOut}
            >
              {news.isPending ? 'Fetching news...' : 'Fetch Latest News'}
            </Button>
            <p className="tool-setup__hint">
              {profile.data
                ? `News chosen for the role of ${profile.data.title}.`
                : 'Choose a role to fetch news for it.'}
            </p>
            {news.data?.note ? (
              <p className="article-sources__note" role="status">
                {news.data.note}
              </p>
            ) : null}
            {newsError ? (
              <p className="field__error" role="alert">
                {newsError}
              </p>
            ) : null}
          </div>
        </div>
      </Panel>

      <ArticleList
        articles={articles}
        activeId={activeArticleId}
        onInterpret={interpret}
        onRemove={(id) => setMemory({ ...memory, articles: articles.filter((a) => a.id !== id) })}
        interpretDisabled={!selectedJob || isBusy || signedOut}
        disabled={isBusy}
      />

      {progress}
      {result ? <InterpretationResults result={result} /> : null}
      {history}
    </div>
  );
}
