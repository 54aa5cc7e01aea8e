import { ApiError, apiRequest, readJson } from './api';

/**
 * Data a public page needs at once, which the server already put into the HTML it sent
 * (`<script type="application/json" id="page-data">`, keyed by API URL), and a small promise cache
 * for everything else. Pages read it with React's `use()`, so a page the server prepared renders at
 * once without a request, and one reached by navigation fetches once.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const cache = new Map<string, Promise<unknown>>();
let seeded = false;
/** True while the server draws a page: it only has the data it was given, and never fetches. */
let onServer = false;

/** A promise React's use() reads without suspending. */
function resolved<T>(value: T): Promise<T> {
  const promise: Settled<T> = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

function seedFromDocument(): void {
  if (seeded || typeof document === 'undefined') return;
  seeded = true;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    for (const [url, value] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>))
      cache.set(url, resolved(value));
  } catch {
    // A page without usable data simply fetches.
  }
}

/** GET `url` as JSON once; a 404 reads as null (the page shows its own not-found view). */
export function cachedJson<T>(url: string): Promise<T | null> {
  seedFromDocument();
  let promise = cache.get(url) as Promise<T | null> | undefined;
  if (!promise && onServer) return resolved(null);
  if (!promise) {
    promise = apiRequest('GET', url)
      .then((res) => readJson(res) as Promise<T>)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        cache.delete(url);
        throw error;
      });
    cache.set(url, promise);
  }
  return promise;
}

/** Forgets cached answers whose URL starts with `prefix` (after an admin changed them). */
export function forgetCachedJson(prefix: string): void {
  for (const url of cache.keys()) if (url.startsWith(prefix)) cache.delete(url);
}

/**
 * Runs `render` with `data` as the only cached answers, then restores the cache: the server draws a
 * public page (`app/public-pages.tsx`) synchronously with `renderToString`, so the pages read their
 * data through `use()` exactly as in the browser and no answer outlives the request it was sent with.
 */
export function renderWithPageData<T>(data: Record<string, unknown>, render: () => T): T {
  const saved = new Map(cache);
  const wasSeeded = seeded;
  cache.clear();
  seeded = true;
  onServer = true;
  for (const [url, value] of Object.entries(data)) cache.set(url, resolved(value));
  try {
    return render();
  } finally {
    onServer = false;
    cache.clear();
    for (const [url, promise] of saved) cache.set(url, promise);
    seeded = wasSeeded;
  }
}
