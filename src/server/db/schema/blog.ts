import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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
    origin: text().notNull().default('admin'),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    published: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published_idx').on(t.published, t.publishedAt)],
);
