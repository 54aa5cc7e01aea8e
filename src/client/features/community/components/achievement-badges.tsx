import { Award, BookOpen, HandHeart, Moon, Sunrise, Users, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACHIEVEMENT_CATEGORIES,
  type Achievement,
  type AchievementCategory,
  type AchievementType,
} from '@/contracts/community/progress';
import { PageLoadError } from '@/client/components/page-load-error';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/utils';
import { useAchievements } from '../api/get-achievements';
import { formatInstantDate } from '../lib/format';
import { ProgressBar } from '@/client/components/ui/progress-bar';

const ICONS: Record<AchievementType, LucideIcon> = {
  prayer_streak: Award,
  early_prayer: Sunrise,
  chat_questions: BookOpen,
  dua_generation: HandHeart,
  group_participation: Users,
  ramadan_special: Moon,
};

type Filter = 'all' | AchievementCategory;
const FILTERS: readonly Filter[] = ['all', ...ACHIEVEMENT_CATEGORIES];

/** Started (some progress) or earned: the person's achievements, as the badges view lists them. */
const isStarted = (a: Achievement) => a.progress > 0 || a.unlockedAt !== null;

/**
 * 'Islamic Achievement Badges', the levelled Badges (named apart from the learning dashboard's seven
 * Achievements, decision 021): how many are earned, then the person's badges with category
 * filters, each badge with its level title, Earned or Locked, and a bar toward the next unreached
 * threshold. Achievements not started yet are not listed, so a category can be empty.
 */
export function AchievementBadges({ className }: { className?: string }) {
  const { t } = useTranslation('achievements');
  const headingId = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const query = useAchievements();
  const shown = (query.data ?? []).filter(isStarted).filter((a) => filter === 'all' || a.category === filter);

  return (
    <Card className={className} aria-labelledby={headingId} role="region" data-testid="achievement-badges">
      <CardHeader>
        <CardTitle id={headingId}>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
        {query.data ? (
          <p className="text-sm font-medium" data-testid="badges-earned">
            {t('earnedCount', {
              earned: query.data.filter((a) => a.unlockedAt !== null).length,
              total: query.data.length,
            })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="group" aria-label={t('filtersLabel')} className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={filter === f ? 'default' : 'outline'}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(`filters.${f}`)}
            </Button>
          ))}
        </div>
        {query.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : query.isError ? (
          <PageLoadError variant="section" message={t('loadError')} queries={[query]} />
        ) : shown.length === 0 ? (
          <div className="grid justify-items-center gap-1 py-8 text-center" data-testid="achievements-empty">
            <Award className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('empty')}</p>
            <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((a) => (
              <li key={a.achievementType}>
                <AchievementBadge achievement={a} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AchievementBadge({ achievement: a }: { achievement: Achievement }) {
  const { t, i18n } = useTranslation('achievements');
  const titleId = useId();
  const Icon = ICONS[a.achievementType];
  const earned = a.unlockedAt !== null;
  const title = t(`titles.${a.achievementType}.${a.level}`);
  const next = a.levels.find((l) => l.unlockedAt === null);
  const nextTitle = next ? t(`titles.${a.achievementType}.${next.level}`) : title;
  const progressText = t('progress', { progress: Math.min(a.progress, a.maxProgress), max: a.maxProgress });
  return (
    <article
      className={cn(
        'grid h-full gap-3 rounded-xl border p-4',
        earned ? 'border-gold bg-accent/40' : 'bg-card',
      )}
      data-testid={`achievement-${a.achievementType}`}
      aria-labelledby={titleId}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-full',
            earned ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="leading-tight font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{t(`types.${a.achievementType}`)}</p>
        </div>
        <Badge variant={earned ? 'gold' : 'outline'}>{earned ? t('earned') : t('locked')}</Badge>
      </div>
      <p className="text-sm">
        {t('level', { level: a.level })}
        {earned ? ` · ${t('earnedOn', { date: formatInstantDate(a.unlockedAt!, i18n.language) })}` : null}
      </p>
      <div className="grid gap-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span id={`${titleId}-next`}>
            {next ? t('progressLabel', { title: nextTitle }) : t('allLevels')}
          </span>
          <span className="font-medium tabular-nums" dir="ltr">
            {progressText}
          </span>
        </div>
        <ProgressBar
          value={a.progress}
          max={a.maxProgress}
          labelledBy={`${titleId}-next`}
          valueText={progressText}
          className="h-2.5"
        />
      </div>
    </article>
  );
}
