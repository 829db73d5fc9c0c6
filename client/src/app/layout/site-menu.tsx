import { ROUTES } from '@fcs/shared/routes';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import type { AccountDialogMode } from '../../lib/account-dialog';
import { useSession } from '../../lib/session';

export interface SiteMenuProps {
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  /** Sign In / Sign Up: the header owns the dialog so it outlives the closed menu. */
  onOpenAccountDialog: (mode: AccountDialogMode) => void;
}

/**
 * The hamburger menu of spec section 2: a disclosure (button + panel). Escape closes it and returns focus to
 * the button; so do a click outside, focus leaving it and any navigation.
 */
export function SiteMenu({ menuButtonRef, onOpenAccountDialog }: SiteMenuProps) {
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

  function requestAccountDialog(mode: AccountDialogMode) {
    setIsOpen(false);
    onOpenAccountDialog(mode);
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
              <NavLink to={ROUTES.about}>About</NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.quiz}>Career Quiz</NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.sandbox}>AI Simulations</NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.contact}>Contact Us</NavLink>
            </li>
            {user ? (
              <>
                <li>
                  <NavLink to={ROUTES.analyses}>My Analyses</NavLink>
                </li>
                <li>
                  <NavLink to={ROUTES.settings}>Settings</NavLink>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        <div className="site-menu__actions">
          <ButtonLink to={ROUTES.quiz} block>
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
            <div className="site-menu__account">
              <Button variant="secondary" onClick={() => requestAccountDialog('sign-in')}>
                Sign In
              </Button>
              <Button variant="secondary" onClick={() => requestAccountDialog('sign-up')}>
                Sign Up
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
