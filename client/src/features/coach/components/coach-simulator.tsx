import { DEFAULT_JOB_SEARCH_TEXT, LIMITS } from '@fcs/shared/constants';
import { ERRORS } from '@fcs/shared/messages';
import { PRICING_PATH } from '@fcs/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { RoleSearch, type RoleOption } from '../../../components/role-search';
import { Spinner } from '../../../components/spinner';
import { jobProfileQuery, type JobProfileView } from '../../../lib/job-profile';
import { resumeQuery } from '../api/coach-api';
import { isRunActive, type CoachRunView } from '../coach-run-view';
import { coachScreenAccess, type CoachState } from '../coach-state';
import { FEATURES, HOW_IT_WORKS, chatPlaceholder, quickQuestions, workflowTitle } from '../coach-texts';
import { CoachChat } from './coach-chat';
import { CoachWorkflowItems } from './coach-workflow-items';
import { ResumeBox, ResumeUpgradePrompt } from './resume-box';
import { WorkflowGrid } from './workflow-pickers';
import { WorkflowLog } from './workflow-log';
import { WorkflowResultsDialog } from './workflow-results';

export interface CoachSimulatorProps {
  state: CoachState;
  /** The chosen role, or null (the page then explains the simulator). */
  jobId: string | null;
  onSelectJob: (jobId: string | null) => void;
  roles: { status: 'pending' | 'error' | 'success'; data: readonly RoleOption[] };
}

/**
 * /coach, the AI Career Simulator: pick a role (searchable, 20 suggestions), see its profile, run one of six
 * agent workflows and follow their execution logs, chat with the coach (six quick actions fill the input), and,
 * on Elite, coach on your own resume.
 */
