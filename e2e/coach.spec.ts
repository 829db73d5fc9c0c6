import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../api/src/testing/documents';

// The AI coach end to end with the embedded defaults (built-in accounts, test checkout, offline engine that
// streams word by word at OFFLINE_WORD_DELAY_MS): a visitor's canned reply on the free role, a Pro user's reply
// streaming on a paid role and surviving a reload, a coach workflow with its step logs and results modal, an elite
// user's PDF resume grounding the next reply, and the upgrade prompt below Elite. Screenshots at 1280 and 360 px go
// to e2e/screenshots/ (or COACH_SCREENSHOTS_DIR).

const SHOTS = process.env.COACH_SCREENSHOTS_DIR ?? 'e2e/screenshots';
const PASSWORD = 'coach-secret-1';
const QUESTION_COUNT = 15;
const UPGRADE_TEXT =
  'Upgrade to Elite plan to unlock resume upload and get personalized career guidance based on your background.';

async function shoot(page: Page, name: string, fullPage: boolean) {
  // The conversation shows its newest messages, as it does after each new one.
  await page.evaluate(() => {
    document.querySelectorAll('.coach-chat__log').forEach((log) => (log.scrollTop = log.scrollHeight));
    if (!document.querySelector('dialog[open]')) window.scrollTo(0, 0);
  });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/coach-${name}-${width}.png`, fullPage });
}

/**
 * Screenshots at 1280 and at 360 px (the page must fit without sideways scrolling), back to 1280 after. A modal
 * is shot as the screen shows it, not as a full page.
 */
async function shootBoth(page: Page, name: string, { fullPage = true } = {}) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, name, fullPage);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shoot(page, name, fullPage);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signUp(page: Page, label: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `Casey ${label}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`casey.${label}.${id}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: `Your account: ${name}` })).toBeVisible();
}

/** Takes the quiz with the first option of every question (Pro opens the plan's matches, so it needs one). */
async function takeQuiz(page: Page) {
  await page.goto('/roles');
  for (let n = 1; n <= QUESTION_COUNT; n += 1) {
    await expect(page.getByText(`Question ${n} of ${QUESTION_COUNT}`)).toBeVisible();
    await page.locator('fieldset.quiz-question').locator('[role=radio], [role=checkbox]').first().click();
    await page.getByRole('button', { name: n < QUESTION_COUNT ? 'Next' : 'See My Matches' }).click();
  }
  await expect(page.getByText('Results saved to your profile')).toBeVisible();
}

/** Buys a plan on the built-in test checkout from Settings > Plans. */
async function buy(page: Page, plan: 'Pro' | 'Elite') {
  await page.goto('/settings?tab=plan');
  await page
    .getByRole('tabpanel', { name: 'Plans' })
    .getByRole('button', { name: `Upgrade to ${plan}` })
    .click();
  await page.waitForURL(/\/test-checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
}

/** The profile as the api has it (matched jobs), read with the page's own session token. */
async function matchedJobIds(page: Page): Promise<string[]> {
  const token = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('fcs.session') ?? '{}') as { accessToken?: string }).accessToken,
  );
  const response = await page.request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { matchedJobs: { job_id: string }[] };
  return body.matchedJobs.map((j) => j.job_id);
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Your message to the coach' });
/** The coach's replies (assistant messages after the greeting). */
const replies = (page: Page) => conversation(page).locator('.chat-msg--assistant:not(.chat-msg--greeting)');

async function lastReplyText(page: Page): Promise<string> {
  return ((await replies(page).last().locator('.chat-msg__bubble').textContent()) ?? '').trim();
}

async function ask(page: Page, question: string) {
  await chatInput(page).fill(question);
  await chatInput(page).press('Enter');
  await expect(conversation(page).locator('.chat-msg--user').filter({ hasText: question })).toHaveCount(1);
}

function countOf(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

test.describe('the AI coach', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a signed-out visitor on the free simulation gets the canned reply pointing to the quiz', async ({ page }) => {
    await page.goto('/sandbox/equity_research_analyst');
    await expect(page.getByRole('heading', { name: 'Your week' })).toBeVisible();
    const chat = page.getByRole('region', { name: 'Ask your coach' });
    await expect(chat.getByText("Hi! I'm your AI career coach for")).toBeVisible();
    await expect(chatInput(page)).toHaveAttribute(
      'placeholder',
      'Take our quiz to unlock unlimited career questions...',
    );
    // Side lists: Simulation Content, Workflows (Live Data badges) and Quick Questions.
    const workflows = page.getByRole('navigation', { name: 'Workflows' });
    await expect(workflows.getByText('Live Data', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Quick Questions' }).getByRole('button')).toHaveCount(6);

    // Shift+Enter adds a line; Enter sends.
    await chatInput(page).fill('What does a typical day look like?');
    await chatInput(page).press('Shift+Enter');
    await chatInput(page).pressSequentially('And the hours?');
    await expect(chatInput(page)).toHaveValue('What does a typical day look like?\nAnd the hours?');
    await chatInput(page).press('Enter');
    await expect(chatInput(page)).toHaveValue('');
    await expect(conversation(page).locator('.chat-msg--user')).toHaveCount(1);
    const quizLink = conversation(page).getByRole('link', { name: 'Take the Career Quiz' });
    await expect(quizLink).toBeVisible();
    expect(await lastReplyText(page)).toMatch(/career quiz/i);

    // A simulation-content suggestion opens that part of the week.
    await chat.getByRole('button', { name: /^Meetings \(\d+\)$/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Meetings' })).toBeVisible();
    await shootBoth(page, 'visitor-canned');
    // On a phone the side lists are one Quick Actions selector.
    await page.setViewportSize({ width: 360, height: 740 });
    const quick = page.getByLabel('Quick Actions');
    await expect(quick.locator('optgroup')).toHaveCount(3);
    await expect(workflows).toBeHidden();
  });

  test('a Pro user asks on a paid role, watches the reply stream, reloads mid-reply and sees it continue once', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUp(page, 'pro');
    await takeQuiz(page);
    await buy(page, 'Pro');
    const jobId = (await matchedJobIds(page)).find((id) => id !== 'equity_research_analyst')!;

    await page.goto(`/coach?jobId=${jobId}`);
    const card = page.getByRole('article', { name: /^Current profile: / });
    await expect(card).toBeVisible();
    expect(await card.locator('.coach-profile__list').first().getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await expect(page.getByRole('region', { name: 'Available Workflows' }).getByRole('listitem')).toHaveCount(6);
    await expect(chatInput(page)).toHaveAttribute('placeholder', 'Ask me anything about this career...');
    // Below Elite: the upgrade prompt instead of the upload.
    const resume = page.getByRole('region', { name: 'Resume upload' });
    await expect(resume.getByText(UPGRADE_TEXT)).toBeVisible();
    await expect(resume.getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute('href', '/#pricing');
    await expect(page.getByRole('button', { name: 'Upload Resume' })).toHaveCount(0);

    // A quick action fills the input; Send waits while the reply streams.
    await page.getByRole('button', { name: 'Key skills' }).click();
    await expect(chatInput(page)).toHaveValue(/^Which skills matter most to succeed as/);
    const question = 'What does a hard week in this job look like, and how do people get through it?';
    await ask(page, question);
    await expect(page.getByRole('button', { name: 'Replying…' })).toBeDisabled();
    await expect(page.getByTestId('ai-thinking').or(replies(page).last().locator('.md'))).toBeVisible();
    await expect
      .poll(async () => (await lastReplyText(page)).split(/\s+/).length, { timeout: 30_000 })
      .toBeGreaterThan(8);
    await expect(replies(page).last().getByText('Demo output')).toBeVisible();
    const before = await lastReplyText(page);
    await expect.poll(async () => (await lastReplyText(page)).length).toBeGreaterThan(before.length);
    await shootBoth(page, 'pro-streaming');

    // Reload in the middle of the reply: the same conversation, the reply picks up where it was and goes on.
    const prefix = (await lastReplyText(page)).slice(0, 40);
    await page.reload();
    await expect(conversation(page).locator('.chat-msg--user').filter({ hasText: question })).toHaveCount(1);
    await expect.poll(async () => (await lastReplyText(page)).startsWith(prefix), { timeout: 15_000 }).toBe(true);
    await expect(
      page.getByRole('button', { name: 'Send' }).or(page.getByRole('button', { name: 'Replying…' })),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 60_000 });
    const finalText = await lastReplyText(page);
    expect(finalText.length).toBeGreaterThan(prefix.length);
    expect(countOf(finalText, prefix)).toBe(1);
    await expect(replies(page)).toHaveCount(1);
    await shootBoth(page, 'pro-reloaded');

    // Reopening later shows the whole conversation, stored for this user and role.
    await page.reload();
    await expect(conversation(page).locator('.chat-msg--user')).toHaveCount(1);
    expect(await lastReplyText(page)).toBe(finalText);
  });

  test('a coach workflow runs with its step logs, survives a reload and opens the results modal', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, 'workflow');
    await takeQuiz(page);
    await buy(page, 'Pro');

    // On the simulation screen, from the side list: steps in the chat, then the banner, summary and results.
    await page.goto('/sandbox/equity_research_analyst');
    await expect(page.getByRole('heading', { name: 'Your week' })).toBeVisible();
    const sideList = page.getByRole('navigation', { name: 'Workflows' });
    await expect(sideList.getByRole('button', { name: /Job Discovery/ })).toBeDisabled();
    await sideList.getByRole('button', { name: 'Interview Preparation' }).click();
    const steps = conversation(page).getByRole('list', { name: 'Interview Preparation steps' });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveText([
      /Initialise/,
      /Load job context/,
      /Execute analysis/,
      /Format results/,
    ]);
    await expect(page.getByTestId('workflow-stream')).toBeVisible({ timeout: 30_000 });
    await shootBoth(page, 'workflow-running');
    await expect(conversation(page).getByText('Workflow Completed')).toBeVisible({ timeout: 90_000 });
    await expect(steps.locator('[data-status=completed]')).toHaveCount(4);
    await expect(conversation(page).getByText(/^Execution summary:/)).toBeVisible();
    const preview = (await conversation(page).locator('.wf-result-preview').textContent()) ?? '';
    expect(preview.length).toBeLessThanOrEqual(201);
    await conversation(page)
      .getByRole('button', { name: /View full results|Open results/ })
      .click();
    const modal = page.getByRole('dialog', { name: 'Workflow Results' });
    await expect(modal.getByRole('heading', { name: 'Execution Summary' })).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Generated Content' })).toBeVisible();
    expect(((await modal.locator('.wf-results__content').textContent()) ?? '').length).toBeGreaterThan(preview.length);
    await shootBoth(page, 'workflow-results', { fullPage: false });
    await modal.getByRole('button', { name: 'Close' }).click();

    // On /coach: the agent execution logs, re-attached after a reload while the workflow runs.
    await page.goto('/coach');
    await page.getByRole('button', { name: 'Run Day in the Life' }).click();
    const logs = page.getByRole('region', { name: 'Agent Execution Logs' });
    await expect(logs.locator('.coach-logs__head')).toContainText('Day in the Life');
    await expect(page.getByRole('button', { name: 'Run AI Impact on Jobs' })).toBeDisabled();
    await page.reload();
    await expect(logs.locator('.coach-logs__head')).toContainText('Day in the Life');
    await expect(
      logs.getByRole('list', { name: 'Day in the Life execution log' }).locator('[data-status=completed]'),
    ).toHaveCount(4, {
      timeout: 90_000,
    });
    await logs.getByRole('listitem').nth(2).locator('summary').click();
    const stepPreview = (await logs.locator('.wf-step__preview').first().textContent()) ?? '';
    expect(stepPreview.length).toBeLessThanOrEqual(151);
    await shootBoth(page, 'workflow-logs');
  });

  test('an elite user uploads a PDF resume and the next reply uses it', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, 'elite');
    await buy(page, 'Elite');
    await page.goto('/coach');
    const resume = page.getByRole('region', { name: 'Your resume' }).last();
    await expect(resume.getByRole('button', { name: 'Upload Resume' })).toBeVisible();
    const pdf = makePdf([
      [
        'Morgan Example',
        'Credit Analyst, Harbourline Bank, London, 2020-2025',
        'Built three-statement models for 40 mid-cap borrowers',
        'Skills: financial modelling, Bloomberg, credit memos',
        'Education: BSc Economics, University of Leeds',
      ],
    ]);
    await resume
      .getByLabel('Resume file')
      .setInputFiles({ name: 'morgan-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(resume.getByText('morgan-cv.pdf')).toBeVisible({ timeout: 30_000 });
    await expect(resume.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(chatInput(page)).toHaveAttribute('placeholder', 'Ask about your career path based on your resume...');

    await ask(page, 'How does my background fit equity research?');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 60_000 });
    expect(await lastReplyText(page)).toMatch(/Harbourline|Credit Analyst|Leeds|financial modelling/);
    await shootBoth(page, 'elite-resume');
  });
});
