import { analysisRunPath } from '@fcs/shared/routes';
import {
  isAnalysisType,
  isTerminalRunStatus,
  type AnalysisType,
  type RunStatus,
  type RunSummary,
} from '@fcs/shared/runs';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../../../lib/session';
import { fetchRunList } from '../api/runs-api';
import { useRefreshOnRunCreated } from '../hooks/use-refresh-on-run-created';
import { runQueryKeys } from '../run-query-keys';
import '../runs.css';

export interface RunHistoryProps {
  /** Which tools' runs: one tool's on its page, every analysis tool's on the all-analyses page. */
  types: readonly AnalysisType[];
  /** Heading, e.g. 'Previous Simulations'. */
  title: string;
  /** Said when the user has none yet. */
  emptyText: string;
  /** The run the page shows now: marked as such in the list. */
  activeRunId?: string | null;
  /** Names the tool of each entry (for lists across tools). */
  showTool?: boolean;
  pageSize?: number;
  headingLevel?: 2 | 3;
  /** Visible text of each entry's link after its label, e.g. 'View Details' (spec: Previous Interpretations). */
  actionLabel?: string;
}

/** While an entry still runs the list refreshes itself this often, so its status catches up. */
const REFRESH_WHILE_RUNNING_MS = 5000;

export const RUN_STATUS_TEXT: Record<RunStatus, string> = {
  queued: 'Waiting',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The signed-in user's previous runs of some tools, newest first, from the server (`GET /api/runs`), a page at a
 * time with 'Load more'. Each entry links to its tool's page with the run opened (`?run=`); one still going opens
 * live there. A run started elsewhere (another tab, another device) is listed as the server announces it. Nothing is
 * shown while signed out.
 */
export function RunHistory({
  types,
  title,
  emptyText,
  activeRunId = null,
  showTool = false,
  pageSize = 10,
  headingLevel = 2,
  actionLabel,
}: RunHistoryProps) {
  const headingId = useId();
  const { user } = useSession();
  useRefreshOnRunCreated(types);
  const history = useInfiniteQuery({
    queryKey: runQueryKeys.list(types, pageSize),
    queryFn: ({ pageParam, signal }) => fetchRunList({ types, before: pageParam, limit: pageSize, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: user !== null && types.length > 0,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.runs.some((run) => !isTerminalRunStatus(run.status)))
        ? REFRESH_WHILE_RUNNING_MS
        : false,
  });
  if (!user) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const runs = history.data?.pages.flatMap((page) => page.runs) ?? [];

  return (
    <section className="run-history" aria-labelledby={headingId}>
      <Heading id={headingId} className="run-history__title">
        {title}
      </Heading>
      {history.isPending ? (
        <Spinner label="Loading your history…" />
      ) : history.isError && runs.length === 0 ? (
        <p className="field__error" role="alert">
          Your history could not be loaded. Please refresh the page to try again.
        </p>
      ) : runs.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="run-history__list">
          {runs.map((run) => (
            <RunHistoryItem
              key={run.id}
              run={run}
              isActive={run.id === activeRunId}
              showTool={showTool}
              actionLabel={actionLabel}
            />
          ))}
        </ul>
      )}
      {history.hasNextPage ? (
        <div className="run-history__more">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {history.isFetchNextPageError ? (
        <p className="field__error" role="alert">
          More entries could not be loaded. Please try again.
        </p>
      ) : null}
    </section>
  );
}

function RunHistoryItem({
  run,
  isActive,
  showTool,
  actionLabel,
}: {
  run: RunSummary;
  isActive: boolean;
  showTool: boolean;
  actionLabel?: string;
}) {
  const body = (
    <>
      <span className="run-history__label">{run.label}</span>
      <span className="run-history__meta">
        {showTool ? <span className="run-history__tool">{getWorkflow(run.type).title}</span> : null}
        <time dateTime={run.createdAt}>{dateFormat.format(new Date(run.createdAt))}</time>
      </span>
      {actionLabel && isAnalysisType(run.type) ? <span className="run-history__action">{actionLabel}</span> : null}
    </>
  );
  return (
    <li className={`run-history__item${isActive ? ' run-history__item--active' : ''}`}>
      {isAnalysisType(run.type) ? (
        <Link
          className="run-history__link"
          to={analysisRunPath(run.type, run.id)}
          aria-current={isActive ? 'true' : undefined}
        >
          {body}
        </Link>
      ) : (
        <span className="run-history__link">{body}</span>
      )}
      <span className="run-history__badges">
        {isActive ? <span className="run-history__showing">Showing</span> : null}
        {run.engine === 'offline' ? (
          <span className="run-history__demo" title="Written by the built-in demo engine, not by an AI model.">
            Demo
          </span>
        ) : null}
        <span className={`run-panel__status run-panel__status--${run.status}`}>{RUN_STATUS_TEXT[run.status]}</span>
      </span>
    </li>
  );
}
