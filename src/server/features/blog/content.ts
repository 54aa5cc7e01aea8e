import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import {
  BLOG_CATEGORIES,
  BLOG_LANGUAGES,
  BLOG_SLUG_PATTERN,
  type BlogLanguage,
} from '@/contracts/blog-rules';
import { projectRoot } from '../../paths';
import { renderArticle } from './render';

export const BLOG_CONTENT_DIR = path.join(projectRoot, 'content', 'blog');

const text = z.string().trim().min(1);
/** YAML reads an unquoted 2026-01-15 as a date; both spellings mean the calendar day. */
const day = z
  .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.date()])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'not a real date');

const frontMatterSchema = z.strictObject({
  title: text,
  slug: z.string().regex(BLOG_SLUG_PATTERN, 'lower-case words joined by hyphens'),
  excerpt: text,
  category: z.enum(BLOG_CATEGORIES),
  /** The article's language; the repository's articles are written in English unless they say. */
  language: z.enum(BLOG_LANGUAGES).default('en'),
  keywords: z.array(text).min(1),
  metaTitle: text,
  metaDescription: text,
  date: day,
  sources: z.array(text).min(1),
});

export interface ContentArticle {
  file: string;
  title: string;
  slug: string;
  excerpt: string;
  category: (typeof BLOG_CATEGORIES)[number];
  language: BlogLanguage;
  keywords: string[];
  metaTitle: string;
  metaDescription: string;
  /** Midnight UTC of the front matter's date. */
  publishedAt: Date;
  sources: string[];
  markdown: string;
  html: string;
}

export class BlogContentError extends Error {}

/**
 * Reads every content/blog/*.md (README-like files in capitals, such as SOURCES.md, are notes, not
 * articles). A file that breaks the rules stops the start with its name and the field at fault.
 */
export function loadBlogContent(dir: string = BLOG_CONTENT_DIR): ContentArticle[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.md') && !/^[A-Z0-9_-]+\.md$/.test(name));
  } catch {
    return [];
  }
  const articles = files.sort().map((file) => parseArticle(file, readFileSync(path.join(dir, file), 'utf8')));
  const seen = new Map<string, string>();
  for (const article of articles) {
    const other = seen.get(article.slug);
    if (other)
      throw new BlogContentError(`content/blog: ${article.file} and ${other} share the slug ${article.slug}`);
    seen.set(article.slug, article.file);
  }
  return articles;
}

export function parseArticle(file: string, source: string): ContentArticle {
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`)
      .join('; ');
    throw new BlogContentError(`content/blog/${file}: ${problems}`);
  }
  if (!/\S/.test(content)) throw new BlogContentError(`content/blog/${file}: the article has no text`);
  const { date, ...fields } = parsed.data;
  return {
    file,
    ...fields,
    publishedAt: new Date(`${date}T00:00:00Z`),
    markdown: content.trim(),
    html: renderArticle(content),
  };
}
