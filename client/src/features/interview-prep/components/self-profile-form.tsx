import { ZSelfProfileForm, selfProfileFormValues, type SelfProfileValue } from '@fcs/shared/workflows/interview-prep';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { FormField, TextAreaField } from '../../../components/form-field';
import { useSchemaForm } from '../../../lib/forms';

export interface SelfProfileFormProps {
  profile: SelfProfileValue | null;
  onSave: (profile: SelfProfileValue) => void;
  /** The submit button's text ('Save and Prepare Interview' when a guide starts next). */
  submitLabel: string;
  onCancel?: () => void;
}

/** 'Tell Us About Yourself': experience (required), skills, strengths and areas to improve, comma-separated. */
export function SelfProfileForm({ profile, onSave, submitLabel, onCancel }: SelfProfileFormProps) {
  const id = useId();
  const form = useSchemaForm(ZSelfProfileForm, { defaultValues: selfProfileFormValues(profile) });
  const { errors } = form.formState;
  const submit = form.handleSubmit(onSave);
  return (
    <form className="self-profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        id={`${id}-experience`}
        label="Your experience"
        rows={4}
        placeholder="e.g. Two years as an audit associate at a Big Four firm, covering asset managers."
        error={errors.experience?.message}
        {...form.register('experience')}
      />
      <FormField
        id={`${id}-skills`}
        label="Skills"
        hint="Comma-separated, e.g. Excel, financial modelling, IFRS"
        error={errors.skills?.message}
        {...form.register('skills')}
      />
      <FormField
        id={`${id}-strengths`}
        label="Strengths"
        hint="Comma-separated"
        error={errors.strengths?.message}
        {...form.register('strengths')}
      />
      <FormField
        id={`${id}-areas`}
        label="Areas to improve"
        hint="Comma-separated"
        error={errors.areas?.message}
        {...form.register('areas')}
      />
      <div className="actions">
        <Button type="submit">{submitLabel}</Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
