import { asc, eq } from 'drizzle-orm';
import { blogImagePath, type BlogImageType } from '@/contracts/blog-rules';
import type { Db } from '../../db/client';
import { blogImages, blogPosts } from '../../db/schema/blog';

/** The articles a person wrote and the images they uploaded (administrators), for their data download (decision 023). */
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
  const images = await db
    .select({
      id: blogImages.id,
      contentType: blogImages.contentType,
      alt: blogImages.alt,
      createdAt: blogImages.createdAt,
    })
    .from(blogImages)
    .where(eq(blogImages.uploadedBy, userId))
    .orderBy(asc(blogImages.id));
  return {
    imagesUploaded: images.map((image) => ({
      url: blogImagePath(image.id, image.contentType as BlogImageType),
      alt: image.alt,
      createdAt: image.createdAt.toISOString(),
    })),
    articlesWritten: posts.map((p) => ({
      ...p,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}
