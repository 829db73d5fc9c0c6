// @vitest-environment jsdom
import type { ChatMessage } from '@fcs/shared/coach/contract';
import { ERRORS } from '@fcs/shared/messages';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COACH_RUN_ID, coachQueued, runAfter, startedOffline, stepStarted, token } from '../../../testing/run-fixtures';
import type { CoachRunView } from '../coach-run-view';
import { PLACEHOLDERS } from '../coach-texts';
import type { CoachChat as CoachChatState } from '../hooks/use-coach-chat';
import { CoachChat } from './coach-chat';

afterEach(cleanup);

let counter = 0;
function msg(overrides: Partial<ChatMessage>): ChatMessage {
  counter += 1;
  return {
    id: `0c7f3a6e-51d2-4b7b-8d3f-1a2b3c4d${String(1000 + counter).padStart(4, '0')}`,
    role: 'assistant',
    content: '',
    status: 'complete',
    runId: null,
    demo: false,
    canned: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function chatState(overrides: Partial<CoachChatState> = {}): CoachChatState {
  return {
    jobId: 'credit_analyst',
    messages: [],
    isLoading: false,
    pendingText: null,
    notice: null,
    dismissNotice: vi.fn(),
    draft: '',
    setDraft: vi.fn(),
    send: vi.fn(),
    isSending: false,
    followRunId: null,
    freshIds: new Set(),
    clear: vi.fn(),
    isClearing: false,
    refresh: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function renderChat(
  chat: CoachChatState,
  replyRun: CoachRunView | null = null,
  placeholder: string = PLACEHOLDERS.default,
) {
  return render(
    <MemoryRouter>
      <CoachChat
        chat={chat}
        roleTitle="Credit Analyst"
        replyRun={replyRun}
        placeholder={placeholder}
        failureText={ERRORS.coachChat}
      />
    </MemoryRouter>,
  );
}

const input = () => screen.getByRole('textbox', { name: 'Your message to the coach' });
const log = () => screen.getByRole('list', { name: 'Conversation' });

describe('CoachChat', () => {
  it('when a role is opened, then the coach greets by role and lists the help areas, with the placeholder given', () => {
    renderChat(chatState(), null, PLACEHOLDERS.takeQuiz);
    const greeting = within(log()).getAllByRole('listitem')[0]!;
    expect(greeting.textContent).toContain("Hi! I'm your AI career coach for Credit Analyst");
    expect(within(greeting).getAllByRole('listitem')).toHaveLength(5);
    expect(input().getAttribute('placeholder')).toBe(PLACEHOLDERS.takeQuiz);
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
  });

  it('when Enter is pressed, then the draft is sent; Shift+Enter does not send', () => {
    const chat = chatState({ draft: 'How long are the hours?' });
    renderChat(chat);
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(chat.send).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chat.send).toHaveBeenCalledTimes(1);
  });

  it('when the draft is blank, then Send is disabled and Enter sends nothing', () => {
    const chat = chatState({ draft: '   ' });
    renderChat(chat);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chat.send).not.toHaveBeenCalled();
  });

  it('when a reply is streaming, then its words show as they arrive, it is labelled demo output, and Send waits', () => {
    const run = runAfter([
      coachQueued,
      startedOffline,
      stepStarted('analysis'),
      token('Credit work '),
      token('is about judgement.'),
    ]);
    const chat = chatState({
      draft: 'Next question',
      followRunId: COACH_RUN_ID,
      messages: [
        msg({ role: 'user', content: 'What is the job like?' }),
        msg({ status: 'streaming', runId: COACH_RUN_ID }),
      ],
    });
    renderChat(chat, run);
    expect(log().textContent).toContain('What is the job like?');
    expect(log().textContent).toContain('Credit work is about judgement.');
    expect(within(log()).getByText('Demo output')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Replying…' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chat.send).not.toHaveBeenCalled();
  });

  it('when nothing has streamed yet, then the AI-is-thinking indicator shows', () => {
    const run = runAfter([coachQueued, startedOffline, stepStarted('initialise')]);
    renderChat(
      chatState({ followRunId: COACH_RUN_ID, messages: [msg({ status: 'streaming', runId: COACH_RUN_ID })] }),
      run,
    );
    expect(screen.getByTestId('ai-thinking').textContent).toContain('AI is thinking…');
  });

  it('when a question is on its way, then it shows with the thinking indicator under it', () => {
    renderChat(chatState({ pendingText: 'Is the pay good?', isSending: true }));
    expect(log().textContent).toContain('Is the pay good?');
    expect(screen.getByTestId('ai-thinking')).toBeTruthy();
  });

  it('when a reply failed, then the spec apology is shown in its place', () => {
    renderChat(
      chatState({ messages: [msg({ role: 'user', content: 'Hi' }), msg({ status: 'failed', content: 'x' })] }),
    );
    expect(log().textContent).toContain(ERRORS.coachChat);
  });

  it('when the reply run finished but the conversation still says streaming, then the conversation is read again', () => {
    const run = runAfter([coachQueued, startedOffline, token('Done.'), { type: 'run.completed' }]);
    const chat = chatState({
      followRunId: COACH_RUN_ID,
      messages: [msg({ status: 'streaming', runId: COACH_RUN_ID })],
    });
    renderChat(chat, run);
    expect(chat.refresh).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('when a canned reply is shown, then it links to the quiz; and New conversation clears', () => {
    const chat = chatState({
      messages: [
        msg({ role: 'user', content: 'Hi' }),
        msg({ content: 'Take our **quiz** ([/roles](/roles)).', canned: true }),
      ],
    });
    renderChat(chat);
    expect(within(log()).getByRole('link', { name: 'Take the Career Quiz' }).getAttribute('href')).toBe('/roles');
    expect(within(log()).getByText('quiz').tagName).toBe('STRONG');
    // A link into the app stays in the tab.
    const inApp = within(log()).getByRole('link', { name: '/roles' });
    expect(inApp.getAttribute('href')).toBe('/roles');
    expect(inApp.getAttribute('target')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(chat.clear).toHaveBeenCalled();
  });

  it('when the api refused for the plan, then the notice says why and links to the plans', () => {
    renderChat(chatState({ notice: { text: 'Upgrade to Pro to chat about this role.', kind: 'plan' } }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Upgrade to Pro to chat about this role.');
    expect(within(alert).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/#pricing');
  });

  it('when model text holds HTML or a script link, then it is shown as text and the link is made safe', () => {
    const evil = '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <b>bold</b>';
    renderChat(chatState({ messages: [msg({ content: evil })] }));
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    const link = within(log()).getByText('click');
    expect(link.getAttribute('href') ?? '').not.toContain('javascript');
  });
});
