import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useHashScroll } from '../../lib/use-hash-scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

/** Frame of every page: skip link, header with the menu, main landmark, footer. */
export function RootLayout() {
  useHashScroll();
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  useFocusMainOnPageChange(mainRef);

  return (
    <div className="app-shell">
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView();
        }}
      >
        Skip to main content
      </a>
      <SiteHeader />
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      ) : null}
      <main id="main-content" ref={mainRef} tabIndex={-1} className="app-shell__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * After a client-side page change (not a hash jump, not the first load) focus moves to <main>, so screen
 * readers start reading the new page instead of staying on the link that was clicked.
 */
function useFocusMainOnPageChange(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (!hash) mainRef.current?.focus({ preventScroll: true });
    // Only a new pathname is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
