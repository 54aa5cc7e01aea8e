import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './columns';

/**
 * Blog posts (decision 018). `content` is the sanitised HTML shown to readers; `markdown` is
 * what it was rendered from, so an admin edits the source. Posts from content/blog have origin
 * 'content' and are rewritten from their files at every start.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    excerpt: text().notNull(),
    content: text().notNull(),
    markdown: text().notNull(),
    metaTitle: text(),
    metaDescription: text(),
    keywords: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sources: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text().notNull(),
    /** The language the article is written in: one of the interface's five codes (decision 018). */
    language: text().notNull().default('en'),
    origin: text().notNull().default('admin'),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    published: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published_idx').on(t.published, t.publishedAt)],
);

/**
 * Images uploaded in the blog editor (decision 018): the site's, not a person's, kept in the database
 * like kept recordings so that a backup or a second instance has them; served from the app's origin.
 */
export const blogImages = pgTable(
  'blog_images',
  {
    id: serial().primaryKey(),
    contentType: text().notNull(),
    data: bytea().notNull(),
    byteSize: integer().notNull(),
    alt: text().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting an account sets its uploads' uploadedBy to null: found by this index, not a scan.
  (t) => [index('blog_images_uploaded_by_idx').on(t.uploadedBy)],
);
