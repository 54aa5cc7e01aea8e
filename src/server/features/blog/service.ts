import type { AdminBlogPost, AdminBlogPostListItem, BlogPost, BlogPostSummary } from '@/contracts/blog';
import { matchesBlogSearch, type BlogCategory } from '@/contracts/blog-rules';
import { blogMessages } from '@/contracts/messages/blog';
import type { blogPostInput } from '@/contracts/blog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db-errors';
import { Conflict, NotFound } from '../../platform/errors';
import type { ContentArticle } from './content';
import { articleReadTime, renderArticle } from './render';
import { blogRepository, type BlogPostRow } from './repository';

type PostInput = z.output<typeof blogPostInput>;

export function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as BlogCategory,
    keywords: row.keywords,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readTimeMinutes: articleReadTime(row.content),
  };
}

export function toPost(row: BlogPostRow): BlogPost {
  return {
    ...toSummary(row),
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    sources: row.sources,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminListItem(row: BlogPostRow): AdminBlogPostListItem {
  const { content: _content, ...post } = toPost(row);
  return { ...post, origin: row.origin as 'content' | 'admin', createdAt: row.createdAt.toISOString() };
}

function toAdminPost(row: BlogPostRow): AdminBlogPost {
  return {
    ...toPost(row),
    markdown: row.markdown,
    origin: row.origin as 'content' | 'admin',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The blog's rules: who sees which post, what is stored, when a post counts as published. */
export function blogService(db: Db, clock: Clock) {
  const repo = blogRepository(db);

  const editable = async (id: number) => {
    const row = await repo.byId(id);
    if (!row) throw new NotFound(blogMessages.blogPostNotFound);
    if (row.origin === 'content') throw new Conflict(blogMessages.blogPostReadOnly);
    return row;
  };
  const slugTaken = (error: unknown): never => {
    if (uniqueViolation(error)) throw new Conflict(blogMessages.blogSlugTaken, 'slug');
    throw error;
  };
  const fields = (input: PostInput) => ({
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    markdown: input.markdown,
    content: renderArticle(input.markdown),
    category: input.category,
    keywords: input.keywords,
    sources: input.sources,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
  });

  return {
    async syncContent(articles: ContentArticle[]): Promise<void> {
      await repo.syncContent(
        articles.map((article) => ({
          title: article.title,
          slug: article.slug,
          excerpt: article.excerpt,
          content: article.html,
          markdown: article.markdown,
          metaTitle: article.metaTitle,
          metaDescription: article.metaDescription,
          keywords: article.keywords,
          sources: article.sources,
          category: article.category,
          origin: 'content',
          published: true,
          publishedAt: article.publishedAt,
        })),
        clock.now(),
      );
    },

    async listPublished(search = '', category?: string): Promise<BlogPostSummary[]> {
      return (await repo.listPublished())
        .filter((row) => matchesBlogSearch(row, search, category))
        .map(toSummary);
    },

    /** Published posts for everyone; an unpublished one only for admins (others get 404). */
    async readable(slug: string, viewerIsAdmin: boolean): Promise<BlogPostRow> {
      const row = await repo.bySlug(slug);
      if (!row || (!row.published && !viewerIsAdmin)) throw new NotFound(blogMessages.blogPostNotFound);
      return row;
    },

    async publishedRow(slug: string): Promise<BlogPostRow | undefined> {
      const row = await repo.bySlug(slug);
      return row?.published ? row : undefined;
    },

    publishedRows: () => repo.listPublished(),

    listForAdmin: async () => (await repo.listAll()).map(toAdminListItem),

    async getForAdmin(id: number): Promise<AdminBlogPost> {
      const row = await repo.byId(id);
      if (!row) throw new NotFound(blogMessages.blogPostNotFound);
      return toAdminPost(row);
    },

    async create(input: PostInput, authorId: number): Promise<AdminBlogPost> {
      const now = clock.now();
      const row = await repo
        .insert({ ...fields(input), origin: 'admin', authorId, createdAt: now, updatedAt: now })
        .catch(slugTaken);
      return toAdminPost(row);
    },

    async update(id: number, input: PostInput): Promise<AdminBlogPost> {
      await editable(id);
      const row = await repo.update(id, { ...fields(input), updatedAt: clock.now() }).catch(slugTaken);
      return toAdminPost(row!);
    },

    /** The sanitised HTML an article's Markdown would be stored as, and its reading time. */
    preview(markdown: string): { html: string; readTimeMinutes: number } {
      const html = renderArticle(markdown);
      return { html, readTimeMinutes: articleReadTime(html) };
    },

    /** publishedAt is the moment of the first publication; publishing again keeps it. */
    async setPublished(id: number, published: boolean): Promise<AdminBlogPost> {
      const current = await editable(id);
      const now = clock.now();
      const row = await repo.update(id, {
        published,
        publishedAt: published ? (current.publishedAt ?? now) : current.publishedAt,
        updatedAt: now,
      });
      return toAdminPost(row!);
    },
  };
}

export type BlogService = ReturnType<typeof blogService>;
