import { MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCard } from '@/client/components/icon-card';

/** The browser has no speech recognition. */
export function CoachUnavailable() {
  const { t } = useTranslation('learning');
  return (
    <IconCard
      icon={MicOff}
      iconClassName="text-destructive"
      title={t('coach.unavailable.title')}
      description={t('coach.unavailable.text')}
      data-testid="coach-unavailable"
    >
      <p className="text-sm">{t('coach.unavailable.browsers')}</p>
    </IconCard>
  );
}
