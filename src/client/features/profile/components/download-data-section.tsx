import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCard } from '@/client/components/icon-card';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useDownloadPersonalData } from '../api/account-lifecycle';

/** Download your data (decision 023): everything the server holds about the person, as JSON. */
export function DownloadDataSection() {
  const { t } = useTranslation(['profile', 'messages', 'errors']);
  const download = useDownloadPersonalData();
  return (
    <IconCard icon={Download} title={t('data.heading')} description={t('data.description')}>
      <Button
        variant="outline"
        busy={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onError: (error) =>
              toast({
                title: t('data.errorTitle'),
                description: describeError(t, error),
                variant: 'destructive',
              }),
          })
        }
      >
        <Download aria-hidden="true" />
        {download.isPending ? t('data.pending') : t('data.button')}
      </Button>
    </IconCard>
  );
}
