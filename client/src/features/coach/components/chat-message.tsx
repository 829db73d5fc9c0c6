import { DELAYS } from '@fcs/shared/constants';
import { ROUTES } from '@fcs/shared/routes';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MarkdownText } from '../../../components/markdown';

export interface ChatBubbleProps {
  from: 'user' | 'assistant';
  children: ReactNode;
  /** Small labels under an assistant message ('Demo output'). */
  footer?: ReactNode;
  tone?: 'default' | 'error' | 'notice';
  /** The greeting that opens every conversation (not a reply). */
  greeting?: boolean;
}

/** One message of the conversation: the user's on the right, the coach's on the left with its avatar. */
export function ChatBubble({ from, children, footer, tone = 'default', greeting = false }: ChatBubbleProps) {
  return (
    <li className={`chat-msg chat-msg--${from} chat-msg--${tone}${greeting ? ' chat-msg--greeting' : ''}`}>
      {from === 'assistant' ? (
        <span className="chat-msg__avatar" aria-hidden="true">
          AI
        </span>
      ) : null}
      <div className="chat-msg__body">
        <span className="visually-hidden">{from === 'user' ? 'You said:' : 'Coach:'}</span>
        <div className="chat-msg__bubble">{children}</div>
        {footer ? <div className="chat-msg__footer">{footer}</div> : null}
      </div>
    </li>
  );
}

/** The AI-is-thinking indicator: three pulsing dots and the words for screen readers. */
export function ThinkingIndicator({ label = 'AI is thinking…' }: { label?: string }) {
  return (
    <span className="chat-thinking" data-testid="ai-thinking">
      <span className="chat-thinking__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="chat-thinking__label">{label}</span>
    </span>
  );
}

/** The label on replies the offline engine wrote (no AI model configured). */
export function DemoLabel() {
  return (
    <span className="chat-demo" title="Written by the built-in demo engine from the role's data, not by an AI model.">
      Demo output
    </span>
  );
}

export interface AssistantReplyProps {
  text: string;
  status: 'streaming' | 'complete' | 'failed';
  demo: boolean;
  thinking: boolean;
  /** A canned reply (starter, visitors): points to the quiz. */
  canned?: boolean;
  /** Reveal the text word by word (a canned reply that just arrived). */
  reveal?: boolean;
  /** The spec's apology for a reply that failed. */
  failureText: string;
}

/** A reply of the coach: markdown as it streams in, the thinking dots before the first word, or the apology. */
export function AssistantReply({
  text,
  status,
  demo,
  thinking,
  canned = false,
  reveal = false,
  failureText,
}: AssistantReplyProps) {
  const shown = useWordReveal(text, reveal && status === 'complete');
  if (status === 'failed') {
    return (
      <ChatBubble from="assistant" tone="error">
        <p>{failureText}</p>
      </ChatBubble>
    );
  }
  const writing = status === 'streaming' || shown.length < text.length;
  return (
    <ChatBubble
      from="assistant"
      footer={
        demo || (canned && !writing) ? (
          <>
            {demo ? <DemoLabel /> : null}
            {canned && !writing ? (
              <Link className="chat-msg__cta" to={ROUTES.quiz}>
                Take the Career Quiz
              </Link>
            ) : null}
          </>
        ) : null
      }
    >
      {thinking ? (
        <ThinkingIndicator />
      ) : (
        <div className={writing ? 'chat-msg__text chat-msg__text--writing' : 'chat-msg__text'}>
          <MarkdownText text={shown} />
        </div>
      )}
    </ChatBubble>
  );
}

/**
 * The text revealed one word at a time (spec section 9: 30 ms per word), for replies that arrive whole (canned
 * answers). Without `active` the whole text shows at once.
 */
export function useWordReveal(text: string, active: boolean): string {
  const [revealed, setRevealed] = useState({ text, count: active ? 0 : Number.POSITIVE_INFINITY });
  let current = revealed;
  if (revealed.text !== text) {
    current = { text, count: active ? 0 : Number.POSITIVE_INFINITY };
    setRevealed(current);
  }
  const words = text.split(/(\s+)/);
  const total = words.length;
  const done = current.count >= total;
  useEffect(() => {
    if (!active || done) return;
    const timer = setInterval(() => {
      setRevealed((prev) => (prev.text === text ? { text, count: prev.count + 2 } : prev));
    }, DELAYS.streamWordMs);
    return () => clearInterval(timer);
  }, [active, done, text]);
  return done ? text : words.slice(0, current.count).join('');
}
