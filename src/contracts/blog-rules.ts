/**
 * The blog's rules (decision 018) with no dependency, so the public pages can use
 * them without loading a validation library.
 */
export const BLOG_CATEGORIES = [
  'AI Prayer',
  'Learning',
  'Islamic Guidance',
  'Prayer Tips',
  'Technology',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const WORDS_PER_MINUTE = 200;

/** Slugs are lower-case words joined by hyphens: what a URL path and a file name can both hold. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 120;

/** Read time in minutes: the word count divided by 200, rounded up (at least one minute). */
export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Spec 3 section 5: the search matches the title or the excerpt, case-insensitively, combined with
 * an optional exact category.
 */
export function matchesBlogSearch(
  post: { title: string; excerpt: string; category: string },
  search: string,
  category?: string | null,
): boolean {
  if (category && post.category !== category) return false;
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return post.title.toLocaleLowerCase().includes(needle) || post.excerpt.toLocaleLowerCase().includes(needle);
}
