import { ANALYSIS_ROUTES, ROUTES } from '@fcs/shared/routes';
import { ANALYSIS_TYPES, type AnalysisType } from '@fcs/shared/runs';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import { useId, useState } from 'react';
import { ButtonLink } from '../../../components/button';
import { RunHistory } from './run-history';

/**
 * Every analysis of the signed-in user across the tools, newest first, with its tool, status and date; a tool
 * filter narrows the list. Each entry opens on its tool's page (a running one live), so a user who closed the tab
 * finds the result again.
 */
export function AllAnalyses() {
  const filterId = useId();
  const [tool, setTool] = useState<AnalysisType | 'all'>('all');
  const types = tool === 'all' ? ANALYSIS_TYPES : [tool];
  return (
    <div className="all-analyses">
      <div className="field all-analyses__filter">
        <label htmlFor={filterId}>Tool</label>
        <select id={filterId} value={tool} onChange={(event) => setTool(event.target.value as AnalysisType | 'all')}>
          <option value="all">All tools</option>
          {ANALYSIS_TYPES.map((type) => (
            <option key={type} value={type}>
              {getWorkflow(type).title}
            </option>
          ))}
        </select>
      </div>
      <RunHistory
        types={types}
        title={tool === 'all' ? 'All analyses' : getWorkflow(tool).title}
        emptyText={
          tool === 'all'
            ? 'You have not run any analysis yet. Pick a tool below to start one.'
            : 'You have not run this tool yet.'
        }
        showTool={tool === 'all'}
        pageSize={20}
      />
      <nav className="all-analyses__tools" aria-label="Analysis tools">
        <h2 className="run-history__title">Start a new analysis</h2>
        <ul>
          {ANALYSIS_TYPES.map((type) => (
            <li key={type}>
              <ButtonLink to={ROUTES[ANALYSIS_ROUTES[type]]} variant="secondary" size="sm">
                {getWorkflow(type).title}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
