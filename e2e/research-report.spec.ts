import { expect, test } from '@playwright/test';
import {
  completedSteps,
  pickRole,
  reloadMidStream,
  screenshotBothWidths,
  signUpFromPrompt,
  stepStates,
} from './support/tool-journey';

// Research Report end to end as a new user: the form refuses missing inputs with the api's own messages, then a
// report on a named company for a role is generated, survives a reload mid-run, and shows its summary, what it does
// not know, and the four expandable sections; it is then listed in the page's history.

const STEPS = [
  'Loading role profile',
  'Scoping the company research',
  'Researching the company and role',
  'Writing the executive summary',
  'Compiling the report',
];

test('a research report checks its inputs, survives a reload, and shows its sections with the unknowns marked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/research-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Research Report' })).toBeVisible();
  await signUpFromPrompt(page, 'Rory Report');

  // Nothing entered: the shared schema's messages, beside each input.
  const generate = page.getByRole('button', { name: 'Generate Research Report' });
  await generate.click();
  await expect(page.getByText('Please enter a company name')).toBeVisible();
  await expect(page.getByText('Please select a role')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Company Name' }).fill('   ');
  await pickRole(page, 'Equity Research', 'Equity Research Analyst');
  await expect(page.getByText('Please select a role')).toHaveCount(0);
  await generate.click();
  await expect(page.getByText('Please enter a company name')).toBeVisible();
  await screenshotBothWidths(page, 'research-report-invalid');

  await page.getByRole('textbox', { name: 'Company Name' }).fill('Aviva');
  await generate.click();
  await expect(page.getByRole('button', { name: 'Generating Report...' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toBeDisabled();

  const panel = page.getByRole('region', { name: 'Research Progress' });
  await expect(panel).toBeVisible();
  await reloadMidStream(page, panel, STEPS.slice(0, 3));
  await expect(page.getByRole('button', { name: 'Generating Report...' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Aviva');
  await expect(panel.getByText('5/5 steps')).toBeVisible({ timeout: 60_000 });
  expect(completedSteps(await stepStates(panel))).toEqual(STEPS);
  await expect(page.getByRole('button', { name: 'Generate Research Report' })).toBeEnabled();

  const report = page.getByRole('region', { name: 'Research report: Aviva' });
  await expect(report.getByRole('heading', { name: 'Executive Summary', exact: true })).toBeVisible();
  // What the report does not know is said up front, not dressed as facts.
  const notice = report.getByRole('region', { name: 'Before you rely on this report' });
  await expect(notice.getByText('Revenue and profit')).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Questions to settle', exact: true })).toBeVisible();

  for (const section of ['Company Overview', 'Role Positioning', 'KPIs & Expectations', 'Cultural Fit']) {
    const toggle = report.getByRole('button', { name: new RegExp(`^${section}`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(report.getByText('Sector-level').first()).toBeVisible();
  const revenue = report.locator('.report-fact').filter({ hasText: 'Revenue' });
  await expect(revenue.getByText('Not known', { exact: true })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Primary KPIs', exact: true })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Career path', exact: true })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Potential challenges', exact: true })).toBeVisible();
  await screenshotBothWidths(page, 'research-report-result');

  const history = page.getByRole('region', { name: 'Previous Reports' });
  const entry = history.getByRole('link', { name: /Aviva — Equity Research Analyst/ });
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expect(history.getByText('Completed')).toBeVisible();

  // Reopened later, the page shows the finished report again.
  await page.goto('/research-report');
  await expect(page.getByRole('region', { name: 'Research report: Aviva' })).toBeVisible();
});
