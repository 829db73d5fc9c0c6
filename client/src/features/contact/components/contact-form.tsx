import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { buildMailtoLink, composeContactEmail, CONTACT_TOPICS } from '../compose-contact-email';
import '../contact.css';

export interface ContactFormProps {
  /** Address the message is written to. */
  to: string;
}

/**
 * Contact form that writes an email in the user's own email app (a mailto: link). Nothing is sent from
 * the page, and the form says so.
 */
export function ContactForm({ to }: ContactFormProps) {
  const id = useId();
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const href = buildMailtoLink(
      composeContactEmail(to, {
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        topic: CONTACT_TOPICS.find((topic) => topic === data.get('topic')) ?? CONTACT_TOPICS[0],
        message: String(data.get('message') ?? ''),
      }),
    );
    setMailtoHref(href);
    window.location.href = href;
  }

  return (
    <form className="contact-form" onSubmit={handleSubmit} aria-describedby={`${id}-note`}>
      <div className="field">
        <label htmlFor={`${id}-name`}>Your name</label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>Your email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select id={`${id}-topic`} name="topic" defaultValue={CONTACT_TOPICS[0]}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic}>{topic}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea id={`${id}-message`} name="message" rows={6} required />
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
