import { expect, test, type Page } from '@playwright/test';

// Accounts, plans and payments with the embedded defaults (built-in accounts, dev outbox, test checkout):
// sign up, buy Pro in the paywall, pay on the test checkout, land on the payment success page and see the plan
// in Settings; reset a password through the dev outbox. Screenshots go to e2e/screenshots/.

const PASSWORD = 'first-secret-1';

function newUser(label: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `Ada ${label}`, email: `ada.${label}.${id}@example.com`, password: PASSWORD };
}

async function saveScreenshot(page: Page, name: string, fullPage = false) {
  // A full-page capture of a scrolled page would paint the sticky header mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/screenshots/accounts-${name}-${width}.png`, fullPage });
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
}

async function openAuthDialog(page: Page, mode: 'Sign In' | 'Sign Up') {
  await openMenu(page);
  await page.getByRole('button', { name: mode, exact: true }).click();
  return page.getByRole('dialog');
}

async function fillSignUp(page: Page, scope: ReturnType<Page['getByRole']>, user: ReturnType<typeof newUser>) {
  await scope.getByLabel('Display name').fill(user.name);
  await scope.getByLabel('Email', { exact: true }).fill(user.email);
  await scope.getByLabel('Password', { exact: true }).fill(user.password);
  await scope.getByLabel('Confirm password').fill(user.password);
}

async function signUp(page: Page, user: ReturnType<typeof newUser>) {
  const dialog = await openAuthDialog(page, 'Sign Up');
  await fillSignUp(page, dialog, user);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: `Your account: ${user.name}` })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openAuthDialog(page, 'Sign In');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOutFromMenu(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: /^Your account/ })).toHaveCount(0);
}

