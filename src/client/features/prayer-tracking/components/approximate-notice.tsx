import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

/** Shown while no location is saved: the times are the spec's sample schedule (decision 007). */
export function ApproximateNotice({ onSetLocation }: { onSetLocation: () => void }) {
  const { t } = useTranslation('prayer');
  return (
    <div
      role="note"
      data-testid="approximate-notice"
      className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-gold bg-accent p-4 text-accent-foreground"
    >
      <MapPinOff aria-hidden="true" className="size-6 shrink-0" />
      <div className="grid min-w-48 flex-1 gap-0.5">
        <p className="font-semibold">{t('times.approximateTitle')}</p>
        <p className="text-sm">{t('times.approximateDescription')}</p>
      </div>
      <Button onClick={onSetLocation} data-testid="set-location">
        {t('times.setLocation')}
      </Button>
    </div>
  );
}
