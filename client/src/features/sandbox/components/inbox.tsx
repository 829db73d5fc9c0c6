import type { SandboxEmail } from '@fcs/shared/sandbox/schema';
import { useId, useRef, useState } from 'react';
import { PriorityBadge } from './level-badge';

/** 'Name (Role, Organisation)' → ['Name', 'Role, Organisation']. */
function splitSender(from: string): [string, string | null] {
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(from);
  return match ? [match[1]!, match[2]!] : [from, null];
}

/** The week's inbox: a message list with priority badges and a reading pane (stacked on small screens). */
export function Inbox({ emails }: { emails: readonly SandboxEmail[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [read, setRead] = useState<ReadonlySet<number>>(() => new Set());
  const readerId = useId();
  const readerRef = useRef<HTMLElement>(null);
  const open = openIndex === null ? null : emails[openIndex];

  function openEmail(index: number) {
    setOpenIndex(index);
    setRead((current) => new Set(current).add(index));
    // On small screens the reader replaces the list: move focus (and the view) to it.
    requestAnimationFrame(() => readerRef.current?.focus());
  }

  return (
    <div className={`inbox${open ? ' inbox--reading' : ''}`}>
      <ul className="inbox__list" aria-label="Emails">
        {emails.map((email, index) => {
          const [name] = splitSender(email.from);
          const isOpen = index === openIndex;
          return (
            <li key={`${email.timestamp}-${email.subject}`}>
              <button
                type="button"
                className={[
                  'inbox__item',
                  isOpen ? 'inbox__item--open' : '',
                  read.has(index) ? '' : 'inbox__item--unread',
                ]
                  .filter(Boolean)
                  .join(' ')}
                aria-current={isOpen || undefined}
                aria-controls={readerId}
                onClick={() => openEmail(index)}
              >
                <span className="inbox__row">
                  <span className="inbox__from">{name}</span>
                  <span className="inbox__time">{email.timestamp}</span>
                </span>
                <span className="inbox__subject">{email.subject}</span>
                <span className="inbox__row">
                  <span className="inbox__preview">{email.content.slice(0, 90)}…</span>
                  <PriorityBadge priority={email.priority} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <article
        id={readerId}
        ref={readerRef}
        tabIndex={-1}
        className="inbox__reader"
        aria-label={open ? open.subject : 'No email open'}
      >
        {open ? (
          <>
            <button type="button" className="inbox__back" onClick={() => setOpenIndex(null)}>
              ← Back to inbox
            </button>
            <header className="inbox__reader-head">
              <h3 className="inbox__reader-subject">{open.subject}</h3>
              <PriorityBadge priority={open.priority} />
            </header>
            <dl className="inbox__meta">
              <div>
                <dt>From</dt>
                <dd>
                  {splitSender(open.from)[0]}
                  {splitSender(open.from)[1] ? (
                    <span className="inbox__role"> · {splitSender(open.from)[1]}</span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{open.timestamp}</dd>
              </div>
            </dl>
            <div className="inbox__body">
              {open.content.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </>
        ) : (
          <p className="inbox__empty">Choose an email to read it. Unread messages are in bold.</p>
        )}
      </article>
    </div>
  );
}
