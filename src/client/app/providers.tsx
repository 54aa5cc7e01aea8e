import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/client/components/ui/toaster';
import { i18n } from '@/client/lib/i18n';
import { queryClient as defaultQueryClient } from '@/client/lib/query-client';
import { ErrorBoundary } from './error-boundary';
import { LanguageSync } from './language-sync';

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <LanguageSync />
          {children}
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
