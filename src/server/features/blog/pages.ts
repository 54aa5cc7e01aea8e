import type { PageHead } from '../../platform/html-document';
import { articleHead, BLOG_POSTS_URL, blogHead, missingArticleHead } from './page-heads';
import { type BlogService, toPost } from './service';

/**
 * What the server draws /blog and /blog/:slug with: the page's head and the data the client would
 * ask for, keyed by its API address so the page shows it without asking again.
 */
export function blogPages(blog: BlogService) {
  return {
    /** The list of published articles. */
    async list(): Promise<{ head: PageHead; data: Record<string, unknown> }> {
      return { head: blogHead(), data: { [BLOG_POSTS_URL]: await blog.listPublished() } };
    },

    /** A missing article is a real 404 for crawlers; the page itself still shows 'Article Not Found'. */
    async article(
      slug: string,
    ): Promise<{ status: 200 | 404; head: PageHead; data: Record<string, unknown> }> {
      const post = await blog.publishedRow(slug);
      return {
        status: post ? 200 : 404,
        head: post ? articleHead(post) : missingArticleHead(slug),
        // null: the page shows 'Article Not Found' without asking again.
        data: { [`${BLOG_POSTS_URL}/${encodeURIComponent(slug)}`]: post ? toPost(post) : null },
      };
    },
  };
}
