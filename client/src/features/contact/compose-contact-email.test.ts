// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildMailtoLink, composeContactEmail } from './compose-contact-email';

describe('composeContactEmail', () => {
  it('when a message is composed, then topic and name make the subject and the reply address ends the body', () => {
    const draft = composeContactEmail('help@example.com', {
      name: '  Ada Lovelace ',
      email: 'ada@example.com',
      topic: 'Refund request',
      message: 'Please refund my Pro plan.\n',
    });
    expect(draft.to).toBe('help@example.com');
    expect(draft.subject).toBe('Refund request: message from Ada Lovelace');
    expect(draft.body).toBe('Please refund my Pro plan.\n\n--\nName: Ada Lovelace\nReply to: ada@example.com');
  });
});

describe('buildMailtoLink', () => {
  it('when subject and body hold spaces, symbols and line breaks, then they are percent-encoded with CRLF breaks', () => {
    const href = buildMailtoLink({
      to: 'help@example.com',
      subject: 'Plans & billing?',
      body: 'Line 1\nLine 2 = 100%',
    });
    expect(href).toBe(
      'mailto:help@example.com?subject=Plans%20%26%20billing%3F&body=Line%201%0D%0ALine%202%20%3D%20100%25',
    );
  });

  it('when the link is parsed back, then the original texts come out', () => {
    const href = buildMailtoLink({ to: 'a@b.example', subject: 'Hi there', body: 'a\r\nb' });
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Hi there');
    expect(url.searchParams.get('body')).toBe('a\r\nb');
  });
});
