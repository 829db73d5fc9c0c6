import { useQuery } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
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
  /** Why the role was refused (the shared schema's message), under the search box. */
  roleError?: string;
  /** Inputs shown above the role search (the research report's Company Name). */
  leading?: ReactNode;
  /** The tool's other inputs and its action button (or the sign-in prompt), under the search box. */
  children?: ReactNode;
  /** When given, the inputs column is a form (noValidate: the shared schema checks it) submitted with this. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Names the form for assistive technology. */
  formLabel?: string;
}

/**
 * The top of every role-based tool page: the role search (10 suggestions) with the tool's inputs and action under
 * it, and beside it the chosen role's title, description and up to 8 skills. Stacks on narrow screens.
 */
export function RoleToolSetup({
  selectedJobId,
  onSelect,
  disabled = false,
  emptyText,
  roleError,
  leading,
  children,
  onSubmit,
  formLabel,
}: RoleToolSetupProps) {
  const jobs = useQuery(jobListQuery);
  const profile = useQuery({ ...jobProfileQuery(selectedJobId ?? ''), enabled: selectedJobId !== null });

  return (
    <div className="tool-setup">
      <Inputs className="tool-setup__inputs" onSubmit={onSubmit} label={formLabel}>
        {leading}
        {jobs.isPending ? (
          <Spinner label="Loading roles…" />
        ) : jobs.isError ? (
          <p className="field__error" role="alert">
            The list of roles could not be loaded. Please refresh the page to try again.
          </p>
        ) : (
          <RoleSearch
            roles={jobs.data}
            selectedId={selectedJobId}
            onSelect={onSelect}
            disabled={disabled}
            error={roleError}
          />
        )}
        {children}
      </Inputs>
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

function Inputs({
  className,
  onSubmit,
  label,
  children,
}: {
  className: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  label?: string;
  children: ReactNode;
}) {
  if (!onSubmit) return <div className={className}>{children}</div>;
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </form>
  );
}
