import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { useRefreshSubscription } from '../api/refresh-subscription';

/** /success: thanks the payer and refreshes the cached user status on display. */
export function SuccessPage() {
  const { t } = useTranslation('billing');
  const { mutate: refresh } = useRefreshSubscription();
  // On display, once: the server reads the new subscription from the provider (a late webhook never keeps the payer waiting).
  useEffect(() => refresh(), [refresh]);

  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <DocumentTitle page={t('success.title')} />
      <Card className="text-center">
        <CardHeader className="gap-3">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
          <h1 className="text-2xl font-bold">{t('success.title')}</h1>
          <CardDescription>{t('success.description', { product: t('common:appName') })}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/">{t('success.startExploring')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
