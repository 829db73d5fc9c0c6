// @vitest-environment jsdom
import { ERRORS } from '@fcs/shared/messages';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../lib/session';
import { RouteError } from './layout/route-error';
import { AppProviders } from './providers';
import { routes } from './router';

// The session comes from the identity service; these tests decide who is signed in.
const session = vi.hoisted(() => ({ user: null as SessionUser | null, signOut: async () => undefined }));
vi.mock('../lib/session', async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  return {
    ...original,
    useSession: () => ({
      status: session.user ? 'signed-in' : 'signed-out',
      profile: null,
      mode: 'local',
      canUseGoogle: false,
      startError: null,
      ...session,
    }),
  };
});

// Each page, the account dialog and the paywall are lazy modules that Vite transforms on first import: on a busy
// machine the first render of a page can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  session.user = null;
  Element.prototype.scrollIntoView = () => undefined;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function pageRoutes(): RouteObject[] {
  return routes[0]?.children?.[0]?.children ?? [];
}

describe('route table', () => {
  it('when the router is built, then every screen of spec section 2 has its own lazy route', () => {
    const registered = pageRoutes().map((route) => route.path);
    expect(registered).toEqual([
      '/',
      '/about',
      '/roles',
      '/sandbox',
      '/sandbox/:jobId',
      '/payment-success',
      '/reset-password',
      '/coach',
      '/news-interpreter',
      '/interview-prep',
      '/job-match',
      '/ai-jobs',
      '/day-in-life',
      '/research-report',
      '/analyses',
      '/settings',
      '/contact',
      '/privacy',
      '/dev-setup',
      '*',
    ]);
    for (const route of pageRoutes()) expect(typeof route.lazy).toBe('function');
  });
});

describe('pages', () => {
  it.each([
    ['/', 'Try a finance job before you choose one.'],
    ['/about', 'Try a finance job before you choose one.'],
    ['/contact', 'Contact us'],
    ['/privacy', 'Privacy policy'],
    ['/dev-setup', 'Developer setup'],
    ['/no/such/page', 'Page not found'],
  ])('when %s opens, then its one h1 reads "%s"', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('when /coach opens signed out, then the simulator shows the default role, the six workflows and the chat', async () => {
    renderAt('/coach');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Career Simulator' })).toBeTruthy();
    const workflows = await screen.findByRole('region', { name: 'Available Workflows' });
    expect(within(workflows).getAllByRole('button', { name: /^Run / })).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Chat with your coach' }).textContent).toContain(
      "Hi! I'm your AI career coach for",
    );
    expect(screen.queryByText('This tool is not available yet.')).toBeNull();
  });

  it.each([
    ['/news-interpreter', 'News Interpretation Simulator', 'Sign in to interpret articles'],
    ['/interview-prep', 'Interview Preparation Assistant', 'Sign in to prepare your interview'],
    ['/job-match', 'Job Match Analysis', 'Sign in to analyse your match'],
    ['/day-in-life', 'Day in the Life', 'Sign in to run the simulation'],
    ['/research-report', 'Research Report', 'Sign in to generate the report'],
    ['/ai-jobs', 'AI Impact Analysis', 'Sign in to run the analysis'],
  ])(
    'when the tool %s opens signed out, then it shows its inputs and asks to sign in to run',
    async (path, name, ask) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
      expect(await screen.findByRole('heading', { name: ask })).toBeTruthy();
    },
  );

  it('when /analyses opens signed out, then it asks to sign in to see the analyses', async () => {
    renderAt('/analyses');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Analyses' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to see your analyses' })).toBeTruthy();
  });

  it('when /dev-setup opens, then it only says it is for development mode', async () => {
    renderAt('/dev-setup');
    expect(await screen.findByText('This page is available in development mode only.')).toBeTruthy();
  });

  it('when a signed-out visitor opens /payment-success, then they are sent to /roles', async () => {
    const router = renderAt('/payment-success?tier=pro');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/roles'), { timeout: 5000 });
  });

  it('when a signed-out visitor opens /settings, then they are sent to /', async () => {
    const router = renderAt('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Try a finance job before you choose one.' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('when the landing page opens, then the calls to action carry the spec labels and targets', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Find Your Perfect Role')).toBe('/roles');
    expect(hrefOf('Try Free Job Simulation')).toBe('/sandbox/equity_research_analyst');
    expect(hrefOf('Take Job Matching Quiz')).toBe('/roles');
    expect(hrefOf('Try Free Simulation')).toBe('/sandbox/equity_research_analyst');
  });

  it('when the pricing grid renders, then it shows the four plans with GBP prices and the popular badge on Elite', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const grid = document.getElementById('pricing');
    expect(grid).not.toBeNull();
    const cards = within(grid as HTMLElement).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Starter plan',
      'Essential plan',
      'Pro plan',
      'Elite plan',
    ]);
    const text = cards.map((card) => card.textContent ?? '');
    expect(text[0]).toContain('Free');
    expect(text[1]).toContain('£4.99');
    expect(text[2]).toContain('£7.99');
    expect(text[3]).toContain('£14.99/month');
    expect(text.filter((t) => t.includes('Most Popular'))).toEqual([text[3]]);
    expect(grid?.textContent).toContain('30-day money-back guarantee');
  });
});

describe('error screen', () => {
  it('when a page throws, then the screen reads the unexpected-error title, the message and a link home', async () => {
    // React and the router log the caught error; the screen is what this test checks.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Chunk failed to load');
    }
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteError }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: ERRORS.unexpectedApplicationError })).toBeTruthy();
    expect(screen.getByText('Chunk failed to load')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('hamburger menu', () => {
  async function openMenu() {
    renderAt('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    return toggle;
  }

  it('when opened while signed out, then it lists the spec items, Try for Free, Sign In and Sign Up but not Settings', async () => {
    const toggle = await openMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Career Quiz', 'AI Simulations', 'Contact Us']);
    expect(screen.getByRole('link', { name: 'Try for Free' }).getAttribute('href')).toBe('/roles');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('About');
  });

  it('when opened while signed in, then it greets the user and offers My Analyses, Settings and Sign Out instead of Sign In', async () => {
    session.user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', tier: 'pro' };
    await openMenu();
    expect(screen.getByText('Ada')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(nav).getByRole('link', { name: 'My Analyses' }).getAttribute('href')).toBe('/analyses');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('when Escape is pressed, then it closes and focus returns to the menu button', async () => {
    const toggle = await openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('when one of its links is followed, then it closes', async () => {
    const toggle = await openMenu();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { level: 1, name: 'Try a finance job before you choose one.' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('when Sign In is chosen, then the sign-in dialog opens and closing it returns focus to the menu button', async () => {
    const toggle = await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
