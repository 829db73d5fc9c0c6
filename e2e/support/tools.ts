import { expect, type Locator, type Page } from '@playwright/test';

/** Where the journeys' screenshots go (SCREENSHOT_DIR, else e2e/screenshots/, which git ignores). */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? 'e2e/screenshots';

/** Signs up from the page's own sign-in prompt (it opens the account dialog), as a new visitor would. */
export async function signUpFromPrompt(page: Page, name: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = 'tools-secret-1';
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`${name.split(' ')[0]!.toLowerCase()}.${id}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Picks a role in the role search as a user does: types, then clicks the suggestion. */
export async function chooseRole(page: Page, title: string) {
  const search = page.getByRole('combobox', { name: 'Job role' });
  await search.fill(title);
  const options = page.getByRole('listbox', { name: 'Suggested roles' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(10);
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click({ timeout: 10_000 });
  await expect(page.getByRole('article', { name: `Selected role: ${title}` })).toBeVisible();
}

/** Step names with their spoken status, e.g. 'Reading your CV (completed)', in order. */
export async function stepStates(panel: Locator): Promise<string[]> {
  return panel
    .locator('.run-step__name')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/^Step \d+: /, '').trim()));
}

export function completedSteps(states: string[]): string[] {
  return states.filter((s) => s.endsWith('(completed)')).map((s) => s.replace(/ \(completed\)$/, ''));
}

/**
 * Waits until the run's streamed step writes, reloads the page in the middle of it, and checks the run goes on
 * where it was: the steps finished before stay finished, and the run is not started again.
 */
export async function reloadMidRun(page: Page, panel: Locator, stepsBeforeStream: readonly string[]) {
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('run-stream')).toHaveText(/\S+\s+\S+\s+\S+/, { timeout: 30_000 });
  expect(completedSteps(await stepStates(panel))).toEqual(stepsBeforeStream);
  const url = page.url();
  await page.reload();
  await expect(panel).toBeVisible();
  expect(page.url()).toBe(url);
  expect(completedSteps(await stepStates(panel)).slice(0, stepsBeforeStream.length)).toEqual(stepsBeforeStream);
}

/** Waits for every step of a five-step run to complete. */
export async function waitForAllSteps(panel: Locator, steps: readonly string[]) {
  await expect(panel.getByText(`${steps.length}/${steps.length} steps`)).toBeVisible({ timeout: 60_000 });
  expect(completedSteps(await stepStates(panel))).toEqual(steps);
}

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Full-page screenshots at 1280 and 360 px wide (the page must not scroll sideways at either), and of `detail`
 * alone at each width when given (a full phone page is too long to read in one picture).
 */
export async function screenshotBothWidths(page: Page, name: string, detail?: Locator) {
  for (const [width, height] of [
    [1280, 900],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
    if (detail) await detail.screenshot({ path: `${SCREENSHOT_DIR}/${name}-detail-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The finished run is in the tool's history (opening it shows the result again) and in the all-analyses list
 * under its tool's name.
 */
export async function findInHistories(
  page: Page,
  { historyTitle, label, toolTitle }: { historyTitle: string; label: string | RegExp; toolTitle: string },
) {
  const history = page.getByRole('region', { name: historyTitle });
  const entry = history.getByRole('listitem').filter({ hasText: label }).first();
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Completed')).toBeVisible();
  await expect(entry.getByText('View Details')).toBeVisible();

  await page.goto('/analyses');
  const all = page.getByRole('region', { name: 'All analyses' });
  const listed = all.getByRole('listitem').filter({ hasText: label }).first();
  await expect(listed).toBeVisible();
  await expect(listed.getByText(toolTitle, { exact: true })).toBeVisible();
  await listed.getByRole('link').click();
}
