import { COACH_MESSAGE_MAX_CHARS } from '@fcs/shared/coach/contract';
import { PRICING_PATH } from '@fcs/shared/routes';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { MarkdownText } from '../../../components/markdown';
import { Spinner } from '../../../components/spinner';
import { isRunActive, replyView, type CoachRunView } from '../coach-run-view';
import { greeting } from '../coach-texts';
import type { CoachChat as CoachChatState } from '../hooks/use-coach-chat';
import { AssistantReply, ChatBubble, ThinkingIndicator } from './chat-message';
import '../coach.css';

export interface CoachChatProps {
  chat: CoachChatState;
  roleTitle: string;
  /** The run of the reply being streamed (chat.followRunId), as the runs feature follows it. */
  replyRun: CoachRunView | null;
  placeholder: string;
  /** The spec's apology for this screen when a reply fails (section 8). */
  failureText: string;
  heading?: string;
  /** Drawn after the messages, inside the conversation (workflow steps, banners, results). */
  afterMessages?: ReactNode;
  /** Drawn between the conversation and the input (suggestions, the resume box). */
  beforeInput?: ReactNode;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** How many times the conversation is read again while the api has not yet marked a finished reply complete. */
const SETTLE_TRIES = 8;
const SETTLE_EVERY_MS = 1000;

/**
 * The coach chat: the greeting listing what the coach helps with, the stored conversation, a reply streaming in
 * word by word (thinking dots before the first word), and the input. Enter sends, Shift+Enter adds a line; Send
 * waits while a reply is being written.
 */
export function CoachChat({
  chat,
  roleTitle,
  replyRun,
  placeholder,
  failureText,
  heading = 'Chat with your coach',
  afterMessages,
  beforeInput,
  inputRef,
}: CoachChatProps) {
  const headingId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLOListElement>(null);
  const ownInputRef = useRef<HTMLTextAreaElement>(null);
  const textareaRef = inputRef ?? ownInputRef;

  const followedRun = replyRun && replyRun.runId === chat.followRunId ? replyRun : null;
  // Replying: the api is taking the question, or the followed reply has not finished.
  const replying = chat.isSending || (chat.followRunId !== null && (followedRun === null || isRunActive(followedRun)));
  const canSend = chat.jobId !== null && chat.draft.trim() !== '' && !replying;

  useSettleFinishedReply(chat, followedRun);
  const lastMessage = chat.messages.at(-1);
  const lastText = lastMessage ? replyView(lastMessage, followedRun).text.length : 0;
  useStickToBottom(logRef, `${chat.messages.length}:${lastText}:${chat.pendingText ?? ''}`);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) chat.send();
  };

  return (
    <section className="coach-chat" aria-labelledby={headingId}>
      <div className="coach-chat__head">
        <h2 id={headingId} className="coach-chat__title">
          {heading}
        </h2>
        {chat.messages.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={chat.clear} disabled={chat.isClearing || replying}>
            {chat.isClearing ? 'Clearing…' : 'New conversation'}
          </Button>
        ) : null}
      </div>

      <ol className="coach-chat__log" ref={logRef} aria-label="Conversation" tabIndex={0}>
        <ChatBubble from="assistant" greeting>
          <MarkdownText text={greeting(roleTitle)} />
        </ChatBubble>
        {chat.isLoading ? (
          <li className="coach-chat__loading">
            <Spinner label="Loading your conversation…" />
          </li>
        ) : null}
        {chat.messages.map((message) =>
          message.role === 'user' ? (
            <ChatBubble key={message.id} from="user">
              <p className="chat-msg__plain">{message.content}</p>
            </ChatBubble>
          ) : (
            <AssistantReply
              key={message.id}
              {...replyView(message, followedRun)}
              canned={message.canned}
              reveal={chat.freshIds.has(message.id) && message.canned}
              failureText={failureText}
            />
          ),
        )}
        {chat.pendingText !== null ? (
          <>
            <ChatBubble from="user">
              <p className="chat-msg__plain">{chat.pendingText}</p>
            </ChatBubble>
            <ChatBubble from="assistant">
              <ThinkingIndicator />
            </ChatBubble>
          </>
        ) : null}
        {afterMessages}
      </ol>
      <p className="visually-hidden" role="status">
        {replying ? 'The coach is writing a reply.' : ''}
      </p>

      {beforeInput}

      {chat.notice ? (
        <div className={`coach-chat__notice coach-chat__notice--${chat.notice.kind}`} role="alert">
          <p>{chat.notice.text}</p>
          {chat.notice.kind === 'plan' ? <Link to={PRICING_PATH}>See the plans</Link> : null}
          <button type="button" className="coach-chat__notice-close" onClick={chat.dismissNotice}>
            Dismiss
          </button>
        </div>
      ) : null}

      <form
        className="coach-chat__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) chat.send();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Your message to the coach
        </label>
        <textarea
          id={inputId}
          ref={textareaRef}
          className="coach-chat__input"
          rows={2}
          value={chat.draft}
          placeholder={placeholder}
          maxLength={COACH_MESSAGE_MAX_CHARS}
          disabled={chat.jobId === null}
          onChange={(event) => chat.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!canSend} className="coach-chat__send">
          {replying ? 'Replying…' : 'Send'}
        </Button>
      </form>
      <p className="coach-chat__hint">Enter sends, Shift+Enter adds a new line.</p>
    </section>
  );
}

/**
 * The followed reply has finished but the stored conversation may still call it streaming (the api marks it
 * complete as the run ends): read it again a few times, a second apart, until it agrees.
 */
function useSettleFinishedReply(chat: CoachChatState, run: CoachRunView | null) {
  const finished = run !== null && !isRunActive(run) && run.status !== null;
  const runId = run?.runId ?? null;
  const { refresh } = chat;
  useEffect(() => {
    if (!finished || runId === null) return;
    let tries = 0;
    void refresh();
    const timer = setInterval(() => {
      tries += 1;
      if (tries >= SETTLE_TRIES) clearInterval(timer);
      void refresh();
    }, SETTLE_EVERY_MS);
    return () => clearInterval(timer);
  }, [finished, runId, refresh]);
}

/** Keeps the conversation scrolled to the newest text, unless the reader scrolled up to read older messages. */
function useStickToBottom(ref: RefObject<HTMLElement | null>, contentKey: string) {
  const pinned = useRef(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [ref, contentKey]);
}
