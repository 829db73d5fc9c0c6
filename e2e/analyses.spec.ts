import { expect, test, type Page } from '@playwright/test';
import { screenshotBothWidths, signUpFromPrompt } from './support/tool-journey';

// My Analyses: every analysis of the signed-in user across the tools, newest first, each reopened on its tool's page
// (a running one live). Runs are started through the api as the signed-in user (the tool journeys start theirs from
// the pages); another user's run cannot be opened.

/** The bearer token of the page's signed-in session (what the app sends). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('fcs.session') ?? '{}').accessToken);
  expect(typeof token).toBe('string');
  return token as string;
}

async function startRun(page: Page, path: string, data: object): Promise<string> {
  const res = await page.request.post(`/api${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data,
  });
  expect(res.status()).toBe(202);
  return ((await res.json()) as { runId: string }).runId;
}

test('My Analyses lists the runs of every tool, filters by tool, and opens one on its page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/analyses');
  await expect(page.getByRole('heading', { level: 1, name: 'My Analyses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to see your analyses' })).toBeVisible();
  await signUpFromPrompt(page, 'Ana Lyses');
  const all = page.getByRole('region', { name: 'All analyses' });
  await expect(all.getByText('You have not run any analysis yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Analysis tools' }).getByRole('link')).toHaveCount(6);

  // Runs started elsewhere (here through the api, as another tab or device would) are listed as the server
  // announces them, without a reload.
  const entries = all.getByRole('listitem');
  const impactRun = await startRun(page, '/ai-jobs/analyze', { jobId: 'restructuring_analyst' });
  await expect(entries).toHaveCount(1);
  const reportRun = await startRun(page, '/research-report/generate', {
    jobId: 'equity_research_analyst',
    companyName: 'Barclays',
  });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Barclays — Equity Research Analyst');
  await expect(entries.nth(0)).toContainText('Research report');
  await expect(entries.nth(1)).toContainText('Restructuring Analyst');
  await expect(entries.nth(1)).toContainText('AI impact analysis');
  await expect(entries.nth(0).getByRole('link')).toHaveAttribute('href', `/research-report?run=${reportRun}`);
  await expect(entries.nth(1).getByRole('link')).toHaveAttribute('href', `/ai-jobs?run=${impactRun}`);
  // Statuses catch up by themselves while runs are going.
  await expect(all.getByText('Completed')).toHaveCount(2, { timeout: 60_000 });
  await screenshotBothWidths(page, 'analyses-list');

  await page.getByRole('combobox', { name: 'Tool' }).selectOption({ label: 'AI impact analysis' });
  const filtered = page.getByRole('region', { name: 'AI impact analysis' });
  await expect(filtered.getByRole('listitem')).toHaveCount(1);
  await expect(filtered.getByRole('listitem')).toContainText('Restructuring Analyst');
  await page.getByRole('combobox', { name: 'Tool' }).selectOption({ label: 'All tools' });

  await all.getByRole('link', { name: /Barclays/ }).click();
  await expect(page).toHaveURL(`/research-report?run=${reportRun}`);
  await expect(page.getByRole('region', { name: 'Research report: Barclays' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Previous Reports' }).getByRole('link', { name: /Barclays/ }),
  ).toHaveAttribute('aria-current', 'true');
});

test("another user's run cannot be opened: the page says it cannot be found and the api answers 404", async ({
  page,
  browser,
}) => {
  await page.goto('/ai-jobs');
  await signUpFromPrompt(page, 'Owner One');
  const runId = await startRun(page, '/ai-jobs/analyze', { jobId: 'corporate_broker' });

  const other = await browser.newPage();
  await other.goto('/ai-jobs');
  await signUpFromPrompt(other, 'Other Two');
  const res = await other.request.get(`/api/runs/${runId}`, {
    headers: { Authorization: `Bearer ${await tokenOf(other)}` },
  });
  expect(res.status()).toBe(404);
  await other.goto(`/ai-jobs?run=${runId}`);
  const problem = other.getByRole('alert').filter({ hasText: 'could not be found' });
  await expect(problem).toBeVisible();
  await expect(other.getByRole('region', { name: 'Analysis Progress' })).toHaveCount(0);
  await problem.getByRole('button', { name: 'Dismiss' }).click();
  await expect(other).toHaveURL('/ai-jobs');
  await expect(other.getByRole('alert').filter({ hasText: 'could not be found' })).toHaveCount(0);
  await other.close();
});
