// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToHash, useHashScroll } from './use-hash-scroll';

// jsdom does no layout, so scrolling is observed through these two browser APIs.
let scrolledIntoView: { id: string; options: unknown }[];
let scrolledTo: unknown[][];

beforeEach(() => {
  scrolledIntoView = [];
  scrolledTo = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolledIntoView.push({ id: this.id, options });
  };
  window.scrollTo = ((...args: unknown[]) => {
    scrolledTo.push(args);
  }) as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('scrollToHash', () => {
  it('when the target exists, then it is scrolled into view and focused', () => {
    document.body.innerHTML = '<section id="pricing">Plans</section>';
    scrollToHash('#pricing', { behavior: 'smooth' });
    expect(scrolledIntoView).toEqual([{ id: 'pricing', options: { behavior: 'smooth', block: 'start' } }]);
    expect(document.activeElement?.id).toBe('pricing');
    expect(document.getElementById('pricing')?.getAttribute('tabindex')).toBe('-1');
  });

  it('when the target renders later (a lazy route), then it is scrolled once it appears', async () => {
    scrollToHash('#pricing');
    expect(scrolledIntoView).toEqual([]);
    const section = document.createElement('section');
    section.id = 'pricing';
    document.body.append(section);
    await vi.waitFor(() => expect(scrolledIntoView.map((call) => call.id)).toEqual(['pricing']));
  });

  it('when the target never appears, then it stops waiting after the timeout', async () => {
    vi.useFakeTimers();
    scrollToHash('#pricing', { timeoutMs: 100 });
    vi.advanceTimersByTime(150);
    const section = document.createElement('section');
    section.id = 'pricing';
    document.body.append(section);
    await Promise.resolve();
    expect(scrolledIntoView).toEqual([]);
  });

  it('when the hash is empty or malformed, then nothing happens', () => {
    document.body.innerHTML = '<div id="x"></div>';
    scrollToHash('#');
    scrollToHash('#%E0%A4%A');
    expect(scrolledIntoView).toEqual([]);
  });
});

describe('useHashScroll', () => {
  function Layout() {
    useHashScroll();
    return (
      <>
        <Link to="/#pricing">Pricing</Link>
        <Link to="/contact">Contact</Link>
        <Outlet />
      </>
    );
  }

  function renderApp(initialEntry: string) {
    const router = createMemoryRouter(
      [
        {
          Component: Layout,
          children: [
            { index: true, element: <section id="pricing">Plans</section> },
            { path: 'contact', element: <p>Contact</p> },
          ],
        },
      ],
      { initialEntries: [initialEntry] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('when the page opens at /#pricing, then the pricing section is scrolled to without animation', () => {
    renderApp('/#pricing');
    expect(scrolledIntoView).toEqual([{ id: 'pricing', options: { behavior: 'auto', block: 'start' } }]);
  });

  it('when a link to /#pricing is followed from another page, then the grid is scrolled to smoothly', async () => {
    const router = renderApp('/contact');
    await act(() => router.navigate('/#pricing'));
    expect(scrolledIntoView).toEqual([{ id: 'pricing', options: { behavior: 'smooth', block: 'start' } }]);
  });

  it('when the same hash link is followed twice, then it scrolls both times', async () => {
    const router = renderApp('/contact');
    await act(() => router.navigate('/#pricing'));
    await act(() => router.navigate('/#pricing'));
    expect(scrolledIntoView).toHaveLength(2);
  });

  it('when a new page without a hash opens, then the window goes back to the top', async () => {
    const router = renderApp('/#pricing');
    await act(() => router.navigate('/contact'));
    expect(scrolledTo).toEqual([[0, 0]]);
  });
});
