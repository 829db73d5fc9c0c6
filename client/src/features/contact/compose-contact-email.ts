import { ZEmail } from '@fcs/shared/accounts';
import { z } from 'zod';

export const CONTACT_TOPICS = [
  'General question',
  'Plans and billing',
  'Refund request',
  'Technical problem',
  'Privacy request',
] as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  messageRequired: 'Please write your message',
} as const;

/** The contact form's values; the e-mail address is checked as sign-up checks it (same schema, same messages). */
export const ZContactMessage = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.nameRequired).max(100),
  email: ZEmail,
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().trim().min(1, CONTACT_MESSAGES.messageRequired),
});
export type ContactMessage = z.output<typeof ZContactMessage>;

export interface EmailDraft {
  to: string;
  subject: string;
  body: string;
}

/** The email a contact-form submission becomes: topic and name in the subject, reply address in the body. */
export function composeContactEmail(to: string, { name, email, topic, message }: ContactMessage): EmailDraft {
  const sender = name.trim();
  return {
    to,
    subject: sender ? `${topic}: message from ${sender}` : topic,
    body: `${message.trim()}\n\n--\nName: ${sender}\nReply to: ${email.trim()}`,
  };
}

/**
 * A mailto: URL with subject and body filled in (RFC 6068: percent-encoded, line breaks as CRLF),
 * so the user's own email app sends the message.
 */
export function buildMailtoLink({ to, subject, body }: EmailDraft): string {
  const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf(body))}`;
}
