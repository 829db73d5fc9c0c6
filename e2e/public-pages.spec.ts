import { expect, test, type Page } from '@playwright/test';

// Public pages of spec section 2 at a desktop and a small phone width: labels, link targets, the pricing
// grid and its #pricing anchor, the hamburger menu, no horizontal scroll. Screenshots go to e2e/screenshots/.

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

const FREE_SIMULATION = '/sandbox/equity_research_analyst';

async function expectOneH1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function saveScreenshot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`public pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of ['/', '/about']) {
      test(`when ${path} opens, then the landing page shows the spec's calls to action and the four plans`, async ({
        page,
      }) => {
        await page.goto(path);
        await expectOneH1(page, 'Try a finance job before you choose one.');

        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: 'Find Your Perfect Role' })).toHaveAttribute('href', '/roles');
        await expect(main.getByRole('link', { name: 'Try Free Job Simulation' })).toHaveAttribute(
          'href',
          FREE_SIMULATION,
        );
        await expect(main.getByRole('link', { name: 'Take Job Matching Quiz' })).toHaveAttribute('href', '/roles');
        await expect(main.getByRole('link', { name: 'Try Free Simulation' })).toHaveAttribute('href', FREE_SIMULATION);

        // The demo and the sample chat are labelled as what they are.
        await expect(main.getByText('Illustration', { exact: true })).toBeVisible();
        await expect(main.getByText('Sample', { exact: true })).toBeVisible();

        const pricing = page.locator('#pricing');
        const plans = pricing.getByRole('article');
        await expect(plans).toHaveCount(4);
        const prices = [
          ['Starter', 'Free'],
          ['Essential', '£4.99'],
          ['Pro', '£7.99'],
          ['Elite', '£14.99/month'],
        ] as const;
        for (const [name, price] of prices) {
          const card = pricing.getByRole('article', { name: `${name} plan` });
          await expect(card.getByRole('heading', { name })).toBeVisible();
          await expect(card).toContainText(price);
        }
        await expect(pricing.getByRole('article', { name: 'Elite plan' })).toContainText('Most Popular');
        await expect(pricing.getByText('Most Popular')).toHaveCount(1);
        await expect(pricing).toContainText('30-day money-back guarantee');
        await expect(pricing.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', FREE_SIMULATION);

        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, path === '/' ? 'home' : 'about', viewport.width);
      });

      test(`when ${path}#pricing opens, then the pricing grid is scrolled into view`, async ({ page }) => {
        await page.goto(`${path}#pricing`);
        await expect(page.getByRole('heading', { level: 2, name: /Start free/ })).toBeInViewport();
      });

      test(`when Choose Elite is clicked on ${path}, then the paywall opens and paid one-time plans lead to the quiz`, async ({
        page,
      }) => {
        await page.goto(`${path}#pricing`);
        const pricing = page.locator('#pricing');
        await expect(pricing.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/roles');
        await pricing.getByRole('button', { name: 'Choose Elite' }).click();
        await expect(page.getByRole('dialog', { name: 'Unlock more simulations' })).toBeVisible();
      });
    }

    test('when the footer Pricing link is followed from another page, then the grid scrolls into view', async ({
      page,
    }) => {
      await page.goto('/contact');
      await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/#pricing$/);
      await expect(page.getByRole('heading', { level: 2, name: /Start free/ })).toBeInViewport();
    });

    test('when /contact opens, then it shows the support email, the response time and a mailto form', async ({
      page,
    }) => {
      await page.goto('/contact');
      await expectOneH1(page, 'Contact us');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /^support@/ }).first()).toHaveAttribute('href', /^mailto:support@/);
      await expect(main).toContainText('24-48 hours');

      await page.getByLabel('Your name').fill('Ada Lovelace');
      await page.getByLabel('Your email').fill('ada@example.com');
      await page.getByLabel('Topic').selectOption('Refund request');
      await page.getByLabel('Message').fill('Please refund my plan.');
      await expect(main).toContainText('Nothing is sent until you press send there.');
      await saveScreenshot(page, 'contact', viewport.width);
      await page.getByRole('button', { name: 'Open in my email app' }).click();
      const href = await main.getByRole('link', { name: 'open the message again' }).getAttribute('href');
      expect(href).toMatch(
        /^mailto:support@[^?]+\?subject=Refund%20request%3A%20message%20from%20Ada%20Lovelace&body=/,
      );
      await expectNoHorizontalScroll(page);
    });

    test('when /privacy opens, then every legal fact of spec section 9 is stated', async ({ page }) => {
      await page.goto('/privacy');
      await expectOneH1(page, 'Privacy policy');
      const main = page.getByRole('main');
      for (const fact of [
        '30-day money-back guarantee',
        'within 30 days of purchase',
        'within 5-7 business days',
        '99.5% uptime',
        'at least 24 hours in advance',
        'kept for 30 days after deletion',
        'Analytics data is kept for 2 years',
        'expire after 24 hours',
        'within 2 business days',
        'privacy requests within 30 days',
        'at least 30 days before',
        'England and Wales (United Kingdom)',
      ]) {
        await expect(main).toContainText(fact);
      }
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, 'privacy', viewport.width);
    });

    test('when /dev-setup opens, then it only says it is for development mode', async ({ page }) => {
      await page.goto('/dev-setup');
      await expectOneH1(page, 'Developer setup');
      await expect(page.getByRole('main')).toContainText('This page is available in development mode only.');
      await saveScreenshot(page, 'dev-setup', viewport.width);
    });

    test('when an unknown route opens, then a 404 page links home', async ({ page }) => {
      await page.goto('/this/page/does-not-exist');
      await expectOneH1(page, 'Page not found');
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, 'not-found', viewport.width);
    });

    test('when the hamburger menu opens, then it lists the spec items and Escape closes it', async ({ page }) => {
      await page.goto('/contact');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const targets = [
        ['About', '/about'],
        ['Career Quiz', '/roles'],
        ['AI Simulations', '/sandbox'],
        ['Contact Us', '/contact'],
      ] as const;
      for (const [name, href] of targets) {
        await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
      }
      await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Try for Free' })).toHaveAttribute('href', '/roles');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
      await saveScreenshot(page, 'menu', viewport.width);

      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await menu.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
