import type {
  AdminBlogPost,
  AdminBlogPostListItem,
  BlogImage,
  BlogPost,
  BlogPostSummary,
} from '@/contracts/blog';
import {
  BLOG_IMAGE_TYPES,
  BLOG_SLUG_MAX,
  blogImagePath,
  languageFirst,
  matchesBlogSearch,
  slugFromTitle,
  type BlogCategory,
  type BlogImageType,
  type BlogLanguage,
} from '@/contracts/blog-rules';
import { blogMessages } from '@/contracts/messages/blog';
import type { blogPostInput } from '@/contracts/blog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db-errors';
import { Conflict, NotFound } from '../../platform/errors';
import type { ContentArticle } from './content';
import type { BlogImageUpload } from './image-upload';
import { articleReadTime, renderArticle } from './render';
import { blogRepository, type BlogImageRow, type BlogPostRow } from './repository';

type PostInput = z.output<typeof blogPostInput>;

export function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as BlogCategory,
    language: row.language as BlogLanguage,
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

/** Markdown's image syntax escapes what would end the alt text early. */
const markdownAlt = (alt: string) => alt.replace(/[\\[\]]/g, '\\$&').replace(/\s+/g, ' ');

function toImage(row: BlogImageRow): BlogImage {
  const url = blogImagePath(row.id, row.contentType as BlogImageType);
  return {
    id: row.id,
    url,
    alt: row.alt,
    contentType: row.contentType,
    byteSize: row.byteSize,
    markdown: `![${markdownAlt(row.alt)}](${url})`,
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
    language: input.language,
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
          language: article.language,
          origin: 'content',
          published: true,
          publishedAt: article.publishedAt,
        })),
        clock.now(),
      );
    },

    /** Newest first; with a reader's language, that language's articles first (decision 018). */
    async listPublished(search = '', category?: string, language?: BlogLanguage): Promise<BlogPostSummary[]> {
      const posts = (await repo.listPublished())
        .filter((row) => matchesBlogSearch(row, search, category))
        .map(toSummary);
      return language ? languageFirst(posts, language) : posts;
    },

    /**
     * The slug proposed for a title: the title's own when it is free (or this post's), else the
     * first free one of -2, -3... An empty title (or one with nothing to write) proposes nothing.
     */
    async proposeSlug(title: string, id?: number): Promise<{ slug: string }> {
      const base = slugFromTitle(title);
      if (!base) return { slug: '' };
      const shortened = (suffix: string) =>
        `${base.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
      // Every candidate begins with this prefix, also when a long title's slug is shortened for its suffix.
      const taken = new Set(
        (await repo.slugsLike(base.slice(0, BLOG_SLUG_MAX - 10).replace(/-+$/, '')))
          .filter((row) => row.id !== id)
          .map((row) => row.slug),
      );
      for (let n = 1; ; n += 1) {
        const slug = n === 1 ? base : shortened(`-${n}`);
        if (!taken.has(slug)) return { slug };
      }
    },

    /** Keeps an uploaded image (already checked) and answers where it is served and its Markdown. */
    async uploadImage(upload: BlogImageUpload, uploadedBy: number): Promise<BlogImage> {
      const row = await repo.insertImage({
        contentType: upload.contentType,
        data: upload.data,
        byteSize: upload.data.length,
        alt: upload.alt,
        uploadedBy,
        createdAt: clock.now(),
      });
      return toImage(row);
    },

    /** An image by its file name (`{id}.{ext}`); a name whose extension is not the image's is missing. */
    async image(file: string): Promise<BlogImageRow> {
      const match = /^([1-9]\d{0,9})\.([a-z]+)$/.exec(file);
      const row =
        match && Number(match[1]) <= 2_147_483_647 ? await repo.imageById(Number(match[1])) : undefined;
      if (!row || BLOG_IMAGE_TYPES[row.contentType as BlogImageType] !== match?.[2])
        throw new NotFound(blogMessages.blogImageNotFound);
      return row;
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
