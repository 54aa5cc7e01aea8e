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

/** The languages an article may be written in: the interface's five (their codes in `constants.ts`). */
export const BLOG_LANGUAGES = ['en', 'ar', 'tr', 'ur', 'fr'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];
/** Articles in these languages are laid out right to left. */
export const blogLanguageDir = (language: string): 'rtl' | 'ltr' =>
  language === 'ar' || language === 'ur' ? 'rtl' : 'ltr';

/**
 * The list with the articles in `language` first, each group keeping its order (newest first): a
 * reader sees the articles they can read before the others (decision 018).
 */
export function languageFirst<T extends { language: string }>(posts: readonly T[], language: string): T[] {
  return [
    ...posts.filter((post) => post.language === language),
    ...posts.filter((post) => post.language !== language),
  ];
}

/** The images an article may show, by the type their first bytes prove, with their file extension. */
export const BLOG_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type BlogImageType = keyof typeof BLOG_IMAGE_TYPES;
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_ALT_MAX = 300;
/**
 * Where an uploaded image is served, on the app's own origin and outside /api/ (whose answers to a
 * signed-in person are never cached), so every reader's browser keeps it.
 */
export const blogImagePath = (id: number, type: BlogImageType) =>
  `/blog-images/${id}.${BLOG_IMAGE_TYPES[type]}`;
/** An uploaded image's address: the only image source an article keeps (render.ts). */
export const BLOG_IMAGE_PATH_PATTERN = /^\/blog-images\/[1-9]\d{0,9}\.(png|jpg|webp|gif)$/;

/** Slugs are lower-case words joined by hyphens: what a URL path and a file name can both hold. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 120;

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const LATIN: Record<string, string> = { ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/**
 * Arabic and Urdu letters in a simple romanisation without marks (ʿayn and hamza are dropped), so an
 * Arabic or Urdu title proposes a readable Latin slug.
 */
const ARABIC: Record<string, string> = Object.fromEntries(
  (
    'ا:a أ:a إ:i آ:a ٱ:a ء: ؤ:u ئ:i ب:b پ:p ت:t ٹ:t ث:th ج:j چ:ch ح:h خ:kh د:d ڈ:d ذ:dh ر:r ڑ:r ز:z ژ:zh ' +
    'س:s ش:sh ص:s ض:d ط:t ظ:z ع: غ:gh ف:f ق:q ک:k ك:k گ:g ل:l م:m ن:n ں:n ه:h ہ:h ھ:h ة:a و:w ي:y ى:a ' +
    'ی:y ے:e ٠:0 ١:1 ٢:2 ٣:3 ٤:4 ٥:5 ٦:6 ٧:7 ٨:8 ٩:9 ۰:0 ۱:1 ۲:2 ۳:3 ۴:4 ۵:5 ۶:6 ۷:7 ۸:8 ۹:9'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/**
 * The slug the editor proposes for a title: letters without their accents (ç, ğ, ş, é...), Arabic and
 * Urdu romanised, everything else a hyphen; lower case, at most BLOG_SLUG_MAX characters, cut at a
 * hyphen. Empty when the title has no letter or digit it can write.
 */
export function slugFromTitle(title: string): string {
  const latin = [...title.toLowerCase()]
    .map((char) => ARABIC[char] ?? LATIN[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= BLOG_SLUG_MAX) return slug;
  const cut = slug.slice(0, BLOG_SLUG_MAX + 1);
  const end = cut.lastIndexOf('-');
  return (end > 0 ? cut.slice(0, end) : cut.slice(0, BLOG_SLUG_MAX)).replace(/-+$/, '');
}

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
