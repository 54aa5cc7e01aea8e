import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady, loadNamespaces, PAGE_NAMESPACES, SHELL_NAMESPACES } from '@/client/lib/i18n';

// The app loads a page's namespaces of one language; tests render pages alone and switch languages
// freely, so every namespace of every language is in from the start.
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

// Testing Library unmounts automatically only when vitest globals are on; they are not here.
afterEach(() => {
  cleanup();
});
