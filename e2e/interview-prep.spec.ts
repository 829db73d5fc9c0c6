import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  findInHistories,
  reloadMidRun,
  screenshotBothWidths,
  signUpFromPrompt,
  waitForAllSteps,
} from './support/tools';

// Interview preparation end to end (offline engine): a new user pastes one job description and uploads a .txt and
// a .pdf; each is split into title, company, requirements and responsibilities. Prepare Interview asks 'Tell Us
// About Yourself' first, then runs; a reload while step 3 streams continues the run; the expandable Interview
// Guide follows; the guide is found again in the tool's history and on the all-analyses page.

const STEPS = [
  'Reading the job description',
  'Reviewing your profile',
  "Briefing from the hiring manager's side",
  'Building your interview guide',
  'Adding confidence boosters',
];
const fixture = (name: string) => `e2e/fixtures/${name}`;

test('job descriptions pasted and uploaded become an interview guide, through a reload, found again in the histories', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/interview-prep');
  await expect(page.getByRole('heading', { level: 1, name: 'Interview Preparation Assistant' })).toBeVisible();
  await signUpFromPrompt(page, 'Iris Candidate');

  // A blank paste is refused with the spec's message; a pasted one is split.
  await page.getByRole('button', { name: 'Add Job Description' }).click();
  await expect(page.getByText('Please paste a job description')).toBeVisible();
  await page
    .getByLabel('Paste a job description')
    .fill(
      'Graduate Analyst - Oakwood Capital\n\n- Support the deal team with company research\n- Build comparable company analyses',
    );
  await page.getByRole('button', { name: 'Add Job Description' }).click();

  await page
    .getByLabel('Or upload job descriptions')
    .setInputFiles([fixture('credit-risk-analyst.txt'), fixture('treasury-analyst.pdf')]);
  const list = page.getByRole('region', { name: 'Job Descriptions' });
  const credit = list.getByRole('listitem').filter({ hasText: 'Credit Risk Analyst' });
  await expect(credit.getByText('Northbridge Bank', { exact: true })).toBeVisible();
  await expect(credit.getByText('3 requirements · 3 responsibilities')).toBeVisible();
  const treasury = list.getByRole('listitem').filter({ hasText: 'Treasury Analyst' });
  await expect(treasury.getByText('Harbourline Insurance', { exact: true })).toBeVisible();
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Graduate Analyst' }).getByText('Oakwood Capital'),
  ).toBeVisible();
  await credit.getByRole('button', { name: 'What the role asks' }).click();
  await expect(credit.getByText('Knowledge of IFRS 9 expected credit loss')).toBeVisible();
  expect(readFileSync(fixture('credit-risk-analyst.txt'), 'utf8')).toContain('IFRS 9');

  // Experience is empty: Tell Us About Yourself opens first.
  await credit.getByRole('button', { name: 'Prepare Interview: Credit Risk Analyst' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell Us About Yourself' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and Prepare Interview' }).click();
  await expect(dialog.getByText('Please tell us about your experience')).toBeVisible();
  await screenshotBothWidths(page, 'interview-profile', dialog);
  await dialog
    .getByLabel('Your experience')
    .fill('Two years as a credit analyst at a challenger bank, covering SME loans.');
  await dialog.getByLabel('Skills').fill('Excel, cash-flow modelling, , credit papers');
  await dialog.getByLabel('Strengths').fill('Attention to detail, clear writing');
  await dialog.getByRole('button', { name: 'Save and Prepare Interview' }).click();
  await expect(dialog).toBeHidden();

  await expect(credit.getByRole('button', { name: /^Prepare Interview/ })).toBeDisabled();
  const panel = page.getByRole('region', { name: 'Preparation Progress' });
  await reloadMidRun(page, panel, STEPS.slice(0, 2));
  await screenshotBothWidths(page, 'interview-running');
  await waitForAllSteps(panel, STEPS);

  const guide = page.getByRole('region', { name: 'Interview Guide: Credit Risk Analyst' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('Northbridge Bank').first()).toBeVisible();
  await expect(guide.getByRole('heading', { name: 'Summary' })).toBeVisible();
  const sections = guide.locator('.guide-section');
  expect(await sections.count()).toBeGreaterThan(1);
  const questions = guide.getByRole('button', { name: /^Practice questions/ });
  await questions.click();
  await expect(questions).toHaveAttribute('aria-expanded', 'true');
  const firstQuestion = guide.locator('.item-card').first().getByRole('button');
  await firstQuestion.click();
  await expect(guide.locator('.item-card').first().getByRole('heading', { name: 'Tips' })).toBeVisible();
  await guide.getByRole('button', { name: /^Confidence boosters/ }).click();
  expect(await guide.locator('.booster-list li').count()).toBeGreaterThan(0);
  await expect(list.getByText('Current guide')).toBeVisible();
  await screenshotBothWidths(page, 'interview-result', guide);

  // The profile is remembered: the next Prepare Interview starts without asking again.
  await findInHistories(page, {
    historyTitle: 'Previous Interview Guides',
    label: 'Credit Risk Analyst at Northbridge Bank',
    toolTitle: 'Interview preparation',
  });
  await expect(page).toHaveURL(/\/interview-prep\?run=/);
  await expect(page.getByRole('region', { name: 'Interview Guide: Credit Risk Analyst' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Job Descriptions' })
    .getByRole('button', { name: 'Prepare Interview: Treasury Analyst' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Preparation Progress' })).toBeVisible();
});
