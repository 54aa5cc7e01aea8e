import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import { removeAllToasts } from '@/client/components/ui/use-toast';
import { applyLanguage, i18n, i18nReady, loadNamespaces, PAGE_NAMESPACES, SHELL_NAMESPACES } from '@/client/lib/i18n';
import { forgetCachedJson } from '@/client/lib/page-data';

// The app loads a page's namespaces of one language; tests render pages alone and switch languages
// freely, so every namespace of every language is in from the start (once per worker: the unit project
// shares modules between files, vitest.config.ts).
await i18nReady;
await Promise.all(
  ['en', 'ar', 'ur', 'tr', 'fr', 'id'].map((code) =>
    loadNamespaces(code, [...SHELL_NAMESPACES, ...PAGE_NAMESPACES]),
  ),
);

// findBy*/waitFor wait up to 1 s by default; on 2 shared cores running several test files at once a
// render can take longer than that (seen: the tracker's toast). Waiting longer never lets a wrong
// screen pass: the query still fails if the text never appears.
configure({ asyncUtilTimeout: 5000 });

/**
 * The files of a worker share one page and one copy of the app's modules (the unit project runs
 * without isolation, vitest.config.ts), so whatever a test leaves behind is put back before the next
 * one: the page, the address, storage and cookies, the language, the toasts, the client's caches, and
 * the globals, spies and clocks the test replaced.
 */
async function startAfresh(): Promise<void> {
  // Testing Library unmounts automatically only when vitest globals are on; they are not here.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The server's files run in node (their docblock), without a page.
  if (typeof document !== 'undefined') {
    // What the app appended to the page itself and keeps there (the polite announcer, lib/announce.ts).
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
  removeAllToasts();
  forgetCachedJson('');
  // The server's renderer (app/public-pages.tsx) makes its own i18next instances the default one.
  setI18n(i18n);
  await applyLanguage('english', { persist: false });
}

beforeAll(startAfresh);
afterEach(startAfresh);
