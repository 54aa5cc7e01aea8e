import type { BlogPost, BlogPostSummary } from '@/contracts/blog';
import { cachedJson } from '@/client/lib/page-data';

export const BLOG_POSTS_URL = '/api/blog/posts';

/** GET /api/blog/posts: every published article (the list filters them itself). */
export function getBlogPosts(): Promise<BlogPostSummary[] | null> {
  return cachedJson<BlogPostSummary[]>(BLOG_POSTS_URL);
}

/** GET /api/blog/posts/{slug}: one article, or null when it does not exist. */
export function getBlogPost(slug: string): Promise<BlogPost | null> {
  return cachedJson<BlogPost>(`${BLOG_POSTS_URL}/${encodeURIComponent(slug)}`);
}
