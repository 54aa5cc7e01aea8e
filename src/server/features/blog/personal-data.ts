import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema/blog';

/** The articles a person wrote (administrators), for their data download (decision 023). */
export async function blogPersonalData(db: Db, userId: number) {
  const posts = await db
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      published: blogPosts.published,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.authorId, userId))
    .orderBy(asc(blogPosts.createdAt));
  return {
    articlesWritten: posts.map((p) => ({
      ...p,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}
