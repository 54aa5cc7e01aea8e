import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogPostsPanel } from '@/client/features/admin/components/blog-posts-panel';
import { applyLanguage } from '@/client/lib/i18n';
import { renderWithProviders } from '../render';

beforeEach(async () => {
  await applyLanguage('english', { persist: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/admin/blog/posts'
        ? Response.json([])
        : Response.json({ message: 'Not found' }, { status: 404 }),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('Admin > Blog from the keyboard', () => {
  it('New article moves the focus to the editor heading, and closing the editor back to New article', async () => {
    renderWithProviders(<BlogPostsPanel />);
    const open = screen.getByRole('button', { name: 'New article' });
    open.focus();
    fireEvent.click(open);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New article' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New article' }));
  });
});

describe('Admin > Blog list', () => {
  it("names each article's language and sets it on the title", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json([
          {
            id: 3,
            slug: 'al-salah',
            title: 'الصلاة في وقتها',
            excerpt: 'مقتطف',
            category: 'Learning',
            language: 'ar',
            keywords: [],
            publishedAt: null,
            readTimeMinutes: 1,
            metaTitle: null,
            metaDescription: null,
            sources: [],
            published: false,
            updatedAt: '2026-06-01T00:00:00.000Z',
            origin: 'admin',
            createdAt: '2026-06-01T00:00:00.000Z',
          },
        ]),
      ),
    );
    renderWithProviders(<BlogPostsPanel />);
    const title = await screen.findByText('الصلاة في وقتها');
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(screen.getByText('Arabic')).toBeTruthy();
  });
});
