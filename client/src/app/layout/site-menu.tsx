import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import type { AuthDialogMode } from '../../lib/auth-dialog';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

export interface SiteMenuProps {
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  /** Sign In / Sign Up: the header owns the dialog so it outlives the closed menu. */
  onRequestAuth: (mode: AuthDialogMode) => void;
}

/**
 * The hamburger menu of spec section 2: a disclosure (button + panel). Escape closes it and returns focus to
 * the button; so do a click outside, focus leaving it and any navigation.
 */
export function SiteMenu({ menuButtonRef, onRequestAuth }: SiteMenuProps) {
  const location = useLocation();
  // The menu is open for one location only: any navigation (also to the same URL) closes it.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const isOpen = openAtKey === location.key;
  const setIsOpen = (open: boolean) => setOpenAtKey(open ? location.key : null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { user, signOut } = useSession();

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();

    const isInside = (node: EventTarget | null) =>
      node instanceof Node && (panelRef.current?.contains(node) || menuButtonRef.current?.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAtKey(null);
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setOpenAtKey(null);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) setOpenAtKey(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, menuButtonRef]);

  function requestAuth(mode: AuthDialogMode) {
    setIsOpen(false);
    onRequestAuth(mode);
  }

  return (
    <div className="site-menu">
      <button
        ref={menuButtonRef}
        type="button"
        className="site-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          {isOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span className="site-menu__toggle-label">Menu</span>
      </button>

      <div ref={panelRef} id={panelId} className="site-menu__panel" hidden={!isOpen}>
        {user ? (
          <p className="site-menu__welcome">
            Welcome, <strong>{user.displayName || user.email}</strong>
          </p>
        ) : null}
        <nav aria-label="Main menu">
          <ul className="site-menu__links">
            <li>
              <NavLink to={paths.about}>About</NavLink>
            </li>
            <li>
              <NavLink to={paths.roles}>Career Quiz</NavLink>
            </li>
            <li>
              <NavLink to={paths.sandbox}>AI Simulations</NavLink>
            </li>
            <li>
              <NavLink to={paths.contact}>Contact Us</NavLink>
            </li>
            {user ? (
              <li>
                <NavLink to={paths.settings}>Settings</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="site-menu__actions">
          <ButtonLink to={paths.roles} block>
            Try for Free
          </ButtonLink>
          {user ? (
            <Button
              variant="secondary"
              block
              onClick={() => {
                // The panel's items change under the pointer once signed out: close it and keep focus on the toggle.
                setIsOpen(false);
                menuButtonRef.current?.focus();
                void signOut();
              }}
            >
              Sign Out
            </Button>
          ) : (
            <div className="site-menu__auth">
              <Button variant="secondary" onClick={() => requestAuth('sign-in')}>
                Sign In
              </Button>
              <Button variant="secondary" onClick={() => requestAuth('sign-up')}>
                Sign Up
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
