import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { lessonDefaultsOf, prayerTypeSchema, type PrayerType } from '@/contracts/prayer-lessons';
import { DocumentTitle } from '@/client/components/document-title';
import { useUser } from '@/client/lib/auth';
import { useViewFocus } from '@/client/lib/view-focus';
import type { LessonChoice } from '../api/get-prayer-teaching';
import { LessonPlayer } from '../components/lesson-player';
import { LessonSetup, type LessonSetupValues } from '../components/lesson-setup';
import { isLessonLanguage } from '../lib/choices';

/** The prayer of `?prayer=fajr` (the first lesson a new person is sent to), if any. */
function prayerOfSearch(search: string): PrayerType | '' {
  const parsed = prayerTypeSchema.safeParse(new URLSearchParams(search).get('prayer'));
  return parsed.success ? parsed.data : '';
}

function lessonOf({ prayerType, tradition, level, language }: LessonSetupValues): LessonChoice | null {
  if (prayerType === '' || tradition === '' || level === null) return null;
  return { prayerType, tradition, level, language };
}

/**
 * /prayer-learning and /learn: setup, then the interactive lesson. The
 * tradition and level the person keeps on their profile are the setup's defaults; with
 * `?prayer=` and both defaults known, the lesson opens at once (where a new person lands).
 */
export function PrayerLearningPage() {
  const { t, i18n } = useTranslation('learning');
  const { data: user } = useUser();
  const search = useSearch();
  const defaults = user ? lessonDefaultsOf(user) : { tradition: null, level: null };
  const [setup, setSetup] = useState<LessonSetupValues>(() => ({
    prayerType: prayerOfSearch(search),
    tradition: defaults.tradition ?? '',
    level: defaults.level,
    // The lesson starts in the interface language when lessons exist in it.
    language: isLessonLanguage(i18n.language) ? i18n.language : 'en',
  }));
  const [lesson, setLesson] = useState<LessonChoice | null>(() => lessonOf(setup));

  const root = useViewFocus<HTMLDivElement>(lesson);

  const start = () => setLesson(lessonOf(setup));

  // Back to Setup clears the choices: back to the profile's defaults.
  const backToSetup = () => {
    setLesson(null);
    setSetup((values) => ({
      ...values,
      prayerType: '',
      tradition: defaults.tradition ?? '',
      level: defaults.level,
    }));
  };

  return (
    <div ref={root} className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={t('lessonSetup.title')} />
      {lesson ? (
        <LessonPlayer choice={lesson} onBack={backToSetup} onNext={setLesson} />
      ) : (
        <LessonSetup values={setup} onChange={setSetup} onStart={start} />
      )}
    </div>
  );
}