/** The reset link of the newest mail to `email` in the development outbox. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/outbox');
      expect(response.ok()).toBe(true);
      const { mails } = (await response.json()) as { mails: { to: string; links: string[] }[] };
      link = mails.find((mail) => mail.to.includes(email))?.links.find((l) => l.includes('/reset-password?token='));
      return link;
    })
    .toBeTruthy();
  return link!;
}

test.describe('accounts at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('when a new user signs up, then the dialog checks every field with the spec messages', async ({ page }) => {
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Sign Up');
    await expect(dialog.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(dialog.getByLabel('Email me career tips and product news', { exact: false })).not.toBeChecked();

    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Display name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters long')).toBeVisible();

    await dialog.getByLabel('Display name').fill('   ');
    await dialog.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('abcdef');
    await dialog.getByLabel('Confirm password').fill('abcdeg');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Display name is required')).toBeVisible();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await expect(dialog.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await saveScreenshot(page, 'sign-up-errors');

    // The toggle switches to sign-in and back.
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await saveScreenshot(page, 'sign-in');
  });

  test('when a signed-out visitor buys Pro in the paywall, then they sign up inline, pay on the test checkout and Settings shows Pro', async ({
    page,
  }) => {
    const user = newUser('pro');
    await page.goto('/');

    // Signed out: the auth dialog offers the plans; choosing Pro asks for an account first.
    const dialog = await openAuthDialog(page, 'Sign Up');
    await dialog.getByRole('button', { name: 'Compare plans' }).click();
    const paywall = page.getByRole('dialog', { name: 'Unlock more simulations' });
    await expect(paywall).toBeVisible();
    for (const plan of ['Starter', 'Essential', 'Pro', 'Elite']) {
      await expect(paywall.getByRole('article', { name: `${plan} plan` })).toBeVisible();
    }
    await saveScreenshot(page, 'paywall');

    await paywall.getByRole('button', { name: 'Choose Pro' }).click();
    const signUpStep = page.getByRole('dialog', { name: 'Create your account' });
    await expect(signUpStep.getByText('Please sign in first to purchase a plan', { exact: false })).toBeVisible();
    const remembered = await page.evaluate(() => window.sessionStorage.getItem('fcs.paywall.selection'));
    expect(JSON.parse(remembered ?? '{}')).toEqual({ tier: 'pro', jobId: null });
    await fillSignUp(page, signUpStep, user);
    await saveScreenshot(page, 'paywall-sign-up');
    await signUpStep.getByRole('button', { name: 'Create Account & Continue' }).click();

    // One second after sign-up the checkout starts: the built-in test checkout page.
    await page.waitForURL(/\/test-checkout\//);
    await expect(page.getByText('Test payment', { exact: false })).toBeVisible();
    await saveScreenshot(page, 'test-checkout');
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/payment-success\?tier=pro/);
    await expect(page.getByText('Processing Payment...')).toBeVisible();
    await saveScreenshot(page, 'payment-processing');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Pro', { exact: true })).toBeVisible();
    await expect(page.getByText('12 simulations')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Exploring Careers' })).toBeVisible();
    await saveScreenshot(page, 'payment-success');
    // No pending simulation: the page moves on to /sandbox by itself.
    await page.waitForURL(/\/sandbox$/, { timeout: 10_000 });

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const profileTab = page.getByRole('tabpanel', { name: 'Profile' });
    await expect(profileTab.getByText('Account Active')).toBeVisible();
    await expect(profileTab.getByText(user.email).first()).toBeVisible();
    await expect(profileTab.getByText('12 simulations')).toBeVisible();
    await saveScreenshot(page, 'settings-profile', true);

    await page.getByRole('tab', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\?tab=plan/);
    const plansTab = page.getByRole('tabpanel', { name: 'Plans' });
    const current = plansTab.getByRole('region', { name: 'Current plan' });
    await expect(current.getByText('Pro', { exact: true })).toBeVisible();
    await expect(current.getByText('Active')).toBeVisible();
    await expect(plansTab.getByRole('button', { name: 'Upgrade to Elite' })).toBeVisible();
    await expect(plansTab.getByRole('button', { name: 'Switch Plan to Essential' })).toBeVisible();
    await expect(plansTab.getByText('Essential and Pro are one-time payments', { exact: false }).first()).toBeVisible();
    await saveScreenshot(page, 'settings-plans', true);

    await page.getByRole('tab', { name: 'Legal' }).click();
    const legalTab = page.getByRole('tabpanel', { name: 'Legal' });
    await expect(legalTab.getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    for (const heading of ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Contact', 'Updates', 'Refunds']) {
      await expect(legalTab.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(legalTab.getByText('Sign-in cookies last at most 24 hours', { exact: false })).toBeVisible();
    await expect(legalTab.getByText('at least 30 days before a material change', { exact: false })).toBeVisible();
    await saveScreenshot(page, 'settings-legal', true);

    // A reload restores the session from storage; ?tab=plan opens Plans directly.
    await page.goto('/settings?tab=plan');
    await expect(page.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');

    // The signed-in badge: initial, name, tier, simulation count and Logout.
    await page.getByRole('button', { name: `Your account: ${user.name}` }).click();
    const badge = page.getByRole('dialog', { name: 'Your Account' });
    await expect(badge.getByText(user.name)).toBeVisible();
    await expect(badge.getByText('12 simulations')).toBeVisible();
    await saveScreenshot(page, 'account-badge');
    await badge.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
  });

  test('when a signed-in starter upgrades from Settings > Plans and cancels the checkout, then they return to the Plans tab', async ({
    page,
  }) => {
    const user = newUser('cancel');
    await page.goto('/');
    await signUp(page, user);

    await page.goto('/settings?tab=plan');
    const plansTab = page.getByRole('tabpanel', { name: 'Plans' });
    await expect(
      plansTab.getByRole('region', { name: 'Current plan' }).getByText('Starter', { exact: true }),
    ).toBeVisible();
    await expect(plansTab.getByText('You are on the free Starter plan: there is nothing to cancel.')).toBeVisible();
    await plansTab.getByRole('button', { name: 'Upgrade to Essential' }).click();
    await page.waitForURL(/\/test-checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/settings\?tab=plan/);
    await expect(page.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('tabpanel', { name: 'Plans' })
        .getByRole('region', { name: 'Current plan' })
        .getByText('Starter', { exact: true }),
    ).toBeVisible();
  });

  test('when an Elite subscriber cancels in Settings > Plans, then the subscription ends at the period end and the date is shown', async ({
    page,
  }) => {
    const user = newUser('elite');
    await page.goto('/');
    await signUp(page, user);
    await page.goto('/settings?tab=plan');
    await page.getByRole('tabpanel', { name: 'Plans' }).getByRole('button', { name: 'Upgrade to Elite' }).click();
    await page.waitForURL(/\/test-checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Unlimited (130+ roles)')).toBeVisible();

    await page.goto('/settings?tab=plan');
    const plansTab = page.getByRole('tabpanel', { name: 'Plans' });
    await expect(
      plansTab.getByRole('region', { name: 'Current plan' }).getByText('Elite', { exact: true }),
    ).toBeVisible();
    const management = plansTab.getByRole('region', { name: 'Plan Management' });
    await management.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your Elite subscription?' });
    await saveScreenshot(page, 'cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(confirm).toBeHidden();
    await expect(management.getByText('Your Elite subscription is cancelled.', { exact: false })).toBeVisible();
    await expect(management.getByText(/You keep every Elite feature until \d{1,2} \w+ \d{4}/)).toBeVisible();
    await expect(management.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await saveScreenshot(page, 'settings-plans-cancelled', true);

    // The cancellation is stored on the server: after a reload it still says when access ends.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Plan Management' })
        .getByText('Your Elite subscription is set to end.', { exact: false }),
    ).toBeVisible();
  });

  test('when a user forgets their password, then the outbox link sets a new one and only the new one signs in', async ({
    page,
  }) => {
    const user = newUser('reset');
    await page.goto('/');
    await signUp(page, user);
    await signOutFromMenu(page);

    const dialog = await openAuthDialog(page, 'Sign In');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill(user.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByRole('heading', { name: 'Email Sent!' })).toBeVisible();
    await saveScreenshot(page, 'reset-sent');
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const link = await resetLinkFor(page, user.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('new-secret-2');
    await page.getByLabel('Confirm new password').fill('new-secret-X');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('new-secret-2');
    await saveScreenshot(page, 'reset-password-page');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Your new password is saved and you are signed in.')).toBeVisible();

    // The link works once.
    await signOutFromMenu(page);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-secret-3');
    await page.getByLabel('Confirm new password').fill('third-secret-3');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Password updated')).toHaveCount(0);

    // The old password is refused with a friendly message; the new one signs in.
    await signIn(page, user.email, PASSWORD);
    const signInDialog = page.getByRole('dialog');
    await expect(signInDialog.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Your account/ })).toHaveCount(0);
    await signInDialog.getByLabel('Password').fill('new-secret-2');
    await signInDialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: `Your account: ${user.name}` })).toBeVisible();
  });

  test('when the stored access token has expired, then the next visit renews it with the refresh cookie and stays signed in', async ({
    page,
  }) => {
    const user = newUser('renew');
    await page.goto('/');
    await signUp(page, user);
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('fcs.session') ?? '{}') as Record<string, unknown>;
      // As if the tab had been closed for longer than the access token lives.
      window.localStorage.setItem(
        'fcs.session',
        JSON.stringify({ ...stored, expiresAt: new Date(Date.now() - 60_000).toISOString() }),
      );
    });
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refresh') && r.request().method() === 'POST',
    );
    await page.goto('/settings');
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText(user.email).first()).toBeVisible();
    const after = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('fcs.session') ?? '{}') as Record<string, string>,
    );
    expect(after.accessToken).toBeTruthy();
    expect(Date.parse(after.expiresAt ?? '')).toBeGreaterThan(Date.now());
  });

  test('when the stored token is refused with 401 at start-up, then the stored session is cleared and the visitor is signed out', async ({
    page,
  }) => {
    const user = newUser('revoked');
    await page.goto('/');
    await signUp(page, user);
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('fcs.session') ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem('fcs.session', JSON.stringify({ ...stored, accessToken: 'not-a-valid-token' }));
    });
    // Settings reads the profile with the bad token on load: the store drops it and the visitor is signed out.
    await page.goto('/settings');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: /^Your account/ })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('fcs.session'))).toBeNull();
  });

  test('when a signed-out visitor opens /settings or /payment-success, then they are sent to / and /roles', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/');
    await page.goto('/payment-success?tier=pro');
    await expect(page).toHaveURL('/roles');
  });
});

test.describe('accounts at 360px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('when used on a small phone, then the dialog, paywall, payment page and settings fit the screen', async ({
    page,
  }) => {
    const noHorizontalScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    const user = newUser('mobile');
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'Sign Up');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Display name is required')).toBeVisible();
    await saveScreenshot(page, 'sign-up-errors');
    await fillSignUp(page, dialog, user);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: `Your account: ${user.name}` })).toBeVisible();

    await page.getByRole('button', { name: `Your account: ${user.name}` }).click();
    await saveScreenshot(page, 'account-badge');
    await page.getByRole('dialog').getByRole('button', { name: 'View Plans' }).click();
    await expect(page.getByRole('dialog', { name: 'Unlock more simulations' })).toBeVisible();
    await saveScreenshot(page, 'paywall');
    await page.getByRole('dialog').getByRole('button', { name: 'Choose Essential' }).click();
    await page.waitForURL(/\/test-checkout\//);
    await saveScreenshot(page, 'test-checkout');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment-success\?tier=essential/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('3 simulations')).toBeVisible();
    await noHorizontalScroll();
    await saveScreenshot(page, 'payment-success');

    for (const tab of ['profile', 'plan', 'legal'] as const) {
      await page.goto(`/settings?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await noHorizontalScroll();
      await saveScreenshot(page, `settings-${tab}`, true);
    }
  });
});
