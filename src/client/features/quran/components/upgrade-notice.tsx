import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';

/** D23: the verse needs the Quran Teacher or Everything plan, or the free messages are used (D4). */
export function UpgradeNotice({ message }: { message: string }) {
  const { t } = useTranslation('quran');
  return (
    <div
      role="status"
      data-testid="upgrade-notice"
      className="grid gap-3 rounded-xl border border-gold bg-accent p-4 text-accent-foreground"
    >
      <p className="flex items-start gap-3 font-medium">
        <Crown aria-hidden="true" className="mt-1 size-5 shrink-0" />
        <span>{message}</span>
      </p>
      <div>
        <Button asChild size="sm">
          <Link href="/subscription">{t('upgrade')}</Link>
        </Button>
      </div>
    </div>
  );
}
