/**
 * Every path the app draws a page for: the paths of the client's route manifests
 * (`src/client/features/<name>/routes.tsx`), with `:name` for a segment the page reads. The server
 * answers any other page address 404 with the 'Page Not Found' page (decision 014); a unit test keeps
 * this list equal to the manifests' paths, so a new route is added here too.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/admin',
  '/analytics',
  '/auth',
  '/blog',
  '/blog/:slug',
  '/chat',
  '/checkout',
  '/confirm-email',
  '/demo-checkout/:sessionId',
  '/duas',
  '/forgot-password',
  '/gamification',
  '/goals',
  '/groups',
  '/help',
  '/landing',
  '/learn',
  '/login',
  '/prayer-dashboard',
  '/prayer-learning',
  '/prayer-teacher',
  '/prayer-times',
  '/prayer-tracker',
  '/pricing',
  '/privacy',
  '/profile',
  '/quran-teacher',
  '/register',
  '/reset-password',
  '/settings',
  '/subscription',
  '/success',
  '/sunday-school',
  '/sunday-school/classes/:id',
  '/terms',
  '/visitor-analytics',
] as const;

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);
const PATTERNS = APP_PAGE_PATHS.map(segmentsOf);

/**
 * Whether the app has a page at `path` (no query), as the client's router (wouter) matches it: letter
 * case aside, each `:name` stands for one non-empty segment, and one trailing slash is allowed.
 */
export function isAppPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('//')) return false;
  const segments = segmentsOf(path);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}

/**
 * The path the server asks the public pages' renderer to draw for any address the app has no page at:
 * one drawing of 'Page Not Found' per language, however many addresses are tried.
 */
export const MISSING_PAGE_PATH = '/page-not-found';
