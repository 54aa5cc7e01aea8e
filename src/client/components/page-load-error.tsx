import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

type Retryable = Pick<UseQueryResult, 'isError' | 'isFetching' | 'refetch'>;

/**
 * What could not be loaded (the server answered an error, or none at all): says so, and Try again
 * asks again for what failed, busy while it does. A page that cannot draw anything without its data
 * shows it in its middle ('This page could not be loaded.'); a part of a page (`variant="section"`,
 * a tab, say) shows it in place, in a bordered row, with what it could not load (`message`).
 */
export function PageLoadError({
  queries,
  message,
  variant = 'page',
  testId,
}: {
  queries: readonly Retryable[];
  /** What could not be loaded, in the reader's language; the page's line unless given. */
  message?: string;
  variant?: 'page' | 'section';
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const section = variant === 'section';
  return (
    <div
      role="alert"
      data-testid={testId}
      className={cn(
        section
          ? 'flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm'
          : 'mx-auto grid max-w-md justify-items-center gap-3 py-12 text-center',
      )}
    >
      <CircleAlert aria-hidden="true" className={cn('text-destructive', section ? 'size-4' : 'size-8')} />
      <p>{message ?? t('pageLoadError')}</p>
      <Button
        variant="outline"
        size={section ? 'sm' : 'default'}
        busy={queries.some((query) => query.isFetching)}
        onClick={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
