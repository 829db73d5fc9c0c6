import { expect, test, type Locator, type Page } from '@playwright/test';

// The career quiz end to end as a signed-in user: fifteen questions one at a time (career_priorities stops at
// three), twelve ranked matches with percentages and explanations, answers locked after a reload, and the free
// simulation's week (inbox first). Runs against the all-in-one process; screenshots go to e2e/screenshots/.

const QUESTION_COUNT = 15;

/** Signs up through the menu's auth dialog (built-in accounts), as a visitor would. */
async function signUp(page: Page) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = 'Quinn Candidate';
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`quinn.${id}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('quiz-secret-1');
  await dialog.getByLabel('Confirm password').fill('quiz-secret-1');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: `Your account: ${name}` })).toBeVisible();
}

async function saveScreenshot(page: Page, name: string, fullPage = true) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/screenshots/quiz-${name}-${width}.png`, fullPage });
}

/** Answers every question with its first option (an analyst-leaning profile) and submits. */
async function answerQuickly(page: Page) {
  for (let n = 1; n <= QUESTION_COUNT; n += 1) {
    await expect(page.getByText(`Question ${n} of ${QUESTION_COUNT}`)).toBeVisible();
    await options(page).first().click();
    await page.getByRole('button', { name: n < QUESTION_COUNT ? 'Next' : 'See My Matches' }).click();
  }
  await expect(page.locator('.match-grid > li')).toHaveCount(12);
}

function currentQuestion(page: Page): Locator {
  return page.locator('fieldset.quiz-question');
}

/** The options of the question on screen (radios for single-select, checkboxes for multi-select). */
function options(page: Page): Locator {
  return currentQuestion(page).locator('[role=radio], [role=checkbox]');
}

test('signed out, /roles?required=true explains that the quiz is required', async ({ page }) => {
  await page.goto('/roles?required=true');
  await expect(page.getByRole('alert').filter({ hasText: 'Quiz Required for Access' })).toBeVisible();
  await expect(page.getByText('Question 1 of 15')).toBeVisible();
});

