import { useTranslation } from 'react-i18next';
import { useQuranProgress } from '../api/get-quran-progress';

/** The person's practice: verses practised, best accuracy per verse, words most often missed. */
export function ProgressPanel() {
  const { t } = useTranslation('quran');
  const { data } = useQuranProgress();
  const format = new Intl.NumberFormat(undefined);
  return (
    <section
      aria-labelledby="quran-progress-title"
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="progress-panel"
    >
      <h2 id="quran-progress-title" className="text-lg font-semibold">
        {t('progress.title')}
      </h2>
      {!data || data.attempts === 0 ? (
        <p className="text-sm text-muted-foreground">{t('progress.empty')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {(
              [
                ['versesPractised', data.versesPractised],
                ['attempts', data.attempts],
                ['sessions', data.sessions],
                ['minutes', data.minutesStudied],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-lg bg-muted p-2">
                <dt className="text-muted-foreground">{t(`progress.${key}`)}</dt>
                <dd className="text-lg font-semibold" data-testid={`progress-${key}`}>
                  {format.format(value)}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="font-medium">{t('progress.best')}</h3>
          <ul className="grid gap-1 text-sm">
            {data.bestByVerse.map((v) => (
              <li key={v.verseId} className="flex justify-between gap-2" data-testid="progress-best">
                <span>{t('surahVerse', { surah: v.surahName, number: v.verseNumber })}</span>
                <span className="font-semibold">{format.format(v.bestAccuracy)}%</span>
              </li>
            ))}
          </ul>
          {data.mostMissed.length > 0 && (
            <>
              <h3 className="font-medium">{t('progress.mostMissed')}</h3>
              <ul className="grid gap-1 text-sm">
                {data.mostMissed.map((m) => (
                  <li key={m.word} className="flex items-center justify-between gap-2">
                    <span lang="ar" dir="rtl" className="font-quran text-xl">
                      {m.word}
                    </span>
                    <span className="text-muted-foreground">
                      {t('progress.missedCount', { count: m.count })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
