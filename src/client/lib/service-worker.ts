import { CACHE_URLS } from '@/client/pwa/sw-logic';

/**
 * Registers the installable app's service worker, /sw.js (decision 032), in production builds only:
 * the dev server and the tests have none. Once it is active, the page tells it which build files it
 * loaded before the worker served it, so that the next start works offline. A browser without
 * service workers, or one that refuses this one (a private window), runs the app as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ type: CACHE_URLS, urls });
    } catch {
      // No worker: no offline start and no push on this device, which the reminders panel says.
    }
  };
  // After the page's own loading, which the worker's install must not slow down.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
