// @vitest-environment jsdom
import { ZSignUpRequest } from '@fcs/shared/accounts';
import { zodIssuesToFields } from '@fcs/shared/api-error';
import { IDENTITY_ERRORS, VALIDATION } from '@fcs/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createFakeApi, LOCAL_CONFIG, profile } from '../../../testing/fake-api';

const SESSION = {
  accessToken: 'token-1',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  refreshExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  user: { uid: 'user-1', email: 'ada@example.com', displayName: 'Ada Lovelace' },
  profile: profile({ displayName: 'Ada Lovelace' }),
};

type Answer = { status?: number; body: unknown };

async function renderForm(initialMode: 'sign-in' | 'sign-up', answers: { signUp?: Answer; signIn?: Answer } = {}) {
  const api = createFakeApi({
    'GET /api/config': () => ({ body: LOCAL_CONFIG }),
    'POST /api/auth/sign-up': () => answers.signUp ?? { status: 201, body: SESSION },
    'POST /api/auth/sign-in': () => answers.signIn ?? { body: SESSION },
  });
  vi.stubGlobal('fetch', api.fetch);
  vi.resetModules();
  const { AccountForm } = await import('./account-form');
  const onAuthenticated = vi.fn();
  function Harness() {
    const [mode, setMode] = useState(initialMode);
    return (
      <AccountForm
        mode={mode}
        onModeChange={setMode}
        onAuthenticated={onAuthenticated}
        onForgotPassword={() => undefined}
      />
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  const authCalls = () => api.calls.filter((c) => c.path.startsWith('/api/auth/'));
  return { onAuthenticated, authCalls };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account form', () => {
  it('when sign-up is submitted empty, then each field shows its spec message and nothing is sent', async () => {
    const { authCalls } = await renderForm('sign-up');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(VALIDATION.displayNameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordTooShort)).toBeTruthy();
    expect(screen.getByLabelText('Display name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Display name'));
    expect(authCalls()).toEqual([]);
  });

  it('when the passwords differ, then confirm password says so; editing a field clears its message', async () => {
    await renderForm('sign-up');
    fill('Display name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret1');
    fill('Confirm password', 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(VALIDATION.passwordsDoNotMatch)).toBeTruthy();
    fill('Confirm password', 'secret1');
    await waitFor(() => expect(screen.queryByText(VALIDATION.passwordsDoNotMatch)).toBeNull());
  });

  it('when the form is valid, then the trimmed values and the opt-in are sent and the caller hears of the sign-in', async () => {
    const { onAuthenticated, authCalls } = await renderForm('sign-up');
    fill('Display name', '  Ada Lovelace ');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret1');
    fill('Confirm password', 'secret1');
    fireEvent.click(screen.getByLabelText('Email me career tips and product news', { exact: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(authCalls()[0]?.body).toEqual({
      displayName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      marketingOptIn: true,
    });
    expect(JSON.parse(window.localStorage.getItem('fcs.session') ?? '{}')).toMatchObject({ accessToken: 'token-1' });
  });

  it('when the api refuses a field, then its reason appears under that field', async () => {
    const message = IDENTITY_ERRORS['email-already-in-use']!;
    await renderForm('sign-up', {
      signUp: { status: 409, body: { error: { code: 'conflict', message, fields: { email: message } } } },
    });
    fill('Display name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret1');
    fill('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const reason = await screen.findByText(message);
    expect(reason.id).toBe(screen.getByLabelText('Email', { exact: true }).getAttribute('aria-describedby'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when sign-in is refused, then the friendly message shows above the button and the user stays signed out', async () => {
    const message = IDENTITY_ERRORS['invalid-credential']!;
    const { onAuthenticated } = await renderForm('sign-in', {
      signIn: { status: 401, body: { error: { code: 'unauthorized', message } } },
    });
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onAuthenticated).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('fcs.session')).toBeNull();
  });

  it('when the toggle is used, then sign-in and sign-up swap fields', async () => {
    await renderForm('sign-in');
    expect(screen.queryByLabelText('Display name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Display name')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
  });

  it.each([
    { displayName: '   ', email: 'not-an-email', password: '12345', confirmPassword: '12345' },
    { displayName: 'Ada', email: '', password: 'secret1', confirmPassword: 'secret2' },
    { displayName: 'x'.repeat(101), email: 'ada@example.com', password: '', confirmPassword: '' },
  ])(
    "when sign-up values are refused, then each field shows exactly what the api's schema says about it (%#)",
    async (values) => {
      const { authCalls } = await renderForm('sign-up');
      fill('Display name', values.displayName);
      fill('Email', values.email);
      fill('Password', values.password);
      fill('Confirm password', values.confirmPassword);
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

      // The api answers a bad sign-up with these field reasons (parseInput over the same ZSignUpRequest).
      const parsed = ZSignUpRequest.safeParse({ ...values, marketingOptIn: false });
      expect(parsed.success).toBe(false);
      const expected = zodIssuesToFields(parsed.error!.issues);
      const labels: Record<string, string> = {
        displayName: 'Display name',
        email: 'Email',
        password: 'Password',
        confirmPassword: 'Confirm password',
      };
      await waitFor(() => expect(shownReasons(labels)).toEqual(expected));
      expect(authCalls()).toEqual([]);
    },
  );
});

/** The reason shown under each labelled input, by field name (only fields that show one). */
function shownReasons(labels: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [field, label] of Object.entries(labels)) {
    const input = screen.getByLabelText(label, { exact: true });
    const errorId = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    const reason = errorId ? document.getElementById(errorId)?.textContent : null;
    if (reason) shown[field] = reason;
  }
  return shown;
}
