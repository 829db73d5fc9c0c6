import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export interface ScrollToHashOptions {
  behavior?: ScrollBehavior;
  /** How long to wait for the target to appear (lazy routes render after the URL changes). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 3000;

/**
 * Scrolls the element whose id is the hash ('#pricing') into view and moves focus to it, waiting for it
 * to be rendered if needed. Returns a function that stops waiting.
 */
export function scrollToHash(
  hash: string,
  { behavior = 'auto', timeoutMs = DEFAULT_TIMEOUT_MS }: ScrollToHashOptions = {},
) {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return () => undefined;
  }
  if (!id) return () => undefined;

  const scrollIfPresent = (): boolean => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView({ behavior, block: 'start' });
    // Keyboard and screen-reader users continue from the section they jumped to.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    return true;
  };

  if (scrollIfPresent()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (scrollIfPresent()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scroll handling for the whole app (react-router leaves it to us): a URL with a hash scrolls to that
 * element (smoothly for in-app links, instantly on page load and back/forward); a new page without a
 * hash starts at the top. Mount once, in the root layout.
 */
export function useHashScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (location.hash) {
      const behavior = navigationType === 'POP' || prefersReducedMotion() ? 'auto' : 'smooth';
      return scrollToHash(location.hash, { behavior });
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
    // location.key changes on every navigation, also to the same URL (clicking 'Pricing' twice).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
