import { Feed } from 'feed';
import { PRODUCT_NAME } from '@/contracts/constants';
import type { Clock } from '../../platform/clock';
import { BLOG_FEED_PATH } from './page-heads';
import type { BlogService } from './service';

/** The RSS feed of the published articles, newest first, with links under the site's address `base`. */
export function blogFeed(blog: BlogService, clock: Clock) {
  return async (base: string): Promise<string> => {
    const posts = await blog.publishedRows();
    const feed = new Feed({
      title: `${PRODUCT_NAME} Islamic Blog`,
      description:
        'Articles on learning to pray, teaching children salah and using AI wisely for religious learning.',
      id: `${base}/blog`,
      link: `${base}/blog`,
      language: 'en',
      updated: posts[0]?.updatedAt ?? clock.now(),
      generator: false,
      feedLinks: { rss: `${base}${BLOG_FEED_PATH}` },
      copyright: `© ${PRODUCT_NAME}`,
    });
    for (const post of posts) {
      feed.addItem({
        title: post.title,
        id: `${base}/blog/${post.slug}`,
        link: `${base}/blog/${post.slug}`,
        description: post.excerpt,
        content: post.content,
        date: post.publishedAt ?? post.updatedAt,
        category: [{ name: post.category }],
      });
    }
    return feed.rss2();
  };
}
