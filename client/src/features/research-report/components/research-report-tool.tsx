import { ZJobId } from '@fcs/shared/catalog/schema';
import {
  ZResearchReportRequest,
  type ResearchReportRequest,
  type ResearchReportRunResult,
} from '@fcs/shared/workflows/research-report';
import { useId, type ReactNode } from 'react';
import { z } from 'zod';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { RoleToolSetup } from '../../../components/role-tool-setup';
import { isApiError } from '../../../lib/api-transport';
import { useSchemaForm } from '../../../lib/forms';
import { useStoredState } from '../../../lib/use-stored-state';
import { ResearchReportResults } from './research-report-results';
import '../research-report.css';

/** What the page remembers between visits: the company typed and the role chosen. */
const ZReportInputs = z.object({ jobId: ZJobId.nullable().catch(null), companyName: z.string().max(200).catch('') });
type ReportInputs = z.infer<typeof ZReportInputs>;
const NO_INPUTS: ReportInputs = { jobId: null, companyName: '' };

export interface ResearchReportToolProps {
  /** Signed-in user id (scopes what the page remembers); null when signed out. */
  uid: string | null;
  /** The plan includes the enhanced report (Elite): the page says so. */
  enhanced: boolean;
  /** A report is being generated: the button says 'Generating Report...' and the inputs cannot change. */
  isBusy: boolean;
  onStart: (request: ResearchReportRequest) => void;
  /** Why the last start failed: field reasons go beside the inputs, anything else under the button. */
  startError?: unknown;
  /** The finished report, or null until there is one. */
  result: ResearchReportRunResult | null;
  progress?: ReactNode;
  history?: ReactNode;
  /** Shown instead of the button while signed out. */
  signInPrompt?: ReactNode;
}

/**
 * Research Report (spec section 2): a company name and a role, checked with the api's own schema
 * (ZResearchReportRequest, so the messages match), then the report: Executive Summary and four expandable sections.
 */
export function ResearchReportTool({
  uid,
  enhanced,
  isBusy,
  onStart,
  startError,
  result,
  progress,
  history,
  signInPrompt,
}: ResearchReportToolProps) {
  const id = useId();
  const [remembered, remember] = useStoredState(
    `fcs:research-report:${uid ?? 'signed-out'}:inputs`,
    ZReportInputs,
    NO_INPUTS,
  );
  const form = useSchemaForm(ZResearchReportRequest, {
    defaultValues: { companyName: remembered.companyName, jobId: remembered.jobId ?? undefined },
  });
  const { errors, isSubmitted } = form.formState;
  const jobId = form.watch('jobId') ?? null;

  const submit = form.handleSubmit((request) => {
    if (isBusy) return;
    remember({ jobId: request.jobId ?? null, companyName: request.companyName });
    onStart({ companyName: request.companyName, jobId: request.jobId });
  });

  const refused = isApiError(startError) ? startError : null;
  const companyError = errors.companyName?.message ?? refused?.fields.companyName;
  const roleError = errors.jobId?.message ?? refused?.fields.jobId;
  const otherError =
    startError && !(refused && (refused.fields.companyName || refused.fields.jobId))
      ? refused
        ? refused.message
        : 'The report could not be started. Please check your connection and try again.'
      : null;

  return (
    <div className="tool-page">
      <RoleToolSetup
        selectedJobId={jobId}
        onSelect={(next) => {
          form.setValue('jobId', next, { shouldValidate: isSubmitted });
          remember({ ...remembered, jobId: next });
        }}
        disabled={isBusy}
        roleError={roleError}
        emptyText="Name a company and choose a role to research how the role fits there: what the company does, where the role sits, how it is measured and what the culture asks of you."
        onSubmit={(event) => void submit(event)}
        formLabel="Research report inputs"
        leading={
          <FormField
            id={`${id}-company`}
            label="Company Name"
            type="text"
            autoComplete="organization"
            placeholder="e.g. Aviva"
            maxLength={200}
            disabled={isBusy}
            error={companyError}
            {...form.register('companyName')}
          />
        }
      >
        {signInPrompt ?? (
          <>
            <Button type="submit" size="lg" disabled={isBusy} aria-describedby={`${id}-hint`}>
              {isBusy ? 'Generating Report...' : 'Generate Research Report'}
            </Button>
            <p id={`${id}-hint`} className="tool-setup__hint">
              {enhanced ? (
                <>
                  <Badge tone="accent">Elite</Badge> Your plan generates the enhanced report.{' '}
                </>
              ) : null}
              Takes about a minute. You can close this tab; the report keeps being written and is here when you come
              back.
            </p>
            {otherError ? (
              <p className="field__error" role="alert">
                {otherError}
              </p>
            ) : null}
          </>
        )}
      </RoleToolSetup>

      {progress}

      {result && result.companyOverview.mission ? <ResearchReportResults report={result} /> : null}

      {history}
    </div>
  );
}
