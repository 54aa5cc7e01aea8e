import { ChevronRight, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageLoadError } from '@/client/components/page-load-error';
import { Badge } from '@/client/components/ui/badge';
import { Spinner } from '@/client/components/ui/spinner';
import { usePastClasses } from '../api/get-past-classes';
import { formatDateTime, formatNumber, localized } from '../lib/format';

/**
 * The parent's view: every class of their children, each opening its transcript. `onlyWhenAny`: shown
 * only when there are classes to read (a parent whose subscription has ended).
 */
export function PastClasses({ onlyWhenAny = false }: { onlyWhenAny?: boolean }) {
  const { t, i18n } = useTranslation('school');
  const past = usePastClasses();
  const language = i18n.language;
  if (onlyWhenAny && !past.data?.length) return null;
  return (
    <section aria-labelledby="school-past-title" className="grid gap-4" data-testid="school-past">
      <div className="grid gap-1">
        <h2 id="school-past-title" className="text-xl font-semibold">
          {t('past.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('past.description')}</p>
      </div>
      {past.isError ? (
        <PageLoadError queries={[past]} variant="section" message={t('past.loadError')} />
      ) : !past.data ? (
        <Spinner />
      ) : past.data.length === 0 ? (
        <p className="text-muted-foreground">{t('past.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {past.data.map((lesson) => (
            <li key={lesson.sessionId}>
              <Link
                href={`/sunday-school/classes/${lesson.sessionId}`}
                data-testid="school-past-class"
                className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm hover:bg-muted"
              >
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="font-semibold [overflow-wrap:anywhere]">
                    {localized(lesson.classTitle, language)}
                  </span>
                  <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    {t('past.summary', {
                      name: lesson.studentName,
                      ageGroup: t(`ageGroups.${lesson.ageGroup}`),
                      date: formatDateTime(lesson.startedAt, language),
                    })}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant="outline">{t(`status.${lesson.status}`)}</Badge>
                    <span>{t('past.minutes', { minutes: formatNumber(lesson.totalMinutes, language) })}</span>
                    <span>{t('past.points', { points: formatNumber(lesson.points, language) })}</span>
                    <span>{t('past.badges', { number: formatNumber(lesson.badges.length, language) })}</span>
                    {lesson.flaggedMessages > 0 ? (
                      <Badge variant="gold" data-testid="school-past-flagged">
                        <ShieldAlert aria-hidden="true" />
                        {t('past.flagged', { number: formatNumber(lesson.flaggedMessages, language) })}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="sr-only">{t('past.open')}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
