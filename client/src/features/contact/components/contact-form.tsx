import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { FieldError, FormField } from '../../../components/form-field';
import { useSchemaForm } from '../../../lib/forms';
import { buildMailtoLink, composeContactEmail, CONTACT_TOPICS, ZContactMessage } from '../compose-contact-email';
import '../contact.css';

export interface ContactFormProps {
  /** Address the message is written to. */
  to: string;
  /** Opens the drafted mailto: link; the page's own location by default (tests pass a spy). */
  onOpenEmail?: (href: string) => void;
}

const openInEmailApp = (href: string) => window.location.assign(href);

/**
 * Contact form that writes an email in the user's own email app (a mailto: link). Nothing is sent from
 * the page, and the form says so. Values are checked with ZContactMessage before the link is built.
 */
export function ContactForm({ to, onOpenEmail = openInEmailApp }: ContactFormProps) {
  const id = useId();
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);
  const form = useSchemaForm(ZContactMessage, {
    defaultValues: { name: '', email: '', topic: CONTACT_TOPICS[0], message: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit((message) => {
    const href = buildMailtoLink(composeContactEmail(to, message));
    setMailtoHref(href);
    onOpenEmail(href);
  });

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-note`}>
      <FormField
        id={`${id}-name`}
        label="Your name"
        type="text"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id={`${id}-email`}
        label="Your email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select id={`${id}-topic`} {...register('topic')}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic}>{topic}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          {...register('message')}
        />
        <FieldError id={`${id}-message-error`} message={errors.message?.message} />
      </div>
      <p id={`${id}-note`} className="contact-form__note">
        This form opens your own email app with the message filled in. Nothing is sent until you press send there.
      </p>
      <Button type="submit">Open in my email app</Button>
      <div role="status" className="contact-form__status">
        {mailtoHref ? (
          <p>
            Your email app should have opened with the message ready to send. If it did not,{' '}
            <a href={mailtoHref}>open the message again</a> or write to <a href={`mailto:${to}`}>{to}</a>.
          </p>
        ) : null}
      </div>
    </form>
  );
}
