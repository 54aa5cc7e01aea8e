import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '@/client/components/ui/toast-host';
import { i18n } from '@/client/lib/i18n';
import { useLanguage } from '@/client/lib/language';
import { LanguageControlContext } from '@/client/lib/language-control';
import { queryClient as defaultQueryClient } from '@/client/lib/query-client';
import { ErrorBoundary } from './error-boundary';
import { LanguageSync } from './language-sync';

/** The app's language pickers save a signed-in person's choice on the account too. */
function AppLanguageControl({ children }: { children: ReactNode }) {
  const control = useLanguage();
  return <LanguageControlContext value={control}>{children}</LanguageControlContext>;
}

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
          <AppLanguageControl>
            <LanguageSync />
            {children}
            <ToastHost />
          </AppLanguageControl>
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
