import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { matchesBlogSearch, readTimeMinutes } from '@/contracts/blog-rules';
import { BLOG_CONTENT_DIR, loadBlogContent, parseArticle } from '@/server/features/blog/content';

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries({
    title: 'Keeping Fajr',
    slug: 'keeping-fajr',
    excerpt: 'Small habits.',
    category: 'Prayer Tips',
    keywords: '[fajr]',
    metaTitle: 'Keeping Fajr',
    metaDescription: 'Small habits for Fajr.',
    date: '2026-04-10',
    sources: '["Sahih Muslim 656"]',
    ...fields,
  })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\nSleep early.\n`;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('blog content files', () => {
  it('reads the front matter, the date as a UTC day, and renders the body', () => {
    const article = parseArticle('keeping-fajr.md', frontMatter({}));
    expect(article).toMatchObject({
      slug: 'keeping-fajr',
      category: 'Prayer Tips',
      keywords: ['fajr'],
      sources: ['Sahih Muslim 656'],
      publishedAt: new Date('2026-04-10T00:00:00Z'),
      html: '<p>Sleep early.</p>\n',
    });
  });

  it('names the file and every field at fault', () => {
    expect(() =>
      parseArticle(
        'bad.md',
        frontMatter({ category: 'Fiqh', slug: 'Bad Slug', sources: '', date: '2026-02-30x' }),
      ),
    ).toThrow(/^content\/blog\/bad\.md: slug: .*; category: .*; date: .*; sources: /);
    expect(() => parseArticle('extra.md', frontMatter({ author: 'someone' }))).toThrow(/extra\.md: .*author/);
  });

  it('skips notes in capitals and refuses two files with one slug', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
    writeFileSync(path.join(dir, 'SOURCES.md'), '# sources');
    writeFileSync(path.join(dir, 'a.md'), frontMatter({}));
    expect(loadBlogContent(dir).map((a) => a.file)).toEqual(['a.md']);
    writeFileSync(path.join(dir, 'b.md'), frontMatter({}));
    expect(() => loadBlogContent(dir)).toThrow('content/blog: b.md and a.md share the slug keeping-fajr');
  });

  it('every article shipped in content/blog is valid', () => {
    expect(() => loadBlogContent(BLOG_CONTENT_DIR)).not.toThrow();
  });
});

describe('blog rules', () => {
  it('read time is words / 200 rounded up', () => {
    expect([1, 200, 201, 400, 401].map(readTimeMinutes)).toEqual([1, 1, 2, 2, 3]);
  });

  it('search matches title or excerpt case-insensitively, with an exact optional category', () => {
    const post = { title: 'Keeping Fajr', excerpt: 'Wake for the dawn prayer', category: 'Prayer Tips' };
    expect(matchesBlogSearch(post, 'FAJR')).toBe(true);
    expect(matchesBlogSearch(post, 'Dawn')).toBe(true);
    expect(matchesBlogSearch(post, 'wudu')).toBe(false);
    expect(matchesBlogSearch(post, '', 'Prayer Tips')).toBe(true);
    expect(matchesBlogSearch(post, 'fajr', 'Learning')).toBe(false);
    expect(matchesBlogSearch(post, '  ', null)).toBe(true);
  });
});
