import { ERRORS } from '@fcs/shared/messages';
import { COACH_WORKFLOWS, type CoachWorkflowId } from '@fcs/shared/workflows/coach';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { resumeQuery } from '../api/coach-api';
import { isRunActive } from '../coach-run-view';
import { coachScreenAccess, type CoachState } from '../coach-state';
import { chatPlaceholder, quickQuestions } from '../coach-texts';
import { CoachChat } from './coach-chat';
import { CoachWorkflowItems } from './coach-workflow-items';
import { ResumeBox, ResumeUpgradePrompt } from './resume-box';
import { QuickQuestionList, WorkflowSideList, workflowBlocked, type WorkflowAvailability } from './workflow-pickers';

export interface SimulationCoachProps {
  state: CoachState;
  jobId: string;
  roleTitle: string;
}

/** A suggestion of the simulation-content group: opens a section of the week. */
export interface ContentSuggestion {
  id: string;
  label: string;
}

/** One entry of the small-screen Quick Actions selector. */
export interface QuickAction {
  id: string;
  label: string;
  disabled?: boolean;
  run: () => void;
}

function coachControls({ state, jobId, roleTitle }: SimulationCoachProps) {
  const { chat, replyRun, workflow, workflowRun, uid, profile } = state;
  const access = coachScreenAccess(profile, jobId);
  const replying =
    chat.isSending ||
    (chat.followRunId !== null && (replyRun === null || replyRun.runId !== chat.followRunId || isRunActive(replyRun)));
  const availability: WorkflowAvailability = {
    isElite: access.isElite,
    busy: workflow.isStarting || isRunActive(workflowRun),
    noRole: false,
  };
  const runWorkflow = (id: CoachWorkflowId) => {
    if (uid === null) {
      state.onSignIn?.();
      return;
    }
    if (workflowBlocked(id, availability)) return;
    workflow.start(id, jobId);
  };
  const ask = (prompt: string) => {
    if (!replying) chat.send(prompt);
  };
  return { access, replying, availability, runWorkflow, ask, questions: quickQuestions(roleTitle) };
}

/** The simulation screen's side lists of the coach: Workflows (Live Data badges) and Quick Questions. */
export function SimulationCoachAside(props: SimulationCoachProps) {
  const controls = coachControls(props);
  const { workflow } = props.state;
  return (
    <>
      <WorkflowSideList
        {...controls.availability}
        runningType={workflow.about?.workflowType ?? null}
        onRun={controls.runWorkflow}
      />
      <QuickQuestionList questions={controls.questions} onAsk={controls.ask} disabled={controls.replying} />
    </>
  );
}

/** The small-screen Quick Actions: the workflows and the coach questions (the page adds its content sections). */
export function simulationCoachActions(props: SimulationCoachProps): { label: string; actions: QuickAction[] }[] {
  const controls = coachControls(props);
  return [
    {
      label: 'Workflows',
      actions: COACH_WORKFLOWS.map((w) => ({
        id: `workflow:${w.id}`,
        label: `${w.title}${w.liveData ? ' (Live Data)' : ''}`,
        disabled: props.state.uid !== null && workflowBlocked(w.id, controls.availability) !== null,
        run: () => controls.runWorkflow(w.id),
      })),
    },
    {
      label: 'Quick Questions',
      actions: controls.questions.map((q) => ({
        id: `question:${q.label}`,
        label: q.label,
        disabled: controls.replying,
        run: () => controls.ask(q.prompt),
      })),
    },
  ];
}

export interface SimulationCoachPanelProps extends SimulationCoachProps {
  /** The simulation-content group of suggestions (the week's sections). */
  contentSuggestions: readonly ContentSuggestion[];
  onOpenContent: (id: string) => void;
}

/**
 * The coach in the simulation screen's main area: the chat with its welcome, the suggestion buttons in three
 * groups (simulation content, workflows, coach questions), workflows told step by step in the conversation,
 * and the resume box for elite.
 */
export function SimulationCoachPanel(props: SimulationCoachPanelProps) {
  const { state, jobId, roleTitle, contentSuggestions, onOpenContent } = props;
  const controls = coachControls(props);
  const groupId = useId();
  const { chat, uid, workflow } = state;
  const resume = useQuery({ ...resumeQuery(uid ?? ''), enabled: uid !== null && controls.access.isElite });
  const hasResume = controls.access.isElite && (resume.data ?? null) !== null;

  return (
    <div className="sim-coach-panel">
      <CoachChat
        chat={chat}
        roleTitle={roleTitle}
        replyRun={state.replyRun}
        placeholder={chatPlaceholder({ hasResume, isStarter: controls.access.isStarter, jobId })}
        failureText={ERRORS.chat}
        heading="Ask your coach"
        afterMessages={<CoachWorkflowItems state={state} jobId={jobId} roleTitle={roleTitle} showLog />}
        beforeInput={
          <>
            <div className="suggestions" role="group" aria-labelledby={`${groupId}-title`}>
              <h3 id={`${groupId}-title`} className="visually-hidden">
                Suggestions
              </h3>
              <SuggestionRow title="Simulation content">
                {contentSuggestions.map((s) => (
                  <button key={s.id} type="button" className="chip" onClick={() => onOpenContent(s.id)}>
                    {s.label}
                  </button>
                ))}
              </SuggestionRow>
              <SuggestionRow title="Workflows">
                {COACH_WORKFLOWS.map((w) => {
                  const blocked = uid === null ? null : workflowBlocked(w.id, controls.availability);
                  return (
                    <button
                      key={w.id}
                      type="button"
                      className="chip chip--workflow"
                      onClick={() => controls.runWorkflow(w.id)}
                      disabled={blocked !== null}
                      title={blocked ?? `Run the ${w.title} workflow`}
                    >
                      {w.title}
                      {w.liveData ? <span className="chip__badge">Live Data</span> : null}
                    </button>
                  );
                })}
              </SuggestionRow>
              <SuggestionRow title="Ask the coach">
                {controls.questions.map((q) => (
                  <button
                    key={q.label}
                    type="button"
                    className="chip chip--question"
                    onClick={() => controls.ask(q.prompt)}
                    disabled={controls.replying}
                    title={q.prompt}
                  >
                    {q.label}
                  </button>
                ))}
              </SuggestionRow>
            </div>
            {workflow.startError ? (
              <p className="form-error" role="alert">
                {workflow.startError}
              </p>
            ) : null}
            {uid !== null && controls.access.isElite ? <ResumeBox uid={uid} variant="compact" /> : null}
            {uid !== null && !controls.access.isElite ? <ResumeUpgradePrompt variant="compact" /> : null}
          </>
        }
      />
    </div>
  );
}

function SuggestionRow({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="suggestions__row" role="group" aria-labelledby={id}>
      <span id={id} className="suggestions__title">
        {title}
      </span>
      <div className="suggestions__chips">{children}</div>
    </div>
  );
}
