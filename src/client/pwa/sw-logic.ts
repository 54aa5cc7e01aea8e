import { PRODUCT_NAME } from '../../contracts/constants';

/**
 * What the service worker (src/client/sw.ts) decides, kept apart from the worker's events so it can be
 * tested (decision 032). Imports are relative: vite-plugin-pwa builds the worker on its own, without
 * the app's `@/` alias.
 */

/** A file the build lists for the worker to keep (vite-plugin-pwa's injected `self.__WB_MANIFEST`). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Every cache the worker opens starts so; on activation the worker removes the ones of other builds. */
export const CACHE_PREFIX = 'hidaya-';
/** Where a reminder's notification opens the app when its payload names no page of the app. */
export const DEFAULT_OPEN_PATH = '/prayer-tracker';
/** The message the page sends once the worker is active: the build files it loaded before. */
export const CACHE_URLS = 'CACHE_URLS';
/** The icon of every notification (drawn by scripts/app-icons.mjs). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** A short stable name of this build's file list (FNV-1a): a new build gets new caches. */
export function buildVersion(entries: readonly PrecacheEntry[]): string {
  let hash = 0x811c9dc5;
  for (const { url, revision } of entries) {
    for (const char of `${url} ${revision ?? ''}\n`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return (hash >>> 0).toString(36);
}

export const cacheNames = (version: string) => ({
  /** The app shell, kept at install: index.html, the app's entry files, the icons. */
  shell: `${CACHE_PREFIX}shell-${version}`,
  /** The build's other files (page chunks, translations, fonts), kept as the app loads them. */
  assets: `${CACHE_PREFIX}assets-${version}`,
});

/**
 * How the worker answers a request:
 * - `network`: it does not touch it (the browser fetches as without a worker). Every /api call is
 *   one: API answers are per person and `no-store`, and are never kept. So are other sites, non-GET
 *   requests, ranges (audio) and the server's own files opened as pages (/sitemap.xml, /rss.xml).
 * - `page`: an app page opened: from the network, and the kept index.html when the network fails, so
 *   the app starts offline. Online the server still draws the public pages for visitors.
 * - `build-file`: /assets/* (hashed names, never changed): the kept copy, else fetched and kept.
 * - `kept`: the kept copy when there is one (favicon, icons), else the network.
 */
export type FetchPlan = 'network' | 'page' | 'build-file' | 'kept';

export function planFor(
  request: { method: string; url: string; mode: string; hasRange: boolean },
  origin: string,
): FetchPlan {
  if (request.method !== 'GET' || request.hasRange) return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return /\.[a-z0-9]+$/i.test(url.pathname) ? 'network' : 'page';
  if (url.pathname.startsWith('/assets/')) return 'build-file';
  return 'kept';
}

/** The build files among the URLs a page reports having loaded (same site, /assets/ only). */
export function buildFileUrls(message: unknown, origin: string): string[] {
  if (typeof message !== 'object' || message === null) return [];
  const { type, urls } = message as { type?: unknown; urls?: unknown };
  if (type !== CACHE_URLS || !Array.isArray(urls)) return [];
  const kept = new Set<string>();
  for (const candidate of urls) {
    if (typeof candidate !== 'string') continue;
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin && url.pathname.startsWith('/assets/'))
        kept.add(`${url.origin}${url.pathname}`);
    } catch {
      // Not a URL: nothing to keep.
    }
  }
  return [...kept];
}

/**
 * A page of this app to open: the path the payload names when it is one on this site (never another
 * site: a payload must not send a person elsewhere), else the prayer tracker.
 */
export function pageToOpen(url: unknown, origin: string): string {
  if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) {
    try {
      const target = new URL(url, origin);
      if (target.origin === origin) return `${target.pathname}${target.search}${target.hash}`;
    } catch {
      // Not a URL: the default page.
    }
  }
  return DEFAULT_OPEN_PATH;
}

export interface ReminderNotification {
  title: string;
  options: { body: string; icon: string; dir: NotificationDirection; data: { url: string } };
}

/**
 * The notification for a push message. The server sends `{ title, body }` as JSON
 * (src/server/features/reminders/send.ts), `url` optional; plain text is shown as the body. The body
 * is in the person's language: its direction is the browser's to find (`dir: 'auto'`).
 */
export function notificationFor(data: string | undefined, origin: string): ReminderNotification {
  let payload: { title?: unknown; body?: unknown; url?: unknown } = {};
  if (data) {
    try {
      const parsed: unknown = JSON.parse(data);
      payload = typeof parsed === 'object' && parsed !== null ? parsed : { body: data };
    } catch {
      payload = { body: data };
    }
  }
  return {
    title: typeof payload.title === 'string' && payload.title ? payload.title : PRODUCT_NAME,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: NOTIFICATION_ICON,
      dir: 'auto',
      data: { url: pageToOpen(payload.url, origin) },
    },
  };
}
