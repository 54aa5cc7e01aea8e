import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-5 py-12 text-center">
      <DocumentTitle page={t('notFound.title')} />
      <Compass aria-hidden="true" className="size-14 text-primary" />
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-lg text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild>
        <Link href="/">{t('backHome')}</Link>
      </Button>
    </div>
  );
}
