/**
 * POST /api/analytics/page-view: counts the page the browser shows (decision 031). Sent and forgotten:
 * a page never waits for it, and a failure is nobody's concern. Loads no React, so the public pages'
 * small script sends it too. The referrer goes only on the first page of a load, when it is another
 * site (the server keeps its origin alone).
 */
export function reportPageView(path: string, referrer?: string): void {
  const external = referrer && !referrer.startsWith(window.location.origin) ? referrer : undefined;
  try {
    void fetch('/api/analytics/page-view', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(external ? { path, referrer: external } : { path }),
    })
      // The answer is read to its end, so the request is over (a browser keeps an unread one open).
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  } catch {
    // No fetch: the page is not counted.
  }
}
