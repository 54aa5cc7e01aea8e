import { MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

/** The browser has no speech recognition (spec 2 sections 2.3 and 8). */
export function CoachUnavailable() {
  const { t } = useTranslation('learning');
  return (
    <Card data-testid="coach-unavailable">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MicOff aria-hidden="true" className="size-5 text-destructive" />
          {t('coach.unavailable.title')}
        </CardTitle>
        <CardDescription>{t('coach.unavailable.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{t('coach.unavailable.browsers')}</p>
      </CardContent>
    </Card>
  );
}
