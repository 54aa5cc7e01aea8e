import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';

/** What a signed-in person who is not an administrator sees of the analytics pages: they are for administrators (decision 031). */
export function AnalyticsNoAccess() {
  const { t } = useTranslation('analytics');
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 py-12 text-center">
      <DocumentTitle page={t('noAccess.title')} />
      <ShieldAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{t('noAccess.title')}</h1>
      <p className="text-muted-foreground">{t('noAccess.description')}</p>
      <Button asChild variant="outline">
        <Link href="/">{t('common:backHome')}</Link>
      </Button>
    </div>
  );
}
