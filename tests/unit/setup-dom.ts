import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, i18nReady } from '@/client/lib/i18n';

// The app loads one language at a time; tests switch freely, so every language is in from the start.
await i18nReady;
await i18n.loadLanguages(['en', 'ar', 'ur', 'tr', 'fr', 'id']);

// Testing Library unmounts automatically only when vitest globals are on; they are not here.
afterEach(() => {
  cleanup();
});
