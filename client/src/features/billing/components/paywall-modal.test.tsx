// @vitest-environment jsdom
import { ERRORS } from '@fcs/shared/messages';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchedJob } from '@fcs/shared/entities';
import { createQueryClient } from '../../../lib/query-client';
import { createFakeApi, LOCAL_CONFIG, profile } from '../../../testing/fake-api';

const leaveForCheckout = vi.hoisted(() => vi.fn());
vi.mock('../api/leave-for-checkout', () => ({ leaveForCheckout }));

const MATCHES: MatchedJob[] = [
  { job_id: 'credit_analyst', title: 'Credit Analyst', match: 91 },
  { job_id: 'quant_analyst', title: 'Quantitative Analyst', match: 87.4 },
  { job_id: 'fp_and_a_analyst', title: 'FP&A Analyst', match: 80 },
  { job_id: 'risk_manager', title: 'Risk Manager', match: 72 },
];

const SESSION = {
  accessToken: 'token-1',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  refreshExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  user: { uid: 'user-1', email: 'ada@example.com', displayName: 'Ada' },
  profile: profile(),
};

async function renderPaywall(checkout: { status?: number; body: unknown }) {
  const api = createFakeApi({
    'GET /api/config': () => ({ body: LOCAL_CONFIG }),
    'POST /api/auth/sign-up': () => ({ status: 201, body: SESSION }),
    'POST /api/stripe/create-checkout-session': () => checkout,
  });
  vi.stubGlobal('fetch', api.fetch);
  vi.resetModules();
  const { PaywallProvider } = await import('./paywall-provider');
  // The provider loads the modal on demand; have its module ready, as the provider's own prefetch would.
  await import('./paywall-modal');
  const { usePaywall } = await import('../../../lib/paywall');
  const { useSession } = await import('../../../lib/session');

  // Stands in for the accounts feature's form, which the app composes into the paywall.
  function SignUpSlot({ onAuthenticated, signUpLabel }: { onAuthenticated: () => void; signUpLabel: string }) {
    const { signUp } = useSession();
    return (
      <button
        type="button"
        onClick={() =>
          void signUp({
            displayName: 'Ada',
            email: 'ada@example.com',
            password: 'secret1',
            confirmPassword: 'secret1',
            marketingOptIn: false,
          }).then(onAuthenticated)
        }
      >
        {signUpLabel}
      </button>
    );
  }
  function Opener() {
    const { openPaywall } = usePaywall();
    return (
      <button type="button" onClick={() => openPaywall({ jobId: 'quant_analyst', topMatches: MATCHES })}>
        Try Simulation
      </button>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/roles']}>
        <PaywallProvider SignUpForm={SignUpSlot}>
          <Routes>
            <Route path="/roles" element={<Opener />} />
            <Route path="/sandbox/:jobId" element={<p>Simulation page</p>} />
          </Routes>
        </PaywallProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  fireEvent.click(screen.getByRole('button', { name: 'Try Simulation' }));
  // The modal's code loads on demand: let it arrive.
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { api, dialog: () => screen.getByRole('dialog') };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  leaveForCheckout.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('paywall modal', () => {
  it('when opened with matches, then it shows the four plans and only the top 3 matches, the chosen job marked', async () => {
    const { dialog } = await renderPaywall({ body: {} });
    const matches = within(dialog()).getByRole('region', { name: 'Your top matches' });
    const items = within(matches).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Credit Analyst91% match',
      'Quantitative Analyst87% match',
      'FP&A Analyst80% match',
    ]);
    expect(items[1]?.className).toContain('paywall__match--chosen');
    for (const plan of ['Starter', 'Essential', 'Pro', 'Elite']) {
      expect(within(dialog()).getByRole('article', { name: `${plan} plan` })).toBeTruthy();
    }
  });

  it('when a signed-out visitor picks Pro, then plan and job are remembered, sign-up shows, and checkout starts 1 s after sign-up', async () => {
    const { api, dialog } = await renderPaywall({
      body: { sessionId: 'cs_test_1', url: 'http://app.test/test-checkout/cs_test_1' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Choose Pro' }));
    expect(JSON.parse(window.sessionStorage.getItem('fcs.paywall.selection') ?? 'null')).toEqual({
      tier: 'pro',
      jobId: 'quant_analyst',
    });
    expect(within(dialog()).getByText('Please sign in first to purchase a plan', { exact: false })).toBeTruthy();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create Account & Continue' }));
    await advance(0);
    expect(within(dialog()).getByText('Your account is ready.')).toBeTruthy();
    await advance(999);
    expect(api.calls.some((c) => c.path === '/api/stripe/create-checkout-session')).toBe(false);

    await advance(1);
    const checkout = api.calls.find((c) => c.path === '/api/stripe/create-checkout-session');
    expect(checkout).toMatchObject({
      method: 'POST',
      authorization: 'Bearer token-1',
      body: { priceId: 'pro', successUrl: '/payment-success?tier=pro', cancelUrl: '/roles' },
    });
    expect(leaveForCheckout).toHaveBeenCalledWith('http://app.test/test-checkout/cs_test_1');
    expect(JSON.parse(window.sessionStorage.getItem('pendingSimulation') ?? 'null')).toEqual({
      job_id: 'quant_analyst',
    });
    expect(window.sessionStorage.getItem('fcs.paywall.selection')).toBeNull();
  });

  it('when the checkout cannot be created, then the plans come back with the spec message and nothing is left pending', async () => {
    const { dialog } = await renderPaywall({
      status: 500,
      body: { error: { code: 'internal', message: 'boom' } },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Choose Elite' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create Account & Continue' }));
    await advance(0);
    await advance(1000);
    expect(within(dialog()).getByRole('alert').textContent).toContain(ERRORS.paymentFailed);
    expect(within(dialog()).getByRole('button', { name: 'Choose Elite' })).toBeTruthy();
    expect(leaveForCheckout).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('pendingSimulation')).toBeNull();
  });

  it('when the free plan is chosen, then it goes to the free Equity Research Analyst simulation without an account', async () => {
    const { dialog } = await renderPaywall({ body: {} });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Try Free Simulation' }));
    expect(screen.getByText('Simulation page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
