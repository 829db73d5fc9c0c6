import { expect, test } from '@playwright/test';
import {
  completedSteps,
  pickRole,
  reloadMidStream,
  screenshotBothWidths,
  signUpFromPrompt,
  stepStates,
} from './support/tool-journey';

// Day in the Life end to end as a new user: pick a role, start the simulation, reload while the day is being
// narrated and see the run continue, read the persona, overview and five periods, then find the simulation again in
// the page's history and in My Analyses. Offline engine (demo output) in the all-in-one process.

const STEPS = [
  'Preparing the persona brief',
  'Planning the working day',
  'Simulating the day',
  'Narrating the day',
  'Finalising the schedule',
];
const PERIODS = ['Morning Routine', 'First Tasks & Meetings', 'Midday Duties', 'Afternoon Focus', 'End of Day'];

test('a day simulation survives a reload, shows the persona and the five periods, and is found again in the history', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/day-in-life');
  await expect(page.getByRole('heading', { level: 1, name: 'Day in the Life' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Job role' })).toHaveAttribute(
    'placeholder',
    'Search for a job role...',
  );
  await expect(page.getByRole('heading', { name: 'Sign in to run the simulation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Day Simulation' })).toHaveCount(0);
  await signUpFromPrompt(page);

  const start = page.getByRole('button', { name: 'Start Day Simulation' });
  await expect(start).toBeDisabled();
  await pickRole(page, 'M&A', 'M&A Analyst');
  await expect(
    page.getByRole('region', { name: 'Previous Simulations' }).getByText('Your day simulations will be listed here.'),
  ).toBeVisible();
  await screenshotBothWidths(page, 'day-in-life-selected');
  await start.click();
  await expect(page.getByRole('button', { name: 'Simulating...' })).toBeDisabled();

  const panel = page.getByRole('region', { name: 'Simulation Progress' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Demo output', { exact: true })).toBeVisible();
  await reloadMidStream(page, panel, STEPS.slice(0, 3));
  await expect(page.getByRole('button', { name: 'Simulating...' })).toBeDisabled();
  await screenshotBothWidths(page, 'day-in-life-running');

  await expect(panel.getByText('5/5 steps')).toBeVisible({ timeout: 60_000 });
  expect(completedSteps(await stepStates(panel))).toEqual(STEPS);
  await expect(page.getByRole('button', { name: 'Start Day Simulation' })).toBeEnabled();

  // The persona card, the Day Overview with the five periods' energy, and the five expandable periods.
  const persona = page.locator('section.persona-card');
  await expect(persona.getByRole('heading', { level: 2 })).toHaveText(/\S+ \S+/);
  for (const fact of ['Background', 'Personality'])
    await expect(persona.getByText(fact, { exact: true })).toBeVisible();
  await expect(persona.getByRole('heading', { name: 'Key habits', exact: true })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Day Overview' });
  await expect(overview.getByRole('meter', { name: 'Energy' })).toHaveCount(5);
  await expect(overview.getByRole('meter', { name: 'Energy' }).nth(1)).toHaveAttribute('aria-valuetext', 'High');

  for (const title of PERIODS) {
    const toggle = page.getByRole('button', { name: new RegExp(`^${title}`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
  const morningToggle = page.getByRole('button', { name: /^Morning Routine/ });
  await morningToggle.click();
  await expect(morningToggle).toHaveAttribute('aria-expanded', 'true');
  const morning = page.locator('.day-period').filter({ has: morningToggle });
  await expect(morning.getByText('Mood', { exact: true })).toBeVisible();
  await expect(morning.getByRole('meter', { name: 'Energy' })).toHaveAttribute('aria-valuetext', 'Medium');
  for (const heading of ['Activities', 'Challenges', 'Highlights'])
    await expect(morning.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const activity = morning.locator('.item-card').first();
  await activity.getByRole('button').first().click();
  for (const fact of ['Interactions', 'Tools', 'Outcomes'])
    await expect(activity.getByText(fact, { exact: true })).toBeVisible();
  await expect(activity.getByText(/priority$/)).toBeVisible();
  await screenshotBothWidths(page, 'day-in-life-result');

  // The page's history lists the simulation as the one on show.
  const history = page.getByRole('region', { name: 'Previous Simulations' });
  const entry = history.getByRole('link', { name: /M&A Analyst/ });
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expect(history.getByText('Completed')).toBeVisible();
  const runUrl = new URL(page.url());

  // My Analyses (menu) lists it across tools; opening it comes back to the finished simulation.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'My Analyses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Analyses' })).toBeVisible();
  const all = page.getByRole('region', { name: 'All analyses' });
  const listed = all.getByRole('listitem').filter({ hasText: 'M&A Analyst' });
  await expect(listed.getByText('Day in the Life')).toBeVisible();
  await expect(listed.getByText('Completed')).toBeVisible();
  await listed.getByRole('link').click();
  await expect(page).toHaveURL(`${runUrl.pathname}${runUrl.search}`);
  await expect(page.getByRole('region', { name: 'Day Overview' })).toBeVisible();
});
