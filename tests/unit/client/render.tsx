import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/client/app/providers';
import { createQueryClient } from '@/client/lib/query-client';

/** Renders a page inside the app's providers with a fresh query cache, as the app does. */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}
