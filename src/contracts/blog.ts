import { z } from './zod';
import { rowId } from './common';
import { text } from './text';
import {
  BLOG_CATEGORIES,
  BLOG_IMAGE_ALT_MAX,
  BLOG_LANGUAGES,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  type BlogLanguage,
} from './blog-rules';
import type { LanguageCode } from './constants';
import { blogMessages } from './messages/blog';

export const blogCategorySchema = z.enum(BLOG_CATEGORIES, { error: blogMessages.blogCategoryInvalid.code });

/** An article's language is one of the interface's (and each of those may be an article's). */
export const blogLanguageSchema = z.enum(BLOG_LANGUAGES, { error: blogMessages.blogLanguageInvalid.code });
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const blogLanguagesAreTheInterfaces: Same<BlogLanguage, LanguageCode> = true;

/** What the list shows: no article body, so the list stays small. */
export const blogPostSummary = z.object({
  id: z.number().int(),
  slug: text(),
  title: text(),
  excerpt: text(),
  category: blogCategorySchema,
  language: blogLanguageSchema,
  keywords: z.array(text()),
  publishedAt: text().nullable(),
  readTimeMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPostListResponse = z.array(blogPostSummary);

/** One article: its sanitised HTML and what the page head needs. */
export const blogPostResponse = blogPostSummary.extend({
  content: text(),
  metaTitle: text().nullable(),
  metaDescription: text().nullable(),
  sources: z.array(text()),
  published: z.boolean(),
  updatedAt: text(),
});
export type BlogPost = z.infer<typeof blogPostResponse>;

export const blogListQuery = z.object({
  search: text().max(200).optional(),
  category: blogCategorySchema.optional(),
  /** The reader's language: its articles come first, the others after (each group newest first). */
  language: blogLanguageSchema.optional(),
});

/** Where a post comes from: a Markdown file in content/blog (read-only here) or the admin editor. */
export const BLOG_ORIGINS = ['content', 'admin'] as const;

export const adminBlogPostResponse = blogPostResponse.extend({
  markdown: text(),
  origin: z.enum(BLOG_ORIGINS),
  createdAt: text(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostResponse>;
export const adminBlogPostListResponse = z.array(
  adminBlogPostResponse.omit({ content: true, markdown: true }),
);
export type AdminBlogPostListItem = z.infer<typeof adminBlogPostListResponse>[number];

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** What an admin writes; the server renders the Markdown and sanitises the HTML it stores. */
export const blogPostInput = z.object({
  title: text({ error: blogMessages.blogTitleRequired.code })
    .trim()
    .min(1, blogMessages.blogTitleRequired.code)
    .max(200),
  slug: text({ error: blogMessages.blogSlugInvalid.code })
    .trim()
    .min(1, blogMessages.blogSlugInvalid.code)
    .max(BLOG_SLUG_MAX, blogMessages.blogSlugInvalid.code)
    .regex(BLOG_SLUG_PATTERN, blogMessages.blogSlugInvalid.code),
  excerpt: text({ error: blogMessages.blogExcerptRequired.code })
    .trim()
    .min(1, blogMessages.blogExcerptRequired.code)
    .max(500),
  markdown: text({ error: blogMessages.blogContentRequired.code })
    .max(100_000)
    .regex(/\S/, blogMessages.blogContentRequired.code),
  category: blogCategorySchema,
  language: blogLanguageSchema,
  keywords: z.array(text().trim().min(1).max(60)).max(20).default([]),
  metaTitle: optionalText(120),
  metaDescription: optionalText(300),
  sources: z.array(text().trim().min(1).max(500)).max(50).default([]),
});
export type BlogPostInput = z.input<typeof blogPostInput>;

export const blogPreviewInput = z.object({ markdown: text().max(100_000) });
export const blogPreviewResponse = z.object({ html: text(), readTimeMinutes: z.number().int() });

export const blogPostIdParams = z.object({ id: rowId });
export const blogSlugParams = z.object({ slug: text().max(BLOG_SLUG_MAX + 10) });

/** The slug the editor proposes for a title: free, or the title's with -2, -3... (not this post's). */
export const blogSlugProposalQuery = z.object({
  title: text().max(200),
  id: rowId.optional(),
});
export const blogSlugProposalResponse = z.object({ slug: text() });

/** The alt text sent with an uploaded image (the image itself is the multipart field `image`). */
export const blogImageAlt = text({ error: blogMessages.blogImageAltRequired.code })
  .trim()
  .min(1, blogMessages.blogImageAltRequired.code)
  .max(BLOG_IMAGE_ALT_MAX, blogMessages.blogImageAltRequired.code);
/** An uploaded image: its address on the site and the Markdown that shows it. */
export const blogImageResponse = z.object({
  id: z.number().int(),
  url: text(),
  alt: text(),
  contentType: text(),
  byteSize: z.number().int(),
  markdown: text(),
});
export type BlogImage = z.infer<typeof blogImageResponse>;
export const blogImageParams = z.object({ file: text().max(40) });
