import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, pageErrors, registerViaApi, uniqueAccount } from './support/browser';
import { submitFromKeyboardKeepsFocus, toast, waitForPath } from './support/page';

const browser = browserForFile();

describe('registration', () => {
  it('shows "Missing Information" when a required field is empty, then each rule under its field', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/register');
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Missing Information');
    expect(await toast(page).textContent()).toContain('Please fill in all required fields');

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain('Username must be at least 3 characters');
    const text = await main.textContent();
    expect(text).toContain('Please use a real email address');
    expect(text).toContain('Password must contain at least one uppercase letter');
    // The fields are filled: the first try's 'Missing Information' is taken down.
    await expect.poll(() => page.getByText('Missing Information').count()).toBe(0);
    expect(page.url()).toMatch(/\/register$/);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('creates the account and starts the first prayer lesson with the choices made', async () => {
    const { context, page } = await newPage(browser());
    const account = uniqueAccount('reg');
    await page.goto('/register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel(/tradition/i).selectOption('sunni');
    await page.getByLabel(/experience/i).selectOption('some-knowledge');
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    await waitForPath(page, '/prayer-learning');
    // The first lesson opens at once: Fajr, Sunni, the level of 'Some knowledge'.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toContain('Fajr');
    // The heading comes with the choices; the player once the lesson has loaded.
    await expect.poll(() => page.getByTestId('lesson-player').count()).toBe(1);
    expect(await page.getByRole('main').textContent()).toContain('Sunni · Intermediate');
    await expect.poll(() => toast(page).textContent()).toContain('Registration Successful!');
    expect(await toast(page).textContent()).toContain('Starting your first prayer lesson...');
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      username: account.username,
      prayerTradition: 'sunni',
      experienceLevel: 'some-knowledge',
    });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('says when the username is taken', async () => {
    const { context, page } = await newPage(browser());
    const taken = await registerViaApi(page);
    await context.clearCookies();
    await page.goto('/register');
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email').fill(`other_${taken.email}`);
    await page.getByLabel('Password', { exact: true }).fill(taken.password);
    await page.getByRole('button', { name: /create account|register|sign up/i }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Registration Failed');
    expect(await toast(page).textContent()).toContain('This username is already taken');
    await context.close();
  });
});

describe('signing in and out', () => {
  it('signs in from the home page, greets the user by name, and signs out from the sidebar', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerViaApi(page);
    await context.clearCookies();

    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('AI Islamic Learning Platform');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('Username is required');
    expect(await page.getByRole('main').textContent()).toContain('Password is required');

    await page.getByPlaceholder('Enter your username').fill(account.username);
    await page.getByPlaceholder('Enter your password').fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Login failed');
    expect(await toast(page).textContent()).toContain('Invalid username or password');

    await page.getByPlaceholder('Enter your password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Welcome back!');
    expect(await toast(page).textContent()).toContain(`Logged in as ${account.username}`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(account.username);

    await page
      .getByTestId('sidebar')
      .getByRole('button', { name: /log ?out|sign out/i })
      .first()
      .click();
    await expect.poll(() => toast(page).textContent()).toContain('Logged out');
    await waitForPath(page, '/');
    expect(await (await page.request.get('/api/auth/user')).json()).toBeNull();
    await context.close();
  });

  it('signs in on the Login tab of /auth from the keyboard, the pending button keeping the focus, and sends a signed-in visitor of /auth home', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerViaApi(page);
    await context.clearCookies();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Login' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Username').fill(account.username);
    await panel.getByLabel('Password').fill(account.password);

    // The answer is held back until the pending button is seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let logins = 0;
    await page.route('**/api/auth/login', async (route) => {
      logins += 1;
      await held;
      await route.continue();
    });
    // Pressed again while pending: nothing more is sent (counted below).
    await submitFromKeyboardKeepsFocus(page, panel, 'Sign In', 'Signing In...');
    release();
    await waitForPath(page, '/');
    expect(logins).toBe(1);
    await page.goto('/auth');
    await waitForPath(page, '/');
    await context.close();
  });

  it('sends a signed-out visitor of a protected page to /auth', async () => {
    const { context, page } = await newPage(browser());
    for (const path of ['/profile', '/settings', '/prayer-tracker']) {
      await page.goto(path);
      await waitForPath(page, '/auth');
    }
    await context.close();
  });
});

describe('profile and account deletion', () => {
  it('shows the account, offers the upgrade, and deletes the account after confirmation', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerViaApi(page);
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain(account.username);
    expect(await main.textContent()).toContain(account.email);
    expect(await main.textContent()).toMatch(/Free/);
    const upgrade = main.getByRole('link', { name: 'Upgrade to Premium' });
    expect(await upgrade.getAttribute('href')).toBe('/pricing');

    await main.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: /cancel/i }).click();
    expect(await (await page.request.get('/api/auth/user')).json()).not.toBeNull();

    await main.getByRole('button', { name: 'Delete Account' }).click();
    // Deleting asks for the password (decision 023; tests/e2e/account-lifecycle.e2e.ts has the rest).
    await page.getByRole('alertdialog').getByLabel('Your password').fill(account.password);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /delete/i })
      .click();
    await expect.poll(() => toast(page).textContent()).toContain('Account Deleted');
    await waitForPath(page, '/');
    const login = await page.request.post('/api/auth/login', { data: account });
    expect(login.status()).toBe(401);
    await context.close();
  });
});
