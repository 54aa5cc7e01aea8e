import { Award, ListChecks, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClassState } from '@/contracts/school';
import { IconCard } from '@/client/components/icon-card';
import { Badge } from '@/client/components/ui/badge';
import { formatNumber } from '../lib/format';

/** The classroom's side cards: Current Activity, Your Badges, Today's Progress. */
export function ClassroomSideCards({
  state,
  points,
  badges,
}: {
  state: ClassState | null;
  points: number;
  badges: readonly string[];
}) {
  const { t, i18n } = useTranslation('school');
  const language = i18n.language;
  const activity = state?.currentActivity;
  const figures = [
    ['activitiesCompleted', state?.completedActivities.length ?? 0],
    ['pointsEarned', points],
    ['badgesEarned', badges.length],
  ] as const;
  return (
    <div className="grid min-w-0 content-start gap-6">
      <IconCard icon={Sparkles} title={t('classroom.currentActivity')} data-testid="classroom-activity-card">
        {activity ? (
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{t(`activityTypes.${activity.type}`)}</Badge>
              {activity.points > 0 ? (
                <Badge variant="gold">
                  {t('classroom.activityPoints', { points: formatNumber(activity.points, language) })}
                </Badge>
              ) : null}
            </div>
            <p className="font-semibold [overflow-wrap:anywhere]" lang="en" dir="auto">
              {activity.title}
            </p>
            {activity.content ? (
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" lang="en" dir="auto">
                {activity.content}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('classroom.noActivity')}</p>
        )}
      </IconCard>
      <IconCard icon={Award} title={t('classroom.yourBadges')} data-testid="classroom-badges-card">
        {badges.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {badges.map((badge, index) => (
              <li key={`${badge}-${index}`}>
                <Badge variant="gold" lang="en">
                  <Award aria-hidden="true" />
                  {badge}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('classroom.noBadges')}</p>
        )}
      </IconCard>
      <IconCard icon={ListChecks} title={t('classroom.todaysProgress')} data-testid="classroom-today-card">
        <dl className="grid gap-2">
          {figures.map(([key, value]) => (
            <div key={key} className="flex items-center justify-between gap-2">
              <dt className="text-sm text-muted-foreground">{t(`classroom.${key}`)}</dt>
              <dd className="text-lg font-bold" data-testid={`classroom-${key}`}>
                {formatNumber(value, language)}
              </dd>
            </div>
          ))}
        </dl>
      </IconCard>
    </div>
  );
}
