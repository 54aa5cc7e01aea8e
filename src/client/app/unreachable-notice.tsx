import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

/**
 * The whole screen when the sign-in check itself failed (the server or the network is down): the
 * person may well be signed in, so they are neither sent to the sign-in page nor left on a spinner.
 */
export function UnreachableNotice({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('common');
  return (
    <main className="grid min-h-screen place-items-center p-6">
      <div role="alert" className="grid max-w-md justify-items-center gap-3 text-center">
        <CloudOff aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{t('unreachable.title')}</h1>
        <p className="text-muted-foreground">{t('unreachable.description')}</p>
        <Button onClick={onRetry} busy={retrying}>
          {t('retry')}
        </Button>
      </div>
    </main>
  );
}
