import { LIMITS } from '@fcs/shared/constants';
import {
  EMPTY_CV_EDUCATION,
  EMPTY_CV_EXPERIENCE,
  type CvDataFormValues,
  type CvDataInput,
} from '@fcs/shared/workflows/job-match';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormField, TextAreaField } from '../../../components/form-field';

export interface CvFormProps {
  /** The form the tool owns (its submit is Analyze Match). */
  form: UseFormReturn<CvDataFormValues, unknown, CvDataInput>;
  /** The file name, or 'Pasted text'. */
  source: string;
  disabled?: boolean;
  /** Back to the upload / paste step. */
  onReplace: () => void;
}

/**
 * The CV as it was read (spec: name, email, up to 3 experiences, 2 education entries, 15 skills), for the user to
 * check and correct before the analysis: reading a CV is a guess, and the analysis is only as good as this.
 */
export function CvForm({ form, source, disabled = false, onReplace }: CvFormProps) {
  const id = useId();
  const { register, control, formState } = form;
  const { errors } = formState;
  const experience = useFieldArray({ control, name: 'experience' });
  const education = useFieldArray({ control, name: 'education' });

  return (
    <fieldset className="cv-form" disabled={disabled}>
      <legend className="visually-hidden">Your CV details</legend>
      <div className="cv-form__source">
        <p>
          Read from <strong>{source}</strong>. Check what we found and correct anything we got wrong.
        </p>
        <Button variant="ghost" size="sm" onClick={onReplace}>
          Use another CV
        </Button>
      </div>

      <div className="cv-form__row">
        <FormField
          id={`${id}-name`}
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          hint="Optional"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextAreaField
        id={`${id}-summary`}
        label="Summary"
        rows={3}
        error={errors.summary?.message}
        {...register('summary')}
      />
      <TextAreaField
        id={`${id}-skills`}
        label="Skills"
        rows={2}
        hint={`Comma-separated, up to ${LIMITS.cvSkillsMax}.`}
        error={errors.skills?.message}
        {...register('skills')}
      />

      <fieldset className="cv-form__group">
        <legend className="cv-form__legend">Experience</legend>
        {experience.fields.length === 0 ? (
          <p className="muted">No experience was found in the CV. Add your most recent roles.</p>
        ) : null}
        {experience.fields.map((field, index) => {
          const entryErrors = errors.experience?.[index];
          return (
            <fieldset key={field.id} className="cv-form__entry">
              <legend className="cv-form__entry-title">Experience {index + 1}</legend>
              <div className="cv-form__row">
                <FormField
                  id={`${id}-exp-${index}-title`}
                  label="Job title"
                  error={entryErrors?.title?.message}
                  {...register(`experience.${index}.title`)}
                />
                <FormField
                  id={`${id}-exp-${index}-company`}
                  label="Company"
                  error={entryErrors?.company?.message}
                  {...register(`experience.${index}.company`)}
                />
                <FormField
                  id={`${id}-exp-${index}-duration`}
                  label="Dates"
                  placeholder="2021 - Present"
                  error={entryErrors?.duration?.message}
                  {...register(`experience.${index}.duration`)}
                />
              </div>
              <TextAreaField
                id={`${id}-exp-${index}-description`}
                label="What you did"
                rows={2}
                error={entryErrors?.description?.message}
                {...register(`experience.${index}.description`)}
              />
              <TextAreaField
                id={`${id}-exp-${index}-achievements`}
                label="Achievements"
                rows={3}
                hint="One per line."
                error={entryErrors?.achievements?.message}
                {...register(`experience.${index}.achievements`)}
              />
              <Button variant="ghost" size="sm" onClick={() => experience.remove(index)}>
                Remove experience {index + 1}
              </Button>
            </fieldset>
          );
        })}
        {errors.experience?.message ? <p className="field__error">{errors.experience.message}</p> : null}
        {experience.fields.length < LIMITS.cvExperiencesMax ? (
          <Button variant="secondary" size="sm" onClick={() => experience.append({ ...EMPTY_CV_EXPERIENCE })}>
            Add experience
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="cv-form__group">
        <legend className="cv-form__legend">Education</legend>
        {education.fields.length === 0 ? <p className="muted">No education was found in the CV.</p> : null}
        {education.fields.map((field, index) => {
          const entryErrors = errors.education?.[index];
          return (
            <fieldset key={field.id} className="cv-form__entry">
              <legend className="cv-form__entry-title">Education {index + 1}</legend>
              <div className="cv-form__row">
                <FormField
                  id={`${id}-edu-${index}-degree`}
                  label="Qualification"
                  error={entryErrors?.degree?.message}
                  {...register(`education.${index}.degree`)}
                />
                <FormField
                  id={`${id}-edu-${index}-institution`}
                  label="Institution"
                  error={entryErrors?.institution?.message}
                  {...register(`education.${index}.institution`)}
                />
                <FormField
                  id={`${id}-edu-${index}-year`}
                  label="Year"
                  inputMode="numeric"
                  error={entryErrors?.year?.message}
                  {...register(`education.${index}.year`)}
                />
              </div>
              <Button variant="ghost" size="sm" onClick={() => education.remove(index)}>
                Remove education {index + 1}
              </Button>
            </fieldset>
          );
        })}
        {education.fields.length < LIMITS.cvEducationMax ? (
          <Button variant="secondary" size="sm" onClick={() => education.append({ ...EMPTY_CV_EDUCATION })}>
            Add education
          </Button>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
