/**
 * The service worker of the installable app (decision 032), built by vite-plugin-pwa
 * (`injectManifest`, vite.config.ts) into /sw.js with this build's shell files in `self.__WB_MANIFEST`.
 * It keeps the app shell so the app starts offline, never keeps an /api answer, shows the reminders
 * that come by web push, and opens the app when one is clicked. A new build takes over at once
 * (autoUpdate): the page running keeps its files, the next page opened gets the new ones.
 */
import {
  buildFileUrls,
  buildVersion,
  CACHE_PREFIX,
  cacheNames,
  notificationFor,
  pageToOpen,
  planFor,
  type FetchPlan,
  type PrecacheEntry,
} from './pwa/sw-logic';

// The worker's events, which the project's DOM types do not describe (the WebWorker library would
// clash with DOM in the one typecheck): only what this worker uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
// Written as `self.__WB_MANIFEST`, the place vite-plugin-pwa puts the list at build time.
const precache = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST;
const names = cacheNames(buildVersion(precache));
const origin = worker.location.origin;
const shellUrl = new URL('index.html', worker.location.href).href;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(names.shell);
      // `reload`: past the browser's HTTP cache, so index.html is this build's.
      await cache.addAll(
        precache.map((entry) => new Request(new URL(entry.url, worker.location.href), { cache: 'reload' })),
      );
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const mine = new Set(Object.values(names));
      for (const name of await caches.keys())
        if (name.startsWith(CACHE_PREFIX) && !mine.has(name)) await caches.delete(name);
      // The page that registered the worker is served by it from now on (its later page chunks kept).
      await worker.clients.claim();
    })(),
  );
});

async function kept(request: Request | string): Promise<Response | undefined> {
  return (
    (await caches.match(request, { cacheName: names.shell })) ??
    (await caches.match(request, { cacheName: names.assets }))
  );
}

/** Fetches a build file and keeps it when the answer is whole (a 200 of this site). */
async function fetchAndKeep(request: Request | string): Promise<Response> {
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') {
    const cache = await caches.open(names.assets);
    await cache.put(request, response.clone());
  }
  return response;
}

async function answer(request: Request, plan: Exclude<FetchPlan, 'network'>): Promise<Response> {
  if (plan === 'page') {
    try {
      return await fetch(request);
    } catch (offline) {
      const shell = await kept(shellUrl);
      if (shell) return shell;
      throw offline;
    }
  }
  const copy = await kept(request);
  if (copy) return copy;
  return plan === 'build-file' ? fetchAndKeep(request) : fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const plan = planFor(
    { method: request.method, url: request.url, mode: request.mode, hasRange: request.headers.has('range') },
    origin,
  );
  if (plan === 'network') return;
  event.respondWith(answer(request, plan));
});

// The files the page loaded before this worker served it (the first visit): kept, so the next start
// works offline.
worker.addEventListener('message', (event) => {
  const urls = buildFileUrls(event.data, origin);
  if (urls.length === 0) return;
  event.waitUntil(
    Promise.all(
      urls.map(async (url) => {
        if (!(await kept(url))) await fetchAndKeep(url).catch(() => undefined);
      }),
    ),
  );
});

worker.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data?.text(), origin);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = new URL(pageToOpen(data?.url, origin), origin).href;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === origin);
      if (!open) return worker.clients.openWindow(target);
      await open.focus();
      // A page the worker does not control cannot be sent elsewhere; it is at least brought forward.
      if (open.url !== target) await open.navigate(target).catch(() => null);
      return open;
    })(),
  );
});
