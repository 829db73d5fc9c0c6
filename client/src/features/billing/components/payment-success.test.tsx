// @vitest-environment jsdom
import { ERRORS } from '@fcs/shared/messages';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@fcs/shared/entities';
import { createFakeApi, LOCAL_CONFIG, profile, storeSignedInSession } from '../../../testing/fake-api';

const incomplete = profile();
const activePro = profile({ subscriptionTier: 'pro', subscriptionStatus: 'active', maxSimulations: 12 });

/**
 * Renders /payment-success?tier=pro for a signed-in user whose successive profile reads return `profiles`
 * (the first read is the session restore). The session store is a module singleton, so each test loads fresh modules.
 */
async function renderPage(profiles: UserProfile[]) {
  let reads = 0;
  const api = createFakeApi({
    'GET /api/config': () => ({ body: LOCAL_CONFIG }),
    'GET /api/profile': () => ({ body: profiles[Math.min(reads++, profiles.length - 1)] }),
  });
  vi.stubGlobal('fetch', api.fetch);
  vi.resetModules();
  const { PaymentSuccess } = await import('./payment-success');
  render(
    <MemoryRouter initialEntries={['/payment-success?tier=pro']}>
      <Routes>
        <Route path="/payment-success" element={<PaymentSuccess />} />
        <Route path="/sandbox" element={<p>All simulations</p>} />
        <Route path="/sandbox/:jobId" element={<p>Simulation page</p>} />
        <Route path="/roles" element={<p>Career quiz</p>} />
      </Routes>
    </MemoryRouter>,
  );
  // Let the session restore (config + profile) settle: the session store imports its identity adapter and profile
  // reader on first use, so wait for those imports (real time) without moving the fake clock.
  for (let step = 0; step < 3; step++) {
    await act(async () => {
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  return { profileReads: () => reads };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  storeSignedInSession();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment success page', () => {
  it('when the plan is active at the 2 s check, then it shows success and 2 s later opens the pending simulation', async () => {
    window.sessionStorage.setItem('pendingSimulation', JSON.stringify({ job_id: 'credit_analyst' }));
    await renderPage([incomplete, activePro]);
    expect(screen.getByText('Processing Payment...')).toBeTruthy();

    await advance(1999);
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.getByText('12 simulations')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Exploring Careers' })).toBeTruthy();

    await advance(1999);
    expect(screen.queryByText('Simulation page')).toBeNull();
    await advance(1);
    expect(screen.getByText('Simulation page')).toBeTruthy();
    expect(window.sessionStorage.getItem('pendingSimulation')).toBeNull();
  });

  it('when the plan turns active only at the second check 3 s later, then success shows and the redirect follows after 1 s', async () => {
    const page = await renderPage([incomplete, incomplete, activePro]);
    await advance(2000);
    expect(page.profileReads()).toBe(2);
    expect(screen.getByText('Processing Payment...')).toBeTruthy();

    await advance(3000);
    expect(page.profileReads()).toBe(3);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    await advance(999);
    expect(screen.queryByText('All simulations')).toBeNull();
    await advance(1);
    // No pending simulation: /sandbox.
    expect(screen.getByText('All simulations')).toBeTruthy();
  });

  it('when the plan is still not active after both checks, then the Payment Processing warning stays with Refresh Page and Return to Quiz', async () => {
    await renderPage([incomplete]);
    await advance(5000);
    expect(screen.getByRole('heading', { name: 'Payment Processing' })).toBeTruthy();
    expect(screen.getByText(ERRORS.paymentNotActive)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Quiz' }).getAttribute('href')).toBe('/roles');

    await advance(10_000);
    expect(screen.getByRole('heading', { name: 'Payment Processing' })).toBeTruthy();
  });

  it('when the profile is active but on another tier than the one paid for, then it is not taken as this payment', async () => {
    const activeEssential = profile({ subscriptionTier: 'essential', subscriptionStatus: 'active', maxSimulations: 3 });
    await renderPage([activeEssential]);
    await advance(5000);
    expect(screen.getByRole('heading', { name: 'Payment Processing' })).toBeTruthy();
  });
});
