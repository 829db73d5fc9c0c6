import { expect, test } from '@playwright/test';
import {
  chooseRole,
  findInHistories,
  reloadMidRun,
  screenshotBothWidths,
  signUpFromPrompt,
  waitForAllSteps,
} from './support/tools';

// The news interpreter end to end against the all-in-one server (offline engine): a new user signs up, picks a
// role, uploads a .txt and a .pdf article (a picture is skipped and named), fetches the labelled sample news,
// interprets the PDF article, reloads while step 3 streams, reads the Professional Interpretation, and finds it
// again under Previous Interpretations and on the all-analyses page.

const STEPS = [
  'Reading the article',
  'Loading the role profile',
  'Identifying what matters for the role',
  'Generating interpretation',
  'Compiling recommendations',
];
const fixture = (name: string) => `e2e/fixtures/${name}`;

test('signed out, the news interpreter shows the role search and asks to sign in', async ({ page }) => {
  await page.goto('/news-interpreter');
  await expect(page.getByRole('heading', { level: 1, name: 'News Interpretation Simulator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to interpret articles' })).toBeVisible();
  await expect(page.getByLabel('Upload articles')).toBeDisabled();
});

test('articles uploaded and fetched are interpreted for a role, through a reload, and found again in the histories', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/news-interpreter');
  await signUpFromPrompt(page, 'Nadia Reader');
  await chooseRole(page, 'Equity Research Analyst');

  // Upload: a .txt and a .pdf are read on the server; the picture is skipped and said so.
  await page
    .getByLabel('Upload articles')
    .setInputFiles([fixture('boe-rates.txt'), fixture('northbridge-results.pdf'), fixture('team-photo.png')]);
  await expect(page.getByText('team-photo.png')).toBeVisible();
  await expect(page.getByText('Please upload a .txt, .html or .pdf file.')).toBeVisible();
  const articles = page.getByRole('region', { name: 'Your Articles' });
  await expect(articles.getByRole('heading', { name: /Bank of England holds Bank Rate/ })).toBeVisible();
  const pdfArticle = articles.getByRole('listitem').filter({ hasText: 'northbridge-results.pdf' });
  await expect(
    pdfArticle.getByRole('heading', { name: 'Northbridge Bank profit falls as bad-debt charges rise' }),
  ).toBeVisible();
  await expect(pdfArticle.getByText(/^Northbridge Bank reported a 12% fall in half-year pre-tax profit/)).toBeVisible();

  // Fetched news: no live source is configured here, so the samples come labelled as such.
  await page.getByRole('button', { name: 'Fetch Latest News' }).click();
  await expect(page.getByText(/No live news source is configured on this server/)).toBeVisible();
  await expect(articles.getByText('Sample article').first()).toBeVisible();
  expect(await articles.getByRole('listitem').count()).toBeGreaterThan(2);
  await screenshotBothWidths(page, 'news-articles', articles);

  await pdfArticle.getByRole('button', { name: /^Interpret/ }).click();
  await expect(articles.getByRole('button', { name: /^Interpret/ }).first()).toBeDisabled();
  const panel = page.getByRole('region', { name: 'Interpretation Progress' });
  await reloadMidRun(page, panel, STEPS.slice(0, 2));
  await screenshotBothWidths(page, 'news-running');
  await waitForAllSteps(panel, STEPS);

  const result = page.getByRole('region', { name: 'Professional Interpretation' });
  await expect(result).toBeVisible();
  await expect(result.locator('.interpretation__for')).toHaveText(
    'Northbridge Bank profit falls as bad-debt charges rise · interpreted for Equity Research Analyst',
  );
  await expect(result.getByRole('heading', { name: 'Executive summary' })).toBeVisible();
  const insights = result.locator('.item-card');
  expect(await insights.count()).toBeGreaterThan(0);
  const firstInsight = insights.first().getByRole('button');
  await expect(firstInsight).toHaveAttribute('aria-expanded', 'false');
  await firstInsight.click();
  await expect(insights.first().getByRole('meter', { name: 'Confidence' })).toBeVisible();
  const recommendations = result
    .getByRole('heading', { name: 'Recommendations' })
    .locator('xpath=following-sibling::ol');
  expect(await recommendations.getByRole('listitem').count()).toBeGreaterThan(0);
  await expect(articles.getByRole('button', { name: /^Interpret/ }).first()).toBeEnabled();
  await screenshotBothWidths(page, 'news-result', result);

  await findInHistories(page, {
    historyTitle: 'Previous Interpretations',
    label: 'Northbridge Bank profit falls as bad-debt charges rise — Equity Research Analyst',
    toolTitle: 'News interpretation',
  });
  await expect(page).toHaveURL(/\/news-interpreter\?run=/);
  await expect(page.getByRole('region', { name: 'Professional Interpretation' })).toBeVisible();
});
