import { expect, type Locator, type Page } from '@playwright/test';

// Steps every tool journey shares: signing up as a new visitor, reading the progress panel, screenshots.

/** Signs up from the page's own sign-in prompt (it opens the auth dialog), as a new visitor would. */
export async function signUpFromPrompt(page: Page, name = 'Tess Tools'): Promise<void> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = 'tools-secret-1';
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`tess.${id}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Types into the role search and picks the role whose title starts with `title`. */
export async function pickRole(page: Page, query: string, title: string): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Job role' });
  await search.fill(query);
  const options = page.getByRole('listbox', { name: 'Suggested roles' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(10);
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(title)}`) }).click();
  await expect(page.getByRole('article', { name: `Selected role: ${title}` })).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Step names with their spoken status, e.g. 'Simulating the day (completed)', in order. */
export async function stepStates(panel: Locator): Promise<string[]> {
  return panel
    .locator('.run-step__name')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/^Step \d+: /, '').trim()));
}

export function completedSteps(states: string[]): string[] {
  return states.filter((s) => s.endsWith('(completed)')).map((s) => s.replace(/ \(completed\)$/, ''));
}

/**
 * Waits until the panel's streamed step is writing, reloads the page, and checks that the run continues where it
 * was: the steps finished before stay finished and the streamed text goes on from what it was (never restarts).
 */
export async function reloadMidStream(page: Page, panel: Locator, stepsBeforeStream: string[]): Promise<void> {
  const stream = panel.getByTestId('run-stream');
  await expect(stream).toHaveText(/\S+\s+\S+\s+\S+/, { timeout: 30_000 });
  const before = completedSteps(await stepStates(panel));
  expect(before).toEqual(stepsBeforeStream);
  const textBefore = (await stream.textContent()) ?? '';
  const urlBefore = page.url();
  expect(urlBefore).toMatch(/\?run=[0-9a-f-]{36}$/);

  await page.reload();

  await expect(panel).toBeVisible();
  expect(page.url()).toBe(urlBefore);
  const after = completedSteps(await stepStates(panel));
  expect(after.slice(0, stepsBeforeStream.length)).toEqual(stepsBeforeStream);
  if (after.length === stepsBeforeStream.length) {
    const streamAfter = panel.getByTestId('run-stream');
    const restored = (await streamAfter.textContent()) ?? '';
    expect(restored.startsWith(textBefore.trim().slice(0, 20))).toBe(true);
    expect(restored.length).toBeGreaterThanOrEqual(textBefore.length);
  }
}

/** Saves a full-page screenshot at the current width (SCREENS_DIR, else e2e/screenshots). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const dir = process.env.SCREENS_DIR ?? 'e2e/screenshots';
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

/** Fails when the page scrolls sideways at the current width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Screenshots at 1280 and 360 px, checking neither scrolls sideways; leaves the page at 1280. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, name);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}
