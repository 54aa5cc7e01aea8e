import type { LanguageCode } from './constants';

/** What the server asks the public pages' renderer to draw (`src/client/app/public-pages.tsx`). */
export interface PublicPageRequest {
  /** The page's path, e.g. /blog/wudu-step-by-step. */
  path: string;
  /** The query string without `?` (the blog list's search and category). */
  search: string;
  language: LanguageCode;
  /** The answers the page would fetch first, keyed by API URL (also sent in the page as JSON). */
  data: Record<string, unknown>;
}

/**
 * The markup of a public page for a visitor: the same React components as the app, drawn to HTML on
 * the server, so the page needs no JavaScript to show (decision 018). Built by
 * `vite build --ssr` into dist/render/public-pages.js.
 */
export type PublicPageRenderer = (request: PublicPageRequest) => string;
