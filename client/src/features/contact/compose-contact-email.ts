export const CONTACT_TOPICS = [
  'General question',
  'Plans and billing',
  'Refund request',
  'Technical problem',
  'Privacy request',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export interface ContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

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
