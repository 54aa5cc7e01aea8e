import { Award, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import type { Lesson } from '../hooks/use-classroom';
import { formatNumber } from '../lib/format';

/**
 * The classroom's header: the class title, 'Welcome, {name}! - {ageGroup} years
 * old', the points and badges counters and the class's progress bar. It takes the focus when the
 * classroom opens.
 */
export function ClassroomHeader({
  lesson,
  points,
  badges,
  progress,
}: {
  lesson: Lesson;
  points: number;
  badges: number;
  progress: number;
}) {
  const { t, i18n } = useTranslation('school');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const language = i18n.language;
  const counters = [
    { key: 'points', icon: Star, value: points },
    { key: 'badges', icon: Award, value: badges },
  ] as const;
  return (
    <header className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid gap-1">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-primary outline-none [overflow-wrap:anywhere] md:text-3xl"
        >
          {lesson.title}
        </h1>
        <p className="text-lg [overflow-wrap:anywhere]" data-testid="classroom-welcome">
          {lesson.ageGroup === 'mixed'
            ? t('classroom.welcomeMixed', { name: lesson.studentName })
            : t('classroom.welcome', { name: lesson.studentName, ageGroup: lesson.ageGroup })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <dl className="flex flex-wrap gap-4">
          {counters.map(({ key, icon: Icon, value }) => (
            <div key={key} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 text-gold-strong" />
              <dt className="text-sm text-muted-foreground">{t(`classroom.${key}`)}</dt>
              <dd className="text-lg font-bold" data-testid={`classroom-${key}`}>
                {formatNumber(value, language)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="grid min-w-48 flex-1 gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span id="classroom-progress-label">{t('classroom.progress')}</span>
            <span data-testid="classroom-progress">
              {t('classroom.progressValue', { progress: formatNumber(progress, language) })}
            </span>
          </div>
          <ProgressBar
            value={progress}
            max={100}
            labelledBy="classroom-progress-label"
            valueText={t('classroom.progressValue', { progress: formatNumber(progress, language) })}
          />
        </div>
      </div>
    </header>
  );
}
