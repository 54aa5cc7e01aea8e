import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  launchBrowser,
  newPage,
  pageErrors,
  registerViaApi,
  type LanguageName,
} from './support/browser';
import {
  expectAxeClean,
  horizontalOverflow,
  submitFromKeyboardKeepsFocus,
  toast,
  waitForPath,
} from './support/page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Issue 14: the gzipped JavaScript a public page may load. */
const PUBLIC_JS_BUDGET_BYTES = 100 * 1024;

describe('the signed-out home', () => {
  const footerLinks: [LanguageName, string, string][] = [
    ['english', 'Islamic Blog', 'About the AI Islamic School'],
    ['arabic', 'المدونة الإسلامية', 'عن المدرسة الإسلامية الذكية'],
    ['urdu', 'اسلامی بلاگ', 'اے آئی اسلامی اسکول کے بارے میں'],
    ['turkish', 'İslami Blog', 'Yapay Zekâ İslami Okul hakkında'],
    ['french', 'Blog islamique', "À propos de l'École islamique IA"],
  ];
  for (const [language, blog, school] of footerLinks) {
    it(`links to the blog and the school's page from its footer in ${language}`, async () => {
      const { context, page } = await newPage(browser, { language });
      await page.goto('/');
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: blog, exact: true }).click();
      await waitForPath(page, '/blog');
      await page.goto('/');
      await footer.getByRole('link', { name: school, exact: true }).click();
      await waitForPath(page, '/landing');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('the panel beside the sign-in form (/auth)', () => {
  it('shows AI Scholar Personas without a not-built mark: the chat with its personas is open', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    const personas = page.getByRole('heading', { level: 3, name: 'AI Scholar Personas', exact: true });
    await expect.poll(() => personas.count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the help page', () => {
  const cases: [LanguageName, string, string][] = [
    ['english', 'Help Center', 'Your account'],
    ['arabic', 'مركز المساعدة', 'حسابك'],
    ['urdu', 'مدد کا مرکز', 'آپ کا اکاؤنٹ'],
    ['turkish', 'Yardım Merkezi', 'Hesabınız'],
    ['french', "Centre d'aide", 'Votre compte'],
  ];
  for (const [language, heading, firstSubject] of cases) {
    for (const width of [1280, 375]) {
      it(`a visitor reads it in ${language} at ${width} px: every subject, right to left where it should be, axe clean`, async () => {
        const { context, page } = await newPage(browser, { language, width });
        await page.goto('/help');
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        const rtl = language === 'arabic' || language === 'urdu';
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
        const subjects = page.locator('main section h2');
        expect(await subjects.count()).toBe(7);
        expect(await subjects.first().textContent()).toBe(firstSubject);
        // The contents list jumps to each subject.
        expect(
          await page
            .getByRole('navigation')
            .filter({ has: page.locator('#help-contents') })
            .getByRole('link')
            .count(),
        ).toBe(7);
        expect(await page.locator('main a[href="mailto:support@hidaya.app"]').count()).toBe(2);
        expect(await horizontalOverflow(page)).toBe(0);
        await expectAxeClean(page);
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it("is reached from the footer of the blog and the landing page, and from the sidebar's More group when signed in", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/blog');
    await page.locator('footer').getByRole('link', { name: 'Help' }).click();
    await waitForPath(page, '/help');
    await page.goto('/landing');
    await page.locator('footer').getByRole('link', { name: 'Help' }).click();
    await waitForPath(page, '/help');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Help Center');

    await registerViaApi(page);
    await page.goto('/prayer-tracker');
    const more = page.getByRole('navigation', { name: 'More' });
    await more.getByRole('link', { name: 'Help' }).click();
    await waitForPath(page, '/help');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Help Center');
    // Signed in, the page is the app's, with its sidebar.
    expect(await page.getByRole('navigation', { name: 'More' }).count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the weight of the public pages (issues 9 and 14)', () => {
  it('the signed-out home, /landing, /blog, an article and /help each load at most 100 KB of gzipped JavaScript, and show without it', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/', '/landing', '/blog', '/blog/wudu-step-by-step', '/help']) {
      const scripts: string[] = [];
      const listener = (response: { url: () => string; request: () => { resourceType: () => string } }) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      };
      page.on('response', listener);
      await page.goto(path, { waitUntil: 'networkidle' });
      page.off('response', listener);
      let gzipped = 0;
      for (const url of scripts)
        gzipped += gzipSync(await (await context.request.get(url)).body(), { level: 9 }).length;
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(gzipped, `${path}: ${gzipped} bytes of gzipped JavaScript`).toBeLessThanOrEqual(
        PUBLIC_JS_BUDGET_BYTES,
      );
    }
    // The markup is in the HTML itself: with scripts off the article still reads.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: page.url() });
    const bare = await noScript.newPage();
    await bare.goto('/blog/wudu-step-by-step');
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe(
      'How to Make Wudu: A Step-by-Step Guide for Families',
    );
    await bare.goto('/');
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe('AI Islamic Learning Platform');
    expect(await bare.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(1);
    await noScript.close();
    await context.close();
  });
});

/** The app's signed-in frame; the page the server draws for a visitor has none. */
const sidebar = (page: Page) => page.getByTestId('sidebar');

describe('the signed-out home, drawn on the server', () => {
  it('is the sign-in page without the app: empty fields show their messages under them, and clear as they are filled', async () => {
    const { context, page } = await newPage(browser);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) logins.push(request.method());
    });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('AI Islamic Learning Platform');
    // No React: no interface-language chunk, no app entry.
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /\/assets\/(locale-|index-)/.test(path)),
      ),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('Username is required');
    expect(await page.getByRole('main').textContent()).toContain('Password is required');
    // Each message is the field's description, the field marked invalid, and the first one focused.
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    expect(await username.evaluate((input) => document.activeElement === input)).toBe(true);
    const describedBy = await password.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Password is required');
    await expectAxeClean(page);

    await username.fill('someone');
    await expect.poll(() => page.getByRole('main').textContent()).not.toContain('Username is required');
    expect(await username.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByRole('main').textContent()).toContain('Password is required');
    expect(logins).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("says a wrong password is wrong, with the spec's message, and stays on the page", async () => {
    const { context, page } = await newPage(browser);
    const account = await registerViaApi(page);
    await context.clearCookies();
    await page.goto('/');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Login failed');
    expect(await toast(page).textContent()).toContain('Invalid username or password');
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await (await page.request.get('/api/auth/user')).json()).toBeNull();

    // Like the app's, the toast has a close button, and the next try takes it down.
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByTestId('toast').count()).toBe(1);
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
    expect(await page.getByRole('main').textContent()).toContain('Password is required');
    await expectAxeClean(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('signs in as the app does: JSON, a pending button that keeps the focus, then the signed-in home with the welcome toast, once', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerViaApi(page);
    await context.clearCookies();
    await page.goto('/');
    expect(await sidebar(page).count()).toBe(0);

    // The answer is held back until the pending state is seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: { body: unknown; type: string | undefined }[] = [];
    await page.route('**/api/auth/login', async (route) => {
      sent.push({ body: route.request().postDataJSON(), type: route.request().headers()['content-type'] });
      await held;
      await route.continue();
    });
    await page.getByLabel('Username').fill(`  ${account.username} `);
    await page.getByLabel('Password').fill(account.password);
    // From the keyboard: a screen-reader or keyboard user keeps their place on the pending button,
    // and pressing again while pending sends nothing more.
    await submitFromKeyboardKeepsFocus(page, page, 'Sign In', 'Signing In...');
    release();

    await expect.poll(() => toast(page).textContent(), { timeout: 15_000 }).toContain('Welcome back!');
    expect(await toast(page).textContent()).toContain(`Logged in as ${account.username}`);
    await waitForPath(page, '/');
    await expect.poll(() => sidebar(page).count()).toBe(1);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(account.username);
    // The username as the schema reads it (trimmed), as JSON: the app's own request.
    expect(sent).toEqual([
      { body: { username: account.username, password: account.password }, type: 'application/json' },
    ]);

    // The welcome was for that arrival only.
    await page.reload();
    await expect
      .poll(() => page.getByRole('main').textContent(), { timeout: 15_000 })
      .toContain(account.username);
    expect(await page.getByText('Welcome back!').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("in Arabic: right to left, messages in Arabic, the server's refusal translated by its code, axe clean at 375 px", async () => {
    const { context, page } = await newPage(browser, { language: 'arabic', width: 375 });
    const account = await registerViaApi(page);
    await context.clearCookies();
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'منصة التعلّم الإسلامي بالذكاء الاصطناعي',
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAxeClean(page);

    const submit = page.getByRole('button', { name: 'تسجيل الدخول', exact: true });
    await submit.click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('اسم المستخدم مطلوب');
    expect(await page.getByRole('main').textContent()).toContain('كلمة المرور مطلوبة');

    await page.getByLabel('اسم المستخدم').fill(account.username);
    await page.getByLabel('كلمة المرور').fill('Wrong#Pass1');
    await submit.click();
    await expect.poll(() => toast(page).textContent()).toContain('تعذّر تسجيل الدخول');
    expect(await toast(page).textContent()).toContain('اسم المستخدم أو كلمة المرور غير صحيحة');
    await expectAxeClean(page);

    await page.getByLabel('كلمة المرور').fill(account.password);
    await submit.click();
    await expect.poll(() => toast(page).textContent(), { timeout: 15_000 }).toContain('أهلًا بعودتك!');
    expect(await toast(page).textContent()).toContain(`تم تسجيل الدخول باسم ${account.username}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('a stale session cookie gets the app, which draws the same page, and its form signs in', async () => {
    const { context, page } = await newPage(browser);
    const account = await registerViaApi(page);
    await context.clearCookies();
    await context.addCookies([{ name: 'hidaya_sid', value: 'stale', url: baseURL() }]);
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('AI Islamic Learning Platform');
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/locale-en-/.test(entry.name)),
      ),
    ).toBe(true);
    await page.getByPlaceholder('Enter your username').fill(account.username);
    await page.getByPlaceholder('Enter your password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Welcome back!');
    await expect.poll(() => sidebar(page).count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
