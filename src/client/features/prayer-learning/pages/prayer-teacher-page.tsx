import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonDefaultsOf, type PrayerType, type Tradition } from '@/contracts/prayer-lessons';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { useUser } from '@/client/lib/auth';
import { useViewFocus } from '@/client/lib/view-focus';
import { CoachSetup, type CoachSetupValues } from '../components/coach-setup';
import { VoiceCoachPanel } from '../components/voice-coach-panel';

type Coaching = { prayerType: PrayerType; tradition: Tradition; language: CoachSetupValues['language'] };

/**
 * /prayer-teacher: setup, then voice coaching. The tradition kept
 * on the person's profile is the setup's default; Back to Setup returns to it.
 */
export function PrayerTeacherPage() {
  const { t } = useTranslation('learning');
  const { data: user } = useUser();
  const emptySetup: CoachSetupValues = {
    prayerType: '',
    tradition: (user ? lessonDefaultsOf(user).tradition : null) ?? '',
    language: 'en',
  };
  const [setup, setSetup] = useState<CoachSetupValues>(emptySetup);
  const [coaching, setCoaching] = useState<Coaching | null>(null);
  const root = useViewFocus<HTMLDivElement>(coaching);

  const start = () => {
    const { prayerType, tradition, language } = setup;
    if (prayerType === '' || tradition === '') return;
    setCoaching({ prayerType, tradition, language });
  };

  const backToSetup = () => {
    setCoaching(null);
    setSetup(emptySetup);
  };

  return (
    <div ref={root} className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={t('teacher.title')} />
      {coaching ? (
        <div className="grid gap-6" data-testid="coaching-view">
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold text-primary">{t('teacher.coaching.heading')}</h1>
              <p className="mt-2 text-lg text-muted-foreground">
                {t('teacher.coaching.subtitle', {
                  prayer: t(`choices.prayers.${coaching.prayerType}`),
                  tradition: t(`choices.traditions.${coaching.tradition}`),
                })}
              </p>
            </div>
            <Button variant="outline" onClick={backToSetup} data-testid="coach-back">
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              {t('teacher.coaching.back')}
            </Button>
          </header>
          <VoiceCoachPanel {...coaching} />
        </div>
      ) : (
        <CoachSetup values={setup} onChange={setSetup} onStart={start} />
      )}
    </div>
  );
}
