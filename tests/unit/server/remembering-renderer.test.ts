import { describe, expect, it } from 'vitest';
import type { PublicPageRequest } from '@/contracts/public-pages';
import { rememberingRenderer } from '@/server/platform/html-document';

describe('the public pages are drawn again only when what they show changes', () => {
  const request = (overrides: Partial<PublicPageRequest> = {}): PublicPageRequest => ({
    path: '/blog',
    search: '',
    language: 'en',
    data: { '/api/blog/posts': [{ slug: 'a', title: 'A' }] },
    ...overrides,
  });

  it('draws a page once for the same path, query, language and data, and again when one changes', () => {
    const drawn: PublicPageRequest[] = [];
    const render = rememberingRenderer((r) => {
      drawn.push(r);
      return `<h1>${r.path} ${r.language} ${drawn.length}</h1>`;
    });
    expect(render(request())).toBe('<h1>/blog en 1</h1>');
    expect(render(request())).toBe('<h1>/blog en 1</h1>');
    expect(render(request({ language: 'ar' }))).toBe('<h1>/blog ar 2</h1>');
    expect(render(request({ search: 'search=wudu' }))).toBe('<h1>/blog en 3</h1>');
    // An article published: the list's data changed, so the page is drawn again.
    expect(render(request({ data: { '/api/blog/posts': [{ slug: 'b', title: 'B' }] } }))).toBe(
      '<h1>/blog en 4</h1>',
    );
    expect(drawn).toHaveLength(4);
  });

  it('keeps only the most recently used pages', () => {
    let count = 0;
    const render = rememberingRenderer(() => String(++count), 2);
    render(request({ path: '/a' }));
    render(request({ path: '/b' }));
    render(request({ path: '/a' })); // used again: /b is now the oldest
    render(request({ path: '/c' })); // /b goes
    expect(render(request({ path: '/a' }))).toBe('1');
    expect(render(request({ path: '/b' }))).toBe('4');
  });
});
