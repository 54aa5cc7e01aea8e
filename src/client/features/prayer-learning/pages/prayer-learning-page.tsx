import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import type { LessonChoice } from '../api/get-prayer-teaching';
import { LessonPlayer } from '../components/lesson-player';
import { LessonSetup, type LessonSetupValues } from '../components/lesson-setup';
import { isLessonLanguage } from '../lib/choices';

/** /prayer-learning and /learn: setup, then the interactive lesson (spec 2 sections 2.4 and 4.3). */
export function PrayerLearningPage() {
  const { t, i18n } = useTranslation('learning');
  const [setup, setSetup] = useState<LessonSetupValues>(() => ({
    prayerType: '',
    tradition: '',
    level: null,
    // The lesson starts in the interface language when lessons exist in it.
    language: isLessonLanguage(i18n.language) ? i18n.language : 'en',
  }));
  const [lesson, setLesson] = useState<LessonChoice | null>(null);

  const start = () => {
    const { prayerType, tradition, level, language } = setup;
    if (prayerType === '' || tradition === '' || level === null) return;
    setLesson({ prayerType, tradition, level, language });
  };

  const backToSetup = () => {
    setLesson(null);
    setSetup((values) => ({ ...values, prayerType: '', tradition: '', level: null }));
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <DocumentTitle page={t('lessonSetup.title')} />
      {lesson ? (
        <LessonPlayer choice={lesson} onBack={backToSetup} />
      ) : (
        <LessonSetup values={setup} onChange={setSetup} onStart={start} />
      )}
    </div>
  );
}
