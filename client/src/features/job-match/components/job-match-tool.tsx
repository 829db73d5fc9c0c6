import { ZJobId } from '@fcs/shared/catalog/schema';
import { parseCv } from '@fcs/shared/parsing/parse-cv';
import {
  ZCvDataForm,
  cvFormValues,
  type CvDataFormValues,
  type CvDataInput,
  type JobMatchRequest,
  type JobMatchRunResult,
} from '@fcs/shared/workflows/job-match';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Panel } from '../../../components/panel';
import { RoleToolSetup } from '../../../components/role-tool-setup';
import { useSchemaForm } from '../../../lib/forms';
import { useStoredState } from '../../../lib/use-stored-state';
import { loadCv, saveCv } from '../cv-memory';
import { CvForm } from './cv-form';
import { CvInput } from './cv-input';
import { JobMatchResults } from './job-match-results';
import '../job-match.css';

export interface JobMatchToolProps {
  /** Signed-in user id (scopes what the page remembers); null when signed out. */
  uid: string | null;
  /** A run is starting or running: the inputs and Analyze Match are disabled. */
  isBusy: boolean;
  /** Starts the analysis with the checked CV and the chosen role. */
  onStart: (request: JobMatchRequest) => void;
  /** Why the last start failed, in words. */
  startError?: string | null;
  /** The finished run's result; null until one exists. */
  result: JobMatchRunResult | null;
  /** The run's progress panel (the page composes the runs kit). */
  progress?: ReactNode;
  /** Previous analyses (the page composes the runs kit). */
  history?: ReactNode;
  /** Shown instead of Analyze Match while signed out. */
  signInPrompt?: ReactNode;
}

const ZSelectedJob = ZJobId.nullable();

/** One line about the CV while its details are folded away. */
function cvSummary(values: CvDataFormValues, source: string): string {
  const skills = values.skills.split(',').filter((s) => s.trim()).length;
  const roles = values.experience.filter((e) => e.title.trim()).length;
  return [
    values.name || 'No name',
    `${roles} ${roles === 1 ? 'role' : 'roles'}`,
    `${skills} ${skills === 1 ? 'skill' : 'skills'}`,
    `from ${source}`,
  ].join(' · ');
}

/**
 * Job Match Analysis (spec section 2, /job-match): choose a role, upload or paste a CV, check and correct what was
 * read from it, then Analyze Match; the fit-score card, strengths, skill gaps and development plan follow.
 */
export function JobMatchTool({
  uid,
  isBusy,
  onStart,
  startError,
  result,
  progress,
  history,
  signInPrompt,
}: JobMatchToolProps) {
  const hintId = useId();
  const formId = useId();
  const scope = uid ?? 'signed-out';
  const [selectedJobId, setSelectedJobId] = useStoredState(`fcs:job-match:${scope}`, ZSelectedJob, null);
  const [cv, setCv] = useState(() => ({ scope, value: loadCv(scope) }));
  const form = useSchemaForm(ZCvDataForm, { defaultValues: cv.value?.values });

  // Another user signed in: their CV (if any) replaces the form.
  let current = cv;
  if (cv.scope !== scope) {
    current = { scope, value: loadCv(scope) };
    setCv(current);
  }
  const source = current.value?.source ?? null;
  useEffect(() => {
    const stored = loadCv(scope);
    if (stored) form.reset(stored.values);
  }, [form, scope]);

  // Corrections are kept for the tab as they are typed.
  useEffect(() => {
    if (!source) return;
    const subscription = form.watch(() => saveCv(scope, { source, values: form.getValues() }));
    return () => subscription.unsubscribe();
  }, [form, scope, source]);

  function readCv(text: string, from: string) {
    setCvExpanded(null);
    const value = { source: from, values: cvFormValues(parseCv(text)) };
    saveCv(scope, value);
    form.reset(value.values);
    setCv({ scope, value });
  }

  function replaceCv() {
    saveCv(scope, null);
    setCv({ scope, value: null });
  }

  // The details fold away while a run goes on or a result is shown (they are long); a refused submit opens them.
  const [cvExpanded, setCvExpanded] = useState<boolean | null>(null);
  const cvOpen = cvExpanded ?? !(isBusy || result !== null);
  const analyse = form.handleSubmit(
    (cvData: CvDataInput) => {
      if (!selectedJobId || isBusy) return;
      setCvExpanded(null);
      onStart({ jobId: selectedJobId, cvData });
    },
    () => setCvExpanded(true),
  );

  const canAnalyse = selectedJobId !== null && source !== null && !isBusy;

  return (
    <div className="tool-page">
      <RoleToolSetup
        selectedJobId={selectedJobId}
        onSelect={setSelectedJobId}
        disabled={isBusy}
        emptyText="Search for a finance role to see what it asks for, then match your CV against it."
      >
        {signInPrompt ?? (
          <>
            <Button size="lg" onClick={() => void analyse()} disabled={!canAnalyse} aria-describedby={hintId}>
              {isBusy ? 'Analyzing...' : 'Analyze Match'}
            </Button>
            <p id={hintId} className="tool-setup__hint">
              {!selectedJobId
                ? 'Choose a role and add your CV first.'
                : !source
                  ? 'Add your CV below first.'
                  : 'Check your CV details below, then analyse. You can close this tab; the analysis keeps running.'}
            </p>
            {startError ? (
              <p className="field__error" role="alert">
                {startError}
              </p>
            ) : null}
          </>
        )}
      </RoleToolSetup>

      <Panel
        title={source ? 'Check your CV details' : 'Your CV'}
        description={
          source
            ? undefined
            : 'Upload your CV or paste it. We read it into your details for you to check before the analysis.'
        }
      >
        {source ? (
          <>
            {cvOpen ? null : (
              <div className="cv-summary">
                <p>{cvSummary(form.getValues(), source)}</p>
                <Button variant="secondary" size="sm" onClick={() => setCvExpanded(true)} aria-controls={formId}>
                  Edit CV details
                </Button>
              </div>
            )}
            <form
              id={formId}
              hidden={!cvOpen}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void analyse();
              }}
            >
              <CvForm form={form} source={source} disabled={isBusy} onReplace={replaceCv} />
            </form>
          </>
        ) : (
          <CvInput onRead={readCv} disabled={isBusy} />
        )}
      </Panel>

      {progress}
      {result ? <JobMatchResults result={result} /> : null}
      {history}
    </div>
  );
}
