import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '@/contracts/system';
import { cachedJson } from '@/client/lib/page-data';

function Address({ className }: { className: string | undefined }) {
  const config = use(cachedJson<PublicConfig>('/api/config/public'));
  if (!config) return null;
  return (
    <a href={`mailto:${config.supportEmail}`} dir="ltr" className={className}>
      {config.supportEmail}
    </a>
  );
}

/**
 * The support address as a mailto link, for the public pages: read from the page data the server sent
 * with the page (`lib/page-data.ts`), so it is in the first paint and needs no query library.
 */
export function SupportAddress({
  className = 'font-semibold underline underline-offset-4',
}: {
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<span className="text-muted-foreground">{t('loading')}</span>}>
      <Address className={className} />
    </Suspense>
  );
}
