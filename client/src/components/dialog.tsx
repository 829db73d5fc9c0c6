import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom of the dialog. */
  actions?: ReactNode;
  /** Where focus goes after closing; defaults to the element focused before opening. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** 'lg' for reading long content (results); 'md' (default) for forms and questions. */
  size?: 'md' | 'lg';
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page inert
 * and turns Escape into a 'cancel' event, which goes to onClose so React state stays the source of truth.
 */
export function Dialog({ open, onClose, title, children, actions, returnFocusRef, size = 'md' }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal(); the attribute keeps tests close to the browser.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      // Read at close time on purpose: the element to return to is the one mounted now.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnFocusRef?.current ?? previouslyFocused;
      if (target?.isConnected) target.focus();
    };
  }, [open, returnFocusRef]);

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      className={size === 'lg' ? 'dialog dialog--lg' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__surface">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => onClose()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </dialog>
  );
}
