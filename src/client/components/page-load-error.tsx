import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

type Retryable = Pick<UseQueryResult, 'isError' | 'refetch'>;

/**
 * A page that cannot draw anything without its data, when that data could not be loaded (the server
 * answered an error, or none at all): says so, and Try again asks again for what failed.
 */
export function PageLoadError({ queries }: { queries: readonly Retryable[] }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-3 py-12 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
      <p>{t('pageLoadError')}</p>
      <Button
        variant="outline"
        onClick={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
