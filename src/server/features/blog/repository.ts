import { and, desc, eq, like, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogImages, blogPosts } from '../../db/schema/blog';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type BlogImageRow = typeof blogImages.$inferSelect;
export type NewBlogImage = typeof blogImages.$inferInsert;

/** Newest first; a post never published (a draft) sorts by when it was written. */
const newestFirst = [
  desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
  desc(blogPosts.id),
];

export function blogRepository(db: Db) {
  return {
    async listPublished(): Promise<BlogPostRow[]> {
      return db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(...newestFirst);
    },
    async listAll(): Promise<BlogPostRow[]> {
      return db
        .select()
        .from(blogPosts)
        .orderBy(...newestFirst);
    },
    async bySlug(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      return row;
    },
    async byId(id: number): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row;
    },
    /** The posts whose slug is `base` or `base-` followed by anything (a slug has no LIKE wildcard). */
    /** The slugs beginning with `prefix` (a slug is letters, digits and hyphens: no LIKE wildcard). */
    async slugsLike(prefix: string): Promise<{ id: number; slug: string }[]> {
      return db
        .select({ id: blogPosts.id, slug: blogPosts.slug })
        .from(blogPosts)
        .where(like(blogPosts.slug, `${prefix}%`));
    },
    async insertImage(values: NewBlogImage): Promise<BlogImageRow> {
      const [row] = await db.insert(blogImages).values(values).returning();
      return row!;
    },
    async imageById(id: number): Promise<BlogImageRow | undefined> {
      const [row] = await db.select().from(blogImages).where(eq(blogImages.id, id));
      return row;
    },
    async insert(values: NewBlogPost): Promise<BlogPostRow> {
      const [row] = await db.insert(blogPosts).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewBlogPost>): Promise<BlogPostRow | undefined> {
      const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
      return row;
    },
    /**
     * Makes the posts of content/blog what their files say. A file's slug wins over a post written
     * in the editor with the same slug; posts whose file is gone are removed; admin posts stay.
     */
    async syncContent(posts: NewBlogPost[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        for (const post of posts) {
          const { slug: _slug, ...changes } = post;
          const [existing] = await tx.select().from(blogPosts).where(eq(blogPosts.slug, post.slug));
          if (!existing) {
            // Two instances starting together both try: the second finds the row there.
            await tx
              .insert(blogPosts)
              .values({ ...post, createdAt: now, updatedAt: now })
              .onConflictDoNothing();
          } else if (differs(existing, post)) {
            await tx
              .update(blogPosts)
              .set({ ...changes, authorId: null, updatedAt: now })
              .where(eq(blogPosts.id, existing.id));
          }
        }
        const slugs = posts.map((post) => post.slug);
        await tx
          .delete(blogPosts)
          .where(
            slugs.length
              ? and(eq(blogPosts.origin, 'content'), notInArray(blogPosts.slug, slugs))
              : eq(blogPosts.origin, 'content'),
          );
      });
    },
  };
}

/** Whether a stored post differs from its file, so an unchanged article keeps its updatedAt. */
function differs(row: BlogPostRow, post: NewBlogPost): boolean {
  return (Object.keys(post) as (keyof NewBlogPost)[]).some((key) => {
    const stored = row[key as keyof BlogPostRow];
    const wanted = post[key];
    if (wanted instanceof Date) return !(stored instanceof Date) || stored.getTime() !== wanted.getTime();
    if (Array.isArray(wanted)) return JSON.stringify(stored) !== JSON.stringify(wanted);
    return stored !== wanted;
  });
}
