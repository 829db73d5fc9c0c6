import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { jobListQuery } from '../lib/job-list';
import { jobProfileQuery } from '../lib/job-profile';
import { RoleSearch } from './role-search';
import { SelectedRoleCard } from './selected-role-card';
import { Spinner } from './spinner';
import './role-tool-setup.css';

export interface RoleToolSetupProps {
  /** The chosen role's id, or null. */
  selectedJobId: string | null;
  onSelect: (jobId: string) => void;
  /** While a run goes on the role cannot change. */
  disabled?: boolean;
  /** Shown in place of the role card until a role is chosen: what the tool will do with it. */
  emptyText: string;
  /** The tool's other inputs and its action button (or the sign-in prompt), under the search box. */
  children?: ReactNode;
}

/**
 * The top of every role-based tool page: the role search (10 suggestions) with the tool's inputs and action under
 * it, and beside it the chosen role's title, description and up to 8 skills. Stacks on narrow screens.
 */
export function RoleToolSetup({ selectedJobId, onSelect, disabled = false, emptyText, children }: RoleToolSetupProps) {
  const jobs = useQuery(jobListQuery);
  const profile = useQuery({ ...jobProfileQuery(selectedJobId ?? ''), enabled: selectedJobId !== null });

  return (
    <div className="tool-setup">
      <div className="tool-setup__inputs">
        {jobs.isPending ? (
          <Spinner label="Loading roles…" />
        ) : jobs.isError ? (
          <p className="field__error" role="alert">
            The list of roles could not be loaded. Please refresh the page to try again.
          </p>
        ) : (
          <RoleSearch roles={jobs.data} selectedId={selectedJobId} onSelect={onSelect} disabled={disabled} />
        )}
        {children}
      </div>
      {selectedJobId === null ? (
        <div className="selected-role selected-role--empty">
          <p className="muted">{emptyText}</p>
        </div>
      ) : profile.isPending ? (
        <div className="selected-role">
          <Spinner label="Loading role…" />
        </div>
      ) : profile.isError ? (
        <div className="selected-role">
          <p className="field__error" role="alert">
            This role's profile could not be loaded.
          </p>
        </div>
      ) : (
        <SelectedRoleCard
          title={profile.data.title}
          description={profile.data.description}
          skills={profile.data.skills}
        />
      )}
    </div>
  );
}
