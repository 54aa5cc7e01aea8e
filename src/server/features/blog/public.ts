import type { Db } from '../../db/client';
import { blogRepository } from './repository';

/** The blog's pages for the sitemap: the list and every published article with its last change. */
export async function blogSitemapEntries(db: Db): Promise<{ path: string; lastModified?: Date }[]> {
  const posts = await blogRepository(db).listPublished();
  return [
    { path: '/blog', lastModified: posts[0]?.updatedAt },
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
  ];
}
export { blogPersonalData } from './personal-data';
