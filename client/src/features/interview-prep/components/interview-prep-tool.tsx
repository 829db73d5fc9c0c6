import type { SelfProfileValue } from '@fcs/shared/workflows/interview-prep';
import type { InterviewPrepRequest, InterviewPrepRunResult } from '@fcs/shared/workflows/interview-prep';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Panel } from '../../../components/panel';
import { useStoredState } from '../../../lib/use-stored-state';
import {
  EMPTY_INTERVIEW_MEMORY,
  MAX_SAVED_DESCRIPTIONS,
  ZInterviewMemory,
  interviewMemoryKey,
  type SavedJobDescription,
} from '../interview-memory';
import { InterviewGuide } from './interview-guide';
import { JobDescriptionInput } from './job-description-input';
import { JobDescriptionList } from './job-description-list';
import { SelfProfileForm } from './self-profile-form';
import '../interview-prep.css';

export interface InterviewPrepToolProps {
  /** Signed-in user id (scopes what the page remembers); null when signed out. */
  uid: string | null;
  /** A run is starting or running: Prepare Interview is disabled. */
  isBusy: boolean;
  onStart: (request: InterviewPrepRequest) => void;
  startError?: string | null;
  /** The finished run's guide; null until one exists. */
  result: InterviewPrepRunResult | null;
  /** The job description (its id) the run on show prepares for, marked in the list. */
  activeId?: string | null;
  progress?: ReactNode;
  history?: ReactNode;
  /** Shown instead of the profile and Prepare Interview while signed out. */
  signInPrompt?: ReactNode;
}

/**
 * Interview Preparation Assistant (spec section 2, /interview-prep): paste or upload job descriptions, each split
 * into title, company, requirements and responsibilities; Prepare Interview on one (asking 'Tell Us About
 * Yourself' first when the experience is empty); follow the progress; read the expandable Interview Guide.
 */
export function InterviewPrepTool({
  uid,
  isBusy,
  onStart,
  startError,
  result,
  activeId = null,
  progress,
  history,
  signInPrompt,
}: InterviewPrepToolProps) {
  const scope = uid ?? 'signed-out';
  const [memory, setMemory] = useStoredState(interviewMemoryKey(scope), ZInterviewMemory, EMPTY_INTERVIEW_MEMORY);
  // The profile dialog: closed, open to edit, or open because Prepare Interview needs the profile first.
  const [dialog, setDialog] = useState<{ pending: SavedJobDescription | null } | null>(null);
  const signedOut = signInPrompt !== undefined && signInPrompt !== null;

  function addDescriptions(added: SavedJobDescription[]) {
    setMemory({ ...memory, descriptions: [...added, ...memory.descriptions].slice(0, MAX_SAVED_DESCRIPTIONS) });
  }

  function start(jd: SavedJobDescription, profile: SelfProfileValue) {
    setMemory({ ...memory, profile });
    const { source: _source, ...jobDescription } = jd;
    onStart({ jobDescription, userProfile: profile });
  }

  function prepare(jd: SavedJobDescription) {
    if (isBusy || signedOut) return;
    if (!memory.profile?.experience) setDialog({ pending: jd });
    else start(jd, memory.profile);
  }

  function saveProfile(profile: SelfProfileValue) {
    const pending = dialog?.pending ?? null;
    setDialog(null);
    if (pending && !isBusy) start(pending, profile);
    else setMemory({ ...memory, profile });
  }

  return (
    <div className="tool-page">
      <Panel
        title="Add a job description"
        description="Paste the advert or upload it. We split it into the title, company, requirements and responsibilities."
      >
        <JobDescriptionInput onAdd={addDescriptions} disabled={isBusy} />
      </Panel>

      {signInPrompt ?? (
        <div className="profile-summary">
          <p>
            {memory.profile
              ? `About you: ${memory.profile.experience.length > 140 ? `${memory.profile.experience.slice(0, 139)}…` : memory.profile.experience}`
              : 'Tell us about yourself before your first guide: it shapes the questions and tips.'}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setDialog({ pending: null })} disabled={isBusy}>
            {memory.profile ? 'Edit About You' : 'Tell Us About Yourself'}
          </Button>
        </div>
      )}
      {startError ? (
        <p className="field__error" role="alert">
          {startError}
        </p>
      ) : null}

      <JobDescriptionList
        descriptions={memory.descriptions}
        activeId={activeId}
        onPrepare={prepare}
        onRemove={(id) => setMemory({ ...memory, descriptions: memory.descriptions.filter((jd) => jd.id !== id) })}
        disabled={isBusy || signedOut}
      />

      {progress}
      {result ? <InterviewGuide guide={result} /> : null}
      {history}

      <Dialog open={dialog !== null} onClose={() => setDialog(null)} title="Tell Us About Yourself">
        <p className="muted">
          {dialog?.pending
            ? `Before we prepare your guide for ${dialog.pending.title}, tell us about your background.`
            : 'Your answers shape the questions and tips in your guides.'}
        </p>
        <SelfProfileForm
          profile={memory.profile}
          onSave={saveProfile}
          submitLabel={dialog?.pending ? 'Save and Prepare Interview' : 'Save'}
          onCancel={() => setDialog(null)}
        />
      </Dialog>
    </div>
  );
}
