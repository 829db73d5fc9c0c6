import { expect, test, type Locator, type Page } from '@playwright/test';

// The reference tool end to end: a signed-in user picks a role on /ai-jobs, starts the AI impact analysis,
// reloads the page while the summary step is streaming, and sees the progress continue exactly where it was
// (finished steps stay finished, the streamed text keeps growing from what was there) until the result cards
// appear. Runs against the all-in-one process with the offline engine (demo output). Screenshots go to
// e2e/screenshots/.

const STEP_NAMES = [
  'Loading role profile',
  "Mapping the role's core tasks",
  'Analysing AI disruption risk',
  'Writing the analysis summary',
  'Preparing your report',
];

/** Signs up from the page's own sign-in prompt (it opens the auth dialog), as a new visitor would. */
async function signUpFromPrompt(page: Page) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = 'impact-secret-1';
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Display name').fill('Grace Analyst');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`grace.${id}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

function progressPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Analysis Progress' });
}

/** Step names with their spoken status, e.g. 'Loading role profile (completed)', in order. */
async function stepStates(page: Page): Promise<string[]> {
  return progressPanel(page)
    .locator('.run-step__name')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/^Step \d+: /, '').trim()));
}

function completedSteps(states: string[]): string[] {
  return states.filter((s) => s.endsWith('(completed)')).map((s) => s.replace(/ \(completed\)$/, ''));
}

async function saveScreenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/screenshots/ai-impact-${name}-${width}.png`, fullPage: true });
}

test('signed out, the AI impact page shows the role search and asks to sign in before analysing', async ({ page }) => {
  await page.goto('/ai-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Impact Analysis' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Job role' }).fill('risk');
  const options = page.getByRole('listbox', { name: 'Suggested roles' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('heading', { name: 'Sign in to run the analysis' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analyze AI Impact' })).toHaveCount(0);
});

test('an AI impact analysis survives a reload mid-run and ends with the result cards', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/ai-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Impact Analysis' })).toBeVisible();
  await signUpFromPrompt(page);

  // Role search: at most 10 suggestions, then the chosen role's description and up to 8 skills.
  const search = page.getByRole('combobox', { name: 'Job role' });
  await search.fill('analyst');
  const options = page.getByRole('listbox', { name: 'Suggested roles' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBe(10);
  await search.fill('Equity Research');
  await page.getByRole('option', { name: /^Equity Research Analyst/ }).click();
  const roleCard = page.getByRole('article', { name: 'Selected role: Equity Research Analyst' });
  await expect(roleCard).toBeVisible();
  const skills = await roleCard.getByRole('listitem').count();
  expect(skills).toBeGreaterThan(0);
  expect(skills).toBeLessThanOrEqual(8);
  await saveScreenshot(page, 'selected');

  const analyse = page.getByRole('button', { name: 'Analyze AI Impact' });
  await expect(page.getByRole('heading', { name: 'Sign in to run the analysis' })).toHaveCount(0);
  await expect(analyse).toBeEnabled();
  await analyse.click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();

  // Wait until the summary step streams, then reload in the middle of it.
  const panel = progressPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Demo output', { exact: true })).toBeVisible();
  const stream = panel.getByTestId('run-stream');
  await expect(stream).toHaveText(/\S+\s+\S+\s+\S+/, { timeout: 30_000 });
  const before = await stepStates(page);
  const textBefore = (await stream.textContent()) ?? '';
  expect(completedSteps(before)).toEqual(STEP_NAMES.slice(0, 3));
  await saveScreenshot(page, 'streaming');

  await page.reload();

  // Restored at once from what the page kept, then live again: finished steps stay finished and the text goes on
  // from where it was (never restarts, never doubles).
  await expect(panel).toBeVisible();
  const after = await stepStates(page);
  expect(completedSteps(after).slice(0, 3)).toEqual(STEP_NAMES.slice(0, 3));
  const streamAfter = panel.getByTestId('run-stream');
  const landedMidStream = completedSteps(after).length === 3;
  test.info().annotations.push({
    type: 'reload',
    description: landedMidStream ? 'landed while the summary streamed' : 'landed after the summary step',
  });
  if (landedMidStream) {
    const restored = (await streamAfter.textContent()) ?? '';
    expect(restored.startsWith(textBefore.trim().slice(0, 20))).toBe(true);
    expect(restored.length).toBeGreaterThanOrEqual(textBefore.length);
    await expect
      .poll(async () => ((await streamAfter.textContent()) ?? '').length, { timeout: 15_000 })
      .toBeGreaterThan(restored.length);
  }
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();

  // The end: every step completed, the risk card, the summary and the three expandable sections.
  await expect(panel.getByText('5/5 steps')).toBeVisible({ timeout: 60_000 });
  expect(completedSteps(await stepStates(page))).toEqual(STEP_NAMES);
  await expect(page.getByRole('button', { name: 'Analyze AI Impact' })).toBeEnabled();
  const streamedSummary = await panel
    .locator('.run-step__stream--done')
    .textContent({ timeout: 1000 })
    .catch(() => null);
  const riskCard = page.getByRole('region', { name: 'AI Disruption Risk' });
  await expect(riskCard).toBeVisible();
  await expect(riskCard.getByRole('meter', { name: 'AI disruption risk' })).toBeVisible();
  await expect(riskCard.getByText(/^\d{1,3}%$/).first()).toBeVisible();
  await expect(riskCard.getByText('Timeline')).toBeVisible();
  await expect(riskCard.getByText('Confidence')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Analysis summary' });
  await expect(summary).toBeVisible();
  // The streamed text and the summary card say the same thing (the text was never doubled by the reload).
  if (streamedSummary) expect((await summary.locator('p').textContent())?.trim()).toBe(streamedSummary.trim());

  for (const section of ['Professional Perspective', 'Emerging AI Tools', 'Adaptation Strategies']) {
    const toggle = page.getByRole('button', { name: new RegExp(`^${section}`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(page.getByRole('heading', { name: 'Key insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Opportunities' })).toBeVisible();
  // Open the first tool and the first strategy to show their details.
  const tools = page.locator('.ai-impact__section').filter({ hasText: 'Emerging AI Tools' }).locator('.item-card');
  expect(await tools.count()).toBeGreaterThan(0);
  await tools.first().getByRole('button').first().click();
  await expect(tools.first().getByRole('heading', { name: 'Learning resources' })).toBeVisible();
  await expect(
    tools
      .first()
      .getByText(/^Adoption/)
      .first(),
  ).toBeVisible();
  const strategies = page
    .locator('.ai-impact__section')
    .filter({ hasText: 'Adaptation Strategies' })
    .locator('.item-card');
  await strategies.first().getByRole('button').first().click();
  await expect(strategies.first().getByRole('heading', { name: 'Implementation steps' })).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'results');
  await page.setViewportSize({ width: 360, height: 740 });
  const narrowOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(narrowOverflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'results');

  // Reopening the page later shows the finished analysis again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'AI Disruption Risk' })).toBeVisible();
});
