import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PronunciationFeedback, QuranLanguage, QuranVerse } from '@/contracts/quran';
import { DocumentTitle } from '@/client/components/document-title';
import { Spinner } from '@/client/components/ui/spinner';
import { describeError } from '@/client/lib/errors';
import { currentLanguage } from '@/client/lib/i18n';
import { invalidateProgress } from '@/client/lib/progress';
import { useQuranVerses } from '../api/get-quran-verses';
import { lookupVerse } from '../api/lookup-verse';
import { recordingSettingsQueryOptions } from '../api/recording-settings';
import { PracticePanel } from '../components/practice-panel';
import { ProgressPanel } from '../components/progress-panel';
import { RecordingSettings } from '../components/recording-settings';
import { TeacherChat } from '../components/teacher-chat';
import { VerseCard } from '../components/verse-card';
import { VerseLookup } from '../components/verse-lookup';

/** /quran-teacher: verse list, practice of the selected verse, teacher chat, progress. */
export function QuranTeacherPage() {
  const { t } = useTranslation('quran');
  const language = currentLanguage().code as QuranLanguage;
  const queryClient = useQueryClient();
  const verses = useQuranVerses(language);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [lookedUp, setLookedUp] = useState<QuranVerse | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  // Feedback per verse for this visit (not persisted by the client).
  const [feedback, setFeedback] = useState<Record<number, PronunciationFeedback>>({});
  /** The kept recording of the last attempt at each verse, when the person keeps recordings. */
  const [recordings, setRecordings] = useState<Record<number, string | null>>({});

  const list = verses.data ?? [];
  const selected =
    list.find((v) => v.id === selectedId) ?? (lookedUp && lookedUp.id === selectedId ? lookedUp : null);

  /** Selects a verse and brings its practice panel into view (it sits above the list). */
  const select = (id: number) => {
    setSelectedId(id);
    requestAnimationFrame(() => {
      const heading = document.getElementById('practice-title');
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
  };

  const lookup = async (surah: number, verse: number) => {
    setLookupError(null);
    try {
      const found = await lookupVerse(surah, verse, language);
      setLookedUp(found);
      select(found.id);
    } catch (error) {
      setLookupError(describeError(t, error, t('lookup.notFound')));
    }
  };

  const recordFeedback = (verseId: number, result: PronunciationFeedback, recordingUrl: string | null) => {
    setFeedback((old) => ({ ...old, [verseId]: result }));
    setRecordings((old) => ({ ...old, [verseId]: recordingUrl }));
    void invalidateProgress(queryClient);
    if (recordingUrl) void queryClient.invalidateQueries(recordingSettingsQueryOptions());
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={t('title')} />
      <header>
        <h1 className="text-3xl font-bold text-primary">{t('title')}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{t('subtitle')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <PracticePanel
            key={selected?.id ?? 'none'}
            verse={selected}
            feedback={selected ? feedback[selected.id] : undefined}
            recordingUrl={selected ? (recordings[selected.id] ?? null) : null}
            onFeedback={recordFeedback}
          />
          <VerseLookup onLookup={lookup} error={lookupError} />
          <section aria-labelledby="verse-list-title" className="grid gap-3">
            <h2 id="verse-list-title" className="text-xl font-semibold">
              {t('verseList')}
            </h2>
            {verses.isPending ? (
              <Spinner />
            ) : verses.isError ? (
              <p role="alert" className="text-destructive">
                {describeError(t, verses.error)}
              </p>
            ) : (
              <ul className="grid gap-3" data-testid="verse-list">
                {list.map((verse) => (
                  <VerseCard
                    key={verse.id}
                    verse={verse}
                    selected={verse.id === selectedId}
                    feedback={feedback[verse.id]}
                    onSelect={() => select(verse.id)}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
        {/* Not an <aside>: the chat and the progress are part of the practice, and a second complementary
            landmark beside the sidebar's would be unnamed (axe landmark-unique). */}
        <div className="grid min-w-0 content-start gap-6">
          <TeacherChat verseId={selected?.id ?? null} language={language} />
          <ProgressPanel />
          <RecordingSettings />
          <p className="text-xs text-muted-foreground">{t('attribution')}</p>
        </div>
      </div>
    </div>
  );
}
