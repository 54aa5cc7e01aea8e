import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '@/client/app/providers';
import { applyLanguage } from '@/client/lib/i18n';
import { createQueryClient } from '@/client/lib/query-client';

/** Renders a page inside the app's providers with a fresh query cache, as the app does. */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

/**
 * Every test of the file starts with empty storage, in English, and, given `at`, with the clock (Date
 * only) stopped at that instant; after each, the clock runs again and stubbed globals are put back.
 */
export function eachTestInEnglish({ at }: { at?: string } = {}) {
  beforeEach(async () => {
    if (at) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
    }
    localStorage.clear();
    await applyLanguage('english', { persist: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
