// @vitest-environment jsdom
import { VALIDATION } from '@fcs/shared/messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '../compose-contact-email';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('contact form', () => {
  it('when sent empty, then each field says what is missing (the e-mail in the sign-up words) and no e-mail opens', async () => {
    const open = vi.fn();
    render(<ContactForm to="support@example.com" onOpenEmail={open} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open in my email app' }));

    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    expect(open).not.toHaveBeenCalled();
  });

  it('when filled in, then the drafted e-mail carries the trimmed values', async () => {
    const open = vi.fn();
    render(<ContactForm to="support@example.com" onOpenEmail={open} />);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Ada ' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open in my email app' }));

    expect(await screen.findByRole('link', { name: 'open the message again' })).toBeTruthy();
    expect(open).toHaveBeenCalledWith(
      'mailto:support@example.com?subject=General%20question%3A%20message%20from%20Ada&body=Hello%0D%0A%0D%0A--%0D%0AName%3A%20Ada%0D%0AReply%20to%3A%20ada%40example.com',
    );
  });
});
