import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, pageErrors } from './support/browser';
import { E2E_ADMIN_ACCOUNT } from './support/global-setup';
import { expectAxeClean, toast } from './support/page';

const browser = browserForFile();

/** A 4x4 PNG (drawn by resvg), a real image a browser decodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR4nGPktTb5z4AEyBAAAOgwBfGo7+jAAAAAAElFTkSuQmCC',
  'base64',
);

describe('an image uploaded into an article (decision 018)', () => {
  it('an admin uploads it with its alt text, publishes, and a signed-out visitor sees it load from the site', async () => {
    const { context, page } = await newPage(browser());
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN_ACCOUNT })).status()).toBe(200);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'New article' }).click();

    // The slug is proposed from the title.
    const stamp = Date.now().toString(36);
    await page.getByLabel('Title', { exact: true }).fill(`Praying by the Window ${stamp}`);
    await page.getByLabel('Excerpt').click();
    await expect.poll(() => page.getByLabel('Slug').inputValue()).toBe(`praying-by-the-window-${stamp}`);
    const slug = await page.getByLabel('Slug').inputValue();
    await page.getByLabel('Excerpt').fill('Where the light falls on the prayer mat.');
    await page.getByLabel('Category').selectOption('Prayer Tips');
    await page.locator('select[name="language"]').selectOption('en');
    const markdown = page.getByLabel('Article (Markdown)');
    await markdown.fill('Pray where you can be still.');

    await page.getByRole('button', { name: 'Insert image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog
      .getByLabel('Image file')
      .setInputFiles({ name: 'mat.png', mimeType: 'image/png', buffer: PNG });
    // No alt text: refused in the dialog, nothing uploaded.
    await dialog.getByRole('button', { name: 'Upload and insert' }).click();
    await expect.poll(() => dialog.getByText('Describe the image (alt text is required)').count()).toBe(1);
    await expectAxeClean(page);
    await dialog.getByLabel('Description (alt text)').fill('A prayer mat by a window');
    await dialog.getByRole('button', { name: 'Upload and insert' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => markdown.inputValue())
      .toMatch(/^Pray where you can be still\.\n\n!\[A prayer mat by a window\]\(\/blog-images\/\d+\.png\)$/);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Article saved');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Article published');
    expect(pageErrors(page)).toEqual([]);
    await context.close();

    // A visitor without a session: the page drawn by the server, the image from the site's own origin.
    const { context: visitorContext, page: visitor } = await newPage(browser());
    expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(200);
    const image = visitor.locator('main .article-body img[alt="A prayer mat by a window"]');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(4);
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/blog-images\/\d+\.png$/);
    const served = await visitor.request.get(src!);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    // Nothing refused by the CSP (img-src 'self'), no script error.
    expect(pageErrors(visitor)).toEqual([]);
    await visitorContext.close();
  });
});
