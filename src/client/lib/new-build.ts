/** When the page last reloaded itself for a new build (sessionStorage: this tab only). */
const RELOADED_AT_KEY = 'newBuildReloadAt';
/** A second failure this soon after that reload is not an old page: the error is shown instead. */
const RELOAD_GUARD_MS = 60_000;

/**
 * A tab opened before a redeploy still runs the old build, whose page chunks the server no longer has:
 * the first page it opens fails to load ('Failed to fetch dynamically imported module'). Vite reports
 * that as `vite:preloadError`; the page then reloads once, into the new build. If the chunk fails again
 * right after such a reload (the server is what is broken), the error goes on to the error boundary,
 * which says so with a Reload button, rather than reloading in a loop.
 */
export function reloadOnceForNewBuild(): void {
  window.addEventListener('vite:preloadError', () => {
    const now = Date.now();
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
      if (last && now - last < RELOAD_GUARD_MS) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    } catch {
      // Without storage there is no guard against a loop: the error boundary's Reload it is.
      return;
    }
    window.location.reload();
  });
}
