import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost, BlogPostSummary } from '@/contracts/blog';
import { BlogArticlePage } from '@/client/features/blog/pages/blog-article-page';
import { BlogListPage } from '@/client/features/blog/pages/blog-list-page';
import { applyLanguage } from '@/client/lib/i18n';
import { renderWithPageData } from '@/client/lib/page-data';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { eachTestInEnglish, renderWithProviders } from '../render';

eachTestInEnglish();
// Nothing here needs the network: the pages read their data from page data (drawWithData).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ message: 'Not found' }, { status: 404 })),
  );
});

let nextId = 1;
const summary = (slug: string, language: string, title: string, publishedAt: string): BlogPostSummary => ({
  id: nextId++,
  slug,
  title,
  excerpt: `${title}, the excerpt.`,
  category: 'Learning',
  language: language as BlogPostSummary['language'],
  keywords: [],
  publishedAt,
  readTimeMinutes: 1,
});

// Newest first, as the API answers without a language.
const POSTS = [
  summary('english-newest', 'en', 'Praying at Work', '2026-06-03T00:00:00.000Z'),
  summary('arabic-one', 'ar', 'الصلاة في وقتها', '2026-06-02T00:00:00.000Z'),
  summary('french-one', 'fr', 'La prière à l’heure', '2026-06-01T00:00:00.000Z'),
  summary('arabic-older', 'ar', 'تعلم الوضوء', '2026-05-01T00:00:00.000Z'),
];

const ARABIC_ARTICLE: BlogPost = {
  ...POSTS[1]!,
  content: '<p>نص المقالة</p>',
  metaTitle: null,
  metaDescription: null,
  sources: ['صحيح مسلم ٦٥٦'],
  published: true,
  updatedAt: '2026-06-02T00:00:00.000Z',
};

/** Draws the page with its data at hand, as the server draws it and as page data gives it to the app. */
const drawWithData = (ui: ReactElement) =>
  renderWithPageData({ '/api/blog/posts': POSTS, '/api/blog/posts/arabic-one': ARABIC_ARTICLE }, () =>
    renderWithProviders(ui),
  );

const cards = (container: HTMLElement) => {
  return within(container)
    .getAllByRole('article')
    .map((card) => ({
      title: within(card).getByRole('link').textContent,
      mark: card.querySelector('[data-article-language]')?.textContent ?? null,
      lang: within(card).getByRole('heading').getAttribute('lang'),
      dir: within(card).getByRole('heading').getAttribute('dir'),
    }));
};

describe("/blog: the interface language's articles first, the others marked", () => {
  it('in English: the English article first, then the others newest first, each marked with its language', () => {
    const { container } = drawWithData(<BlogListPage />);
    expect(cards(container)).toEqual([
      { title: 'Praying at Work', mark: null, lang: 'en', dir: 'ltr' },
      { title: 'الصلاة في وقتها', mark: 'In Arabic', lang: 'ar', dir: 'rtl' },
      { title: 'La prière à l’heure', mark: 'In French', lang: 'fr', dir: 'ltr' },
      { title: 'تعلم الوضوء', mark: 'In Arabic', lang: 'ar', dir: 'rtl' },
    ]);
  });

  it('in Arabic: both Arabic articles first (newest first) without a mark; English and French marked in Arabic', async () => {
    await applyLanguage('arabic', { persist: false });
    const { container } = drawWithData(<BlogListPage />);
    expect(cards(container)).toEqual([
      { title: 'الصلاة في وقتها', mark: null, lang: 'ar', dir: 'rtl' },
      { title: 'تعلم الوضوء', mark: null, lang: 'ar', dir: 'rtl' },
      { title: 'Praying at Work', mark: 'باللغة: الإنجليزية', lang: 'en', dir: 'ltr' },
      { title: 'La prière à l’heure', mark: 'باللغة: الفرنسية', lang: 'fr', dir: 'ltr' },
    ]);
  });
});

describe("an article's page says its language", () => {
  it('names the language and sets lang and dir on the article’s own words', () => {
    const { hook } = memoryLocation({ path: '/blog/arabic-one' });
    drawWithData(
      <Router hook={hook}>
        <Route path="/blog/:slug" component={BlogArticlePage} />
      </Router>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('الصلاة في وقتها');
    expect(heading.getAttribute('lang')).toBe('ar');
    expect(heading.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('Language: Arabic').getAttribute('data-article-language')).toBe('ar');
    const body = screen.getByText('نص المقالة').closest('.article-body')!;
    expect(body.getAttribute('lang')).toBe('ar');
    expect(body.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('صحيح مسلم ٦٥٦').closest('ul')!.getAttribute('dir')).toBe('rtl');
  });
});
