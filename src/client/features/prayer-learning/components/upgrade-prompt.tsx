import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';

/** The plan's limit was reached (D3, D4): the server's message in the interface language and the way on. */
export function UpgradePrompt({ message }: { message: string }) {
  const { t } = useTranslation('learning');
  return (
    <div
      role="status"
      data-testid="upgrade-prompt"
      className="grid gap-3 rounded-xl border border-gold bg-accent p-5 text-accent-foreground"
    >
      <p className="flex items-start gap-3 font-medium">
        <Crown aria-hidden="true" className="mt-1 size-5 shrink-0" />
        <span>{message}</span>
      </p>
      <div>
        <Button asChild>
          <Link href="/pricing">{t('upgrade.action')}</Link>
        </Button>
      </div>
    </div>
  );
}
