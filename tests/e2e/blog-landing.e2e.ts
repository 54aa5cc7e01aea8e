import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, type LanguageName, newPage, pageErrors } from './support/browser';
import { E2E_ADMIN_ACCOUNT } from './support/global-setup';
import { expectAxeClean, horizontalOverflow, toast, waitForPath } from './support/page';

const browser = browserForFile();

const settle = (page: Page) => page.waitForFunction(() => document.querySelector('h1'));
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

describe('blog list', () => {
  it('features the newest article first, searches title and excerpt, filters by category', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/blog');
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Islamic Blog');
    const first = page.getByRole('article').first();
    await expect.poll(() => first.getByText('Featured').count()).toBe(1);
    const all = await cardTitles(page);
    expect(all.length).toBeGreaterThanOrEqual(12);

    const search = page.getByRole('searchbox', { name: 'Search articles' });
    // In one title and, as "wudu away from home", in another article's excerpt.
    await search.fill('WUDU');
    await expect
      .poll(() => cardTitles(page))
      .toEqual([
        'Praying at Work or School: A Practical Guide',
        'How to Make Wudu: A Step-by-Step Guide for Families',
      ]);
    // Only in an excerpt.
    await search.fill('diyanet');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['Why Prayer Times Differ: Calculation Methods Explained']);
    await search.fill('no article talks about this');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'No articles found' }).count())
      .toBe(1);
    await search.fill('');
    // A visitor's list is filtered by the server as they type: the whole list comes back.
    await expect.poll(() => cardTitles(page)).toEqual(all);

    await page.getByRole('button', { name: 'Prayer Tips' }).click();
    expect(await page.getByRole('button', { name: 'Prayer Tips' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await cardTitles(page)).length).toBeLessThan(all.length);
    const badges = await page
      .getByRole('article')
      .locator('span', { hasText: /^Prayer Tips$/ })
      .count();
    expect(badges).toBe(await page.getByRole('article').count());
    await page.getByRole('button', { name: 'All' }).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(all.length);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the public pages without the app', () => {
  it('a visitor changes the language with the header picker, and it is kept on the device', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/blog');
    await settle(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('arabic');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('المدونة الإسلامية');
    expect(
      await page.evaluate(() => [document.documentElement.dir, localStorage.getItem('appLanguage')]),
    ).toEqual(['rtl', 'arabic']);
    // A link to a page of the app loads the app.
    await page.getByRole('link', { name: 'هداية' }).first().click();
    await waitForPath(page, '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('an article', () => {
  it('shows its category, title, excerpt, date, read time, keywords and calls to action; Share copies the link', async () => {
    const { context, page } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    // The fallback path: a browser without the Web Share API.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/blog');
    await settle(page);
    await page.getByRole('link', { name: 'How to Make Wudu: A Step-by-Step Guide for Families' }).click();
    await waitForPath(page, '/blog/wudu-step-by-step');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('How to Make Wudu: A Step-by-Step Guide for Families');
    expect(await page.title()).toBe('How to Make Wudu Step by Step | Hidaya');
    const main = page.getByRole('main');
    expect(await main.getByText('Islamic Guidance', { exact: true }).count()).toBe(1);
    expect(await main.getByText(/min read$/).count()).toBe(1);
    expect(await main.locator('time').textContent()).toBe('June 16, 2026');
    expect(await main.getByRole('listitem').filter({ hasText: 'how to make wudu' }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Find a Dua' }).getAttribute('href')).toBe('/duas');
    expect(await main.getByRole('link', { name: 'Learn to Pray' }).getAttribute('href')).toBe('/learn');

    await main.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL()}/blog/wudu-step-by-step`,
    );
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("a missing article answers 404 and shows 'Article Not Found' with a way back", async () => {
    const { context, page } = await newPage(browser());
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Article Not Found');
    expect(
      await page.getByText("The article you're looking for doesn't exist or has been moved.").count(),
    ).toBe(1);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await waitForPath(page, '/blog');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Islamic Blog');
    await context.close();
  });
});

describe('landing page', () => {
  it('at 375 px: the menu toggle opens the section links, an anchor scrolls to its section, sign-up links go to /register', async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 740 });
    await page.goto('/landing');
    await settle(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = page.locator(`#${(await toggle.getAttribute('aria-controls'))!.replaceAll(':', '\\:')}`);
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);

    await menu.getByRole('link', { name: 'Curriculum' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#curriculum');
    expect(await menu.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('curriculum')!.getBoundingClientRect().top))
      .toBeLessThan(200);
    const bands = await page.locator('#curriculum h3').allTextContents();
    expect(bands).toEqual(['Foundation Stories', 'Islamic History', 'Advanced Topics']);
    expect(
      await page
        .locator('#curriculum')
        .getByText(/^Ages (5-7|8-10|11-13)$/)
        .allTextContents(),
    ).toEqual(['Ages 5-7', 'Ages 8-10', 'Ages 11-13']);

    await toggle.click();
    await menu.getByRole('link', { name: 'Features' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#features');

    const registerLinks = await page.locator('a[href="/register"]').count();
    expect(registerLinks).toBeGreaterThanOrEqual(3);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  it('has its sections in order, the claims, labelled example testimonials and the footer links', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/landing');
    await settle(page);
    const headings = await page.locator('main h1, main h2').allTextContents();
    expect(headings).toEqual([
      'Weekly Islamic classes your child will look forward to',
      'Everything a young learner needs',
      'A curriculum that grows with your child',
      'Pricing',
      'What parents say',
      'Give your child a love for their faith',
    ]);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const claim of [
      '4.9',
      '500+',
      '25 countries',
      '$25',
      'First week free',
      '24/7 support',
      'Cancel anytime',
      'No credit card needed',
      '60+',
      '120',
    ]) {
      expect(text, claim).toContain(claim);
    }
    expect(text).toContain('Example testimonials');
    expect(await page.locator('main blockquote').count()).toBe(3);
    const footer = page.locator('footer');
    await expect.poll(() => footer.locator('a[href^="mailto:support@hidaya.app"]').count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(await footer.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    await context.close();
  });
});

describe('authoring', () => {
  it('an admin writes an article in the Blog tab, previews it, saves a draft (404 for visitors), publishes it', async () => {
    const { context, page } = await newPage(browser());
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN_ACCOUNT })).status()).toBe(200);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'New article' }).click();
    const slug = `e2e-article-${Date.now().toString(36)}`;
    await page.getByLabel('Title', { exact: true }).fill('Praying on a Journey');
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill('Shortening prayers while travelling.');
    await page.getByLabel('Category').selectOption('Islamic Guidance');
    // The article's language has no default: the author chooses it (decision 018).
    await page.locator('select[name="language"]').selectOption('en');
    await page
      .getByLabel('Article (Markdown)')
      .fill('## Qasr\n\nTravellers shorten four-unit prayers to two (Quran 4:101).<script>x()</script>');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.locator('form .article-body');
    await expect.poll(() => preview.locator('h2').textContent()).toBe('Qasr');
    expect(await preview.locator('script').count()).toBe(0);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Article saved');
    const { context: visitorContext, page: visitorPage } = await newPage(browser());
    expect((await visitorPage.goto(`/blog/${slug}`))?.status()).toBe(404);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Article published');
    expect((await visitorPage.goto(`/blog/${slug}`))?.status()).toBe(200);
    await expect
      .poll(() => visitorPage.getByRole('heading', { level: 1 }).textContent())
      .toBe('Praying on a Journey');
    await visitorContext.close();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('five languages, right to left, 375 px, axe', () => {
  const cases: [LanguageName, string, string][] = [
    ['english', '/blog', 'Islamic Blog'],
    ['arabic', '/blog', 'المدونة الإسلامية'],
    ['urdu', '/blog/wudu-step-by-step', 'How to Make Wudu: A Step-by-Step Guide for Families'],
    ['turkish', '/landing', 'Çocuğunuzun sabırsızlıkla beklediği haftalık İslami dersler'],
    ['french', '/landing', 'Des cours islamiques hebdomadaires que votre enfant attendra avec joie'],
    ['arabic', '/landing', 'حصص إسلامية أسبوعية ينتظرها طفلك بشوق'],
    ['english', '/blog/wudu-step-by-step', 'How to Make Wudu: A Step-by-Step Guide for Families'],
    ['arabic', '/blog/no-such-article', 'المقالة غير موجودة'],
  ];
  for (const [language, path, heading] of cases) {
    for (const width of [1280, 375]) {
      it(`${path} in ${language} at ${width} px`, async () => {
        const { context, page } = await newPage(browser(), { language, width });
        await page.goto(path);
        await settle(page);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        const rtl = language === 'arabic' || language === 'urdu';
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
        expect(await horizontalOverflow(page)).toBe(0);
        await expectAxeClean(page);
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