export function CoachSimulator({ state, jobId, onSelectJob, roles }: CoachSimulatorProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const profile = useQuery({ ...jobProfileQuery(jobId ?? ''), enabled: jobId !== null });
  const roleTitle = roles.data.find((r) => r.job_id === jobId)?.title ?? profile.data?.title ?? 'this role';
  const access = coachScreenAccess(state.profile, jobId);
  const { uid, chat, workflow, workflowRun } = state;
  const resume = useQuery({ ...resumeQuery(uid ?? ''), enabled: uid !== null && access.isElite });
  const hasResume = access.isElite && (resume.data ?? null) !== null;
  const busy = workflow.isStarting || isRunActive(workflowRun);

  return (
    <div className="coach-page">
      <div className="coach-setup">
        <div className="coach-setup__picker">
          {roles.status === 'pending' ? (
            <Spinner label="Loading roles…" />
          ) : roles.status === 'error' ? (
            <p className="field__error" role="alert">
              The list of roles could not be loaded. Please refresh the page to try again.
            </p>
          ) : (
            <RoleSearch
              key={jobId === null ? 'none' : 'role'}
              roles={roles.data}
              selectedId={jobId}
              onSelect={onSelectJob}
              limit={LIMITS.coachSuggestions}
              emptyText="No jobs found"
              defaultQuery={jobId === null ? '' : DEFAULT_JOB_SEARCH_TEXT}
              label="Job profile"
              placeholder="Search for a job profile..."
            />
          )}
          {jobId !== null ? (
            <Button variant="ghost" size="sm" onClick={() => onSelectJob(null)}>
              Clear role
            </Button>
          ) : null}
        </div>
        {jobId === null ? null : profile.isPending ? (
          <div className="coach-profile">
            <Spinner label="Loading the profile…" />
          </div>
        ) : profile.isError ? (
          <div className="coach-profile">
            <p className="field__error" role="alert">
              This role's profile could not be loaded.
            </p>
          </div>
        ) : (
          <CoachProfileCard profile={profile.data} />
        )}
      </div>

      {jobId === null ? (
        <CoachIntro />
      ) : (
        <>
          <WorkflowGrid
            isElite={access.isElite}
            busy={busy}
            noRole={!profile.isSuccess}
            runningType={workflow.about?.workflowType ?? null}
            onRun={(id) => (uid === null ? state.onSignIn?.() : workflow.start(id, jobId))}
          />
          {uid === null ? (
            <p className="coach-note">
              <button type="button" className="link-button" onClick={state.onSignIn}>
                Sign in
              </button>{' '}
              to run workflows and keep your conversations.
            </p>
          ) : null}
          {workflow.startError ? (
            <p className="form-error" role="alert">
              {workflow.startError}
            </p>
          ) : null}

          <div className="coach-work">
            <div className="coach-work__chat">
              {access.refusal ? (
                <RoleOutsidePlan message={access.refusal} onSignIn={uid === null ? state.onSignIn : undefined} />
              ) : null}
              <CoachChat
                chat={chat}
                roleTitle={roleTitle}
                replyRun={state.replyRun}
                placeholder={chatPlaceholder({ hasResume, isStarter: access.isStarter, jobId })}
                failureText={ERRORS.coachChat}
                inputRef={inputRef}
                afterMessages={<CoachWorkflowItems state={state} jobId={jobId} roleTitle={roleTitle} showLog={false} />}
              />
            </div>
            <div className="coach-work__side">
              <QuickActions
                roleTitle={roleTitle}
                onPick={(prompt) => {
                  chat.setDraft(prompt);
                  inputRef.current?.focus();
                }}
              />
              <ExecutionLogs
                run={workflowRun}
                workflowType={workflow.about?.workflowType ?? null}
                roleTitle={workflow.about?.roleTitle ?? roleTitle}
                problem={state.workflowProblem}
              />
              {uid !== null && access.isElite ? <ResumeBox uid={uid} /> : <ResumeUpgradePrompt />}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** The current profile: title, description, first 3 skills, first 2 interests. */
export function CoachProfileCard({ profile }: { profile: JobProfileView }) {
  return (
    <article className="coach-profile" aria-label={`Current profile: ${profile.title}`}>
      <span className="eyebrow">Current profile</span>
      <h2 className="coach-profile__title">{profile.title}</h2>
      <p className="coach-profile__description">{profile.description}</p>
      <div className="coach-profile__tags">
        <div>
          <h3 className="coach-profile__label">Key skills</h3>
          <ul className="coach-profile__list">
            {profile.skills.slice(0, 3).map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </div>
        {profile.interests.length > 0 ? (
          <div>
            <h3 className="coach-profile__label">Interests</h3>
            <ul className="coach-profile__list coach-profile__list--interests">
              {profile.interests.slice(0, 2).map((interest) => (
                <li key={interest}>{interest}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}

function RoleOutsidePlan({ message, onSignIn }: { message: string; onSignIn?: () => void }) {
  return (
    <p className="coach-note coach-note--plan">
      {message}{' '}
      {onSignIn ? (
        <button type="button" className="link-button" onClick={onSignIn}>
          Sign in
        </button>
      ) : (
        <Link to={PRICING_PATH}>See the plans</Link>
      )}
    </p>
  );
}

/** Six quick-action prompts; a click puts the prompt in the input to edit or send. */
function QuickActions({ roleTitle, onPick }: { roleTitle: string; onPick: (prompt: string) => void }) {
  const headingId = useId();
  return (
    <section className="coach-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="coach-section-title">
        Quick Actions
      </h2>
      <ul className="quick-actions">
        {quickQuestions(roleTitle).map((q) => (
          <li key={q.label}>
            <button type="button" className="quick-action" onClick={() => onPick(q.prompt)} title={q.prompt}>
              {q.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Agent workflow execution logs: the current workflow's steps, each expandable to a preview of what it did. */
function ExecutionLogs({
  run,
  workflowType,
  roleTitle,
  problem,
}: {
  run: CoachRunView | null;
  workflowType: string | null;
  roleTitle: string;
  problem: string | null;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="coach-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="coach-section-title">
        Agent Execution Logs
      </h2>
      {problem ? (
        <p className="field__error">{problem}</p>
      ) : run === null ? (
        <p className="coach-panel__empty">
          No workflow has run yet. Run one from Available Workflows and each step of the agent appears here.
        </p>
      ) : (
        <>
          <p className="coach-logs__head">
            <strong>{workflowTitle(workflowType)}</strong> · {roleTitle} ·{' '}
            <span className={`wf-step__status wf-step__status--${run.status ?? 'pending'}`}>
              {run.status ?? 'queued'}
            </span>
          </p>
          <WorkflowLog run={run} variant="expandable" label={`${workflowTitle(workflowType)} execution log`} />
          {run.status === 'completed' ? (
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              View results
            </Button>
          ) : null}
          <WorkflowResultsDialog
            open={open}
            onClose={() => setOpen(false)}
            run={run}
            workflowType={workflowType}
            roleTitle={roleTitle}
          />
        </>
      )}
    </section>
  );
}

/** With no role selected: what the simulator offers, and how it works in three steps. */
export function CoachIntro() {
  const featuresId = useId();
  const howId = useId();
  return (
    <div className="coach-intro">
      <section aria-labelledby={featuresId}>
        <h2 id={featuresId} className="coach-section-title">
          What the AI Career Simulator does
        </h2>
        <ul className="coach-features">
          {FEATURES.map((f) => (
            <li key={f.title} className="coach-feature">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={howId}>
        <h2 id={howId} className="coach-section-title">
          How It Works
        </h2>
        <ol className="coach-how">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="coach-how__step">
              <span className="coach-how__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
