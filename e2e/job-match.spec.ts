import { expect, test } from '@playwright/test';
import {
  chooseRole,
  findInHistories,
  reloadMidRun,
  screenshotBothWidths,
  signUpFromPrompt,
  waitForAllSteps,
} from './support/tools';

// Job match end to end (offline engine, deterministic fit score): a new user picks a role, uploads a CV as .pdf
// (and then as .txt), checks and corrects what was read, runs Analyze Match, reloads while the assessment streams,
// reads the fit-score card, strengths, skill gaps and plan, and finds the match in both histories.

const STEPS = [
  'Reading your CV',
  'Loading role requirements',
  'Scoring your fit',
  'Writing your assessment',
  'Building your development plan',
];
const fixture = (name: string) => `e2e/fixtures/${name}`;

test('a CV uploaded, checked and corrected is matched to a role, through a reload, and found again in the histories', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/job-match');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Match Analysis' })).toBeVisible();
  await signUpFromPrompt(page, 'Priya Raman');
  await chooseRole(page, 'Commercial Credit Analyst');
  await expect(page.getByRole('button', { name: 'Analyze Match' })).toBeDisabled();

  // A wrong type is refused before anything is sent.
  await page.getByLabel('Upload your CV').setInputFiles(fixture('team-photo.png'));
  await expect(page.getByText('Please upload a text file, PDF, or Word document.')).toBeVisible();

  // The PDF is read on the server and parsed into the CV data for checking.
  await page.getByLabel('Upload your CV').setInputFiles(fixture('priya-raman-cv.pdf'));
  await expect(page.getByRole('heading', { name: 'Check your CV details' })).toBeVisible();
  await expect(page.getByText('priya-raman-cv.pdf')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Priya Raman');
  await expect(page.getByLabel('Email')).toHaveValue('priya.raman@example.com');
  const firstRole = page.getByRole('group', { name: 'Experience 1' });
  await expect(firstRole.getByLabel('Job title')).toHaveValue('Senior Credit Analyst');

  // And the .txt of the same CV reads the same.
  await page.getByRole('button', { name: 'Use another CV' }).click();
  await page.getByLabel('Upload your CV').setInputFiles(fixture('priya-raman-cv.txt'));
  await expect(page.getByText('priya-raman-cv.txt')).toBeVisible();
  await expect(page.getByLabel('Skills')).toHaveValue('Financial modelling, Excel, Python, Credit analysis, IFRS 9');
  await expect(page.getByRole('group', { name: 'Experience 2' }).getByLabel('Company')).toHaveValue('Harbour Capital');
  await expect(page.getByRole('group', { name: 'Education 1' }).getByLabel('Institution')).toHaveValue(
    'University of Leeds',
  );

  // The user corrects the CV before the analysis.
  await page
    .getByLabel('Skills')
    .fill('Financial modelling, Excel, Python, Credit analysis, IFRS 9, Covenant monitoring');
  await firstRole.getByLabel('Company').fill('Northbridge Bank plc');
  await screenshotBothWidths(page, 'job-match-cv', page.locator('.cv-form'));

  const analyse = page.getByRole('button', { name: 'Analyze Match' });
  await expect(analyse).toBeEnabled();
  await analyse.click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  const panel = page.getByRole('region', { name: 'Analysis Progress' });
  await reloadMidRun(page, panel, STEPS.slice(0, 3));
  // The corrected CV survived the reload; its details are folded away while the run goes on.
  await expect(page.getByText('Priya Raman · 2 roles · 6 skills · from priya-raman-cv.txt')).toBeVisible();
  await screenshotBothWidths(page, 'job-match-running', panel);
  await waitForAllSteps(panel, STEPS);

  const card = page.getByRole('region', { name: 'Your fit for Commercial Credit Analyst' });
  await expect(card).toBeVisible();
  const score = Number(await card.getByRole('meter', { name: 'Fit score' }).getAttribute('aria-valuenow'));
  const band = score >= 80 ? 'Excellent fit' : score >= 60 ? 'Good fit' : 'Moderate fit';
  await expect(card.getByText(band, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Skill gaps/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /^Development recommendations/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await screenshotBothWidths(page, 'job-match-result', page.locator('.job-match-results'));
  await page.getByRole('button', { name: 'Edit CV details' }).click();
  await expect(page.getByLabel('Skills')).toHaveValue(/Covenant monitoring/);

  await findInHistories(page, {
    historyTitle: 'Previous Matches',
    label: 'Commercial Credit Analyst',
    toolTitle: 'Job match analysis',
  });
  await expect(page).toHaveURL(/\/job-match\?run=/);
  await expect(page.getByRole('region', { name: 'Your fit for Commercial Credit Analyst' })).toBeVisible();
});
