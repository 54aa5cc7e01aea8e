import { MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCard } from '@/client/components/icon-card';

/** The browser has no speech recognition: the class goes on by typing. */
export function BrowserNotSupported() {
  const { t } = useTranslation('school');
  return (
    <IconCard
      icon={MicOff}
      iconClassName="text-destructive"
      title={t('unsupported.title')}
      description={t('unsupported.text')}
      data-testid="classroom-unsupported"
    />
  );
}