test('a signed-in user takes the quiz, sees 12 explained matches, finds them locked after a reload and opens the free simulation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  await page.goto('/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Finance Role' })).toBeVisible();

  const progress = page.getByRole('progressbar', { name: 'Quiz progress' });
  for (let n = 1; n <= QUESTION_COUNT; n += 1) {
    await expect(progress).toHaveAttribute('aria-valuenow', String(n));
    await expect(page.getByText(`Question ${n} of ${QUESTION_COUNT}`)).toBeVisible();
    const title = (await currentQuestion(page).locator('h2').textContent()) ?? '';
    const isMulti = (await options(page).first().getAttribute('role')) === 'checkbox';

    if (title.startsWith('What matters most to you')) {
      // career_priorities: three choices at most, the others are disabled with a hint.
      for (let i = 0; i < 3; i += 1) await options(page).nth(i).click();
      await expect(currentQuestion(page).getByText('You have chosen 3. Deselect one to pick another.')).toBeVisible();
      const fourth = options(page).nth(3);
      await expect(fourth).toHaveAttribute('aria-disabled', 'true');
      await fourth.click({ force: true });
      await expect(fourth).toHaveAttribute('aria-checked', 'false');
      await expect(currentQuestion(page).locator('[aria-checked=true]')).toHaveCount(3);
      await saveScreenshot(page, 'priorities');
    } else if (isMulti) {
      await options(page).nth(0).click();
      await options(page).nth(1).click();
      await expect(currentQuestion(page).locator('[aria-checked=true]')).toHaveCount(2);
    } else {
      // Single-select: a second choice replaces the first.
      await options(page).nth(1).click();
      await options(page).nth(0).click();
      await expect(currentQuestion(page).locator('[aria-checked=true]')).toHaveCount(1);
      await expect(options(page).nth(0)).toHaveAttribute('aria-checked', 'true');
    }

    if (n === 1) await saveScreenshot(page, 'question');
    if (n === 2) {
      // Previous keeps what was chosen.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByText(`Question 1 of ${QUESTION_COUNT}`)).toBeVisible();
      await expect(currentQuestion(page).locator('[aria-checked=true]')).toHaveCount(2);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    if (n < QUESTION_COUNT) {
      await expect(page.getByRole('button', { name: 'See My Matches' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Next' }).click();
    } else {
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
      await page.getByRole('button', { name: 'See My Matches' }).click();
    }
  }

  // Results: 12 ranked matches with a percentage, best first, each explained.
  await expect(page.getByRole('heading', { name: 'Your Top 12 Matches' })).toBeVisible();
  const cards = page.locator('.match-grid > li');
  await expect(cards).toHaveCount(12);
  const percentages = (await cards.locator('.fit-score__value').allTextContents()).map((t) =>
    Number(t.replace('%', '')),
  );
  expect(percentages).toHaveLength(12);
  for (const p of percentages) {
    expect(p).toBeGreaterThanOrEqual(15);
    expect(p).toBeLessThanOrEqual(98);
  }
  expect([...percentages].sort((a, b) => b - a)).toEqual(percentages);
  await expect(page.getByRole('heading', { name: 'Detailed Job Insights' })).toBeVisible();
  const firstInsight = page.locator('details.insight').first();
  await expect(firstInsight.getByText('What raised your fit')).toBeVisible();
  await expect(firstInsight.locator('.explanation--up li').first()).toBeVisible();
  const topTitle = (await cards.first().locator('h3').textContent())!;
  await saveScreenshot(page, 'results');

  // A reload finds the saved results, locked.
  await page.reload();
  await expect(page.getByText('Quiz Already Completed')).toBeVisible();
  await expect(page.locator('.match-grid > li')).toHaveCount(12);
  await expect(page.locator('.match-grid > li').first().locator('h3')).toHaveText(topTitle);
  await expect(page.getByRole('button', { name: 'Retake quiz' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Review My Quiz Answers' }).click();
  await expect(page.getByRole('heading', { name: 'Your Quiz Answers' })).toBeVisible();
  await expect(page.getByText('These answers are saved to your profile and cannot be modified.')).toBeVisible();
  await expect(page.locator('.answers-review__item')).toHaveCount(QUESTION_COUNT);
  await expect(page.locator('.answers-review__item').locator('[role=checkbox], [role=radio], button')).toHaveCount(0);
  await saveScreenshot(page, 'review');
  await page.getByRole('button', { name: 'Back to My Matches' }).click();

  // Try Simulation on a paid role as a starter user: the paywall opens with the plans.
  await page
    .locator('.match-grid > li')
    .filter({ hasNotText: 'Equity Research Analyst' })
    .first()
    .getByRole('button', { name: 'Try Simulation' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Unlock more simulations' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  // The free simulation: the week's scenario and the inbox.
  await page.goto('/sandbox/equity_research_analyst');
  await expect(page.getByRole('heading', { level: 1, name: 'Equity Research Analyst' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your week' })).toBeVisible();
  const emails = page.getByRole('list', { name: 'Emails' }).getByRole('button');
  expect(await emails.count()).toBeGreaterThanOrEqual(3);
  await emails.first().click();
  await expect(page.locator('.inbox__reader-subject')).toHaveText('Harcourt: updated model before Thursday?');
  await saveScreenshot(page, 'sandbox');
  await page.getByRole('navigation', { name: 'Simulation Content' }).getByRole('button', { name: /News/ }).click();
  await expect(page.getByText('Why this matters').first()).toBeVisible();
  await saveScreenshot(page, 'sandbox-news');
});

test('on a phone-sized screen the quiz, the results and the simulation fit 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/roles');
  await expect(page.getByText(`Question 1 of ${QUESTION_COUNT}`)).toBeVisible();
  await saveScreenshot(page, 'question');
  // The api cannot be reached for the match: the spec's fallback scores on the device with the same function.
  await page.route('**/api/quiz/match', (route) => route.abort('connectionrefused'));
  await answerQuickly(page);
  await expect(page.getByText('Scored on your device')).toBeVisible();
  const onDevice = await page
    .locator('.match-grid > li')
    .evaluateAll((items) =>
      items.map((li) => `${li.querySelector('h3')?.textContent} ${li.querySelector('.fit-score__value')?.textContent}`),
    );
  const stored = await page.evaluate(
    () => JSON.parse(window.sessionStorage.getItem('fcs.quiz.results') ?? '{}') as { answers: unknown },
  );
  const fromApi = await page.request.post('/api/quiz/match', {
    data: { answers: stored.answers, user_id: null, email: null },
  });
  expect(fromApi.status()).toBe(200);
  const apiMatches = ((await fromApi.json()) as { data: { title: string; match: number }[] }).data;
  expect(onDevice).toEqual(apiMatches.map((m) => `${m.title} ${m.match}%`));
  // Signed out: results are kept in this tab and survive a reload, with an offer to save them.
  await page.reload();
  await expect(page.locator('.match-grid > li')).toHaveCount(12);
  await expect(page.getByText('Keep your matches')).toBeVisible();
  await saveScreenshot(page, 'results');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goto('/sandbox/equity_research_analyst');
  await expect(page.getByRole('heading', { name: 'Your week' })).toBeVisible();
  await page.getByRole('list', { name: 'Emails' }).getByRole('button').first().click();
  await expect(page.getByRole('button', { name: '← Back to inbox' })).toBeVisible();
  await saveScreenshot(page, 'sandbox');
  await page.getByRole('button', { name: '← Back to inbox' }).click();
  await page.getByLabel('Quick Actions').selectOption('meetings');
  await expect(page.getByRole('heading', { level: 2, name: 'Meetings' })).toBeVisible();
  await saveScreenshot(page, 'sandbox-meetings');
  const simOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(simOverflow).toBeLessThanOrEqual(0);
});

test("a user who buys Pro from a match watches that role's simulation being generated, then browses it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  await page.goto('/roles');
  await answerQuickly(page);
  await expect(page.getByText('Results saved to your profile')).toBeVisible();

  // Starter plan: Try Simulation on a paid match opens the paywall with that match chosen.
  const card = page.locator('.match-grid > li').filter({ hasNotText: 'Equity Research Analyst' }).first();
  const title = (await card.locator('h3').textContent())!;
  await card.getByRole('button', { name: 'Try Simulation' }).click();
  const paywall = page.getByRole('dialog', { name: 'Unlock more simulations' });
  await expect(paywall).toBeVisible();
  await paywall.getByRole('button', { name: 'Choose Pro' }).click();

  // The built-in test checkout, then back to the chosen simulation.
  await page.waitForURL(/checkout/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payment-success\?tier=pro/);
  await page.waitForURL(/\/sandbox\/[a-z0-9_]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // First visit of this role: its week is generated on the job queue (offline demo engine), with progress.
  const progress = page.getByRole('region', { name: 'Preparing this simulation' });
  const week = page.getByRole('heading', { name: 'Your week' });
  await expect(progress.or(week)).toBeVisible();
  if (await progress.isVisible()) await saveScreenshot(page, 'generating', false);
  await expect(week).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Demo content')).toBeVisible();
  const emails = page.getByRole('list', { name: 'Emails' }).getByRole('button');
  expect(await emails.count()).toBeGreaterThanOrEqual(3);
  await emails.first().click();
  await expect(page.locator('.inbox__reader-subject')).toBeVisible();
  await saveScreenshot(page, 'generated');

  // The role selector lists the free role and the plan's matches; choosing one navigates to it.
  const selector = page.getByLabel('Role', { exact: true });
  const optionCount = await selector.locator('option').count();
  expect(optionCount).toBeGreaterThan(2);
  expect(optionCount).toBeLessThanOrEqual(13);
  await selector.selectOption('equity_research_analyst');
  await page.waitForURL(/\/sandbox\/equity_research_analyst$/);
  await expect(page.getByText('Free simulation')).toBeVisible();
});

test('a visitor who takes the quiz signed out and then signs up gets those results saved to the new profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/roles');
  await answerQuickly(page);
  await expect(page.getByText('Keep your matches')).toBeVisible();
  const titles = await page.locator('.match-grid > li h3').allTextContents();

  await signUp(page);
  await page.goto('/roles');
  await expect(page.getByText('Results saved to your profile')).toBeVisible();
  await expect(page.getByText('Keep your matches')).toHaveCount(0);
  await expect(page.locator('.match-grid > li h3')).toHaveText(titles);
  await page.reload();
  await expect(page.getByText('Quiz Already Completed')).toBeVisible();
  await expect(page.locator('.match-grid > li h3')).toHaveText(titles);
});
