import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCard } from '@/client/components/icon-card';
import { CardDescription } from '@/client/components/ui/card';
import { QiblaCompass } from './qibla-compass';

/** The Qibla as degrees from true north, drawn and written. */
export function QiblaCard({ qibla }: { qibla: number | null }) {
  const { t } = useTranslation('prayer');
  return (
    <IconCard icon={Compass} title={t('qibla.title')} data-testid="qibla-card">
      {qibla === null ? (
        <CardDescription>{t('qibla.needsLocation')}</CardDescription>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <QiblaCompass degrees={qibla} />
          <div className="grid min-w-40 flex-1 gap-1">
            <p className="text-2xl font-bold" data-testid="qibla-degrees">
              {t('qibla.fromNorth', { degrees: Math.round(qibla) })}
            </p>
            <p className="text-sm text-muted-foreground">{t('qibla.explanation')}</p>
          </div>
        </div>
      )}
    </IconCard>
  );
}
