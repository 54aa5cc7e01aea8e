import { Award, BookOpen, CalendarCheck, Flame, Star, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageLoadError } from '@/client/components/page-load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { useHomeSummary } from '../api/get-home-summary';

function Tile({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm" data-testid={testId}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <dl className="flex flex-col-reverse">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-2xl font-bold">{value}</dd>
      </dl>
    </div>
  );
}

/**
 * The summary tiles, with values from GET /api/home/summary: the learning dashboard's figures, so the
 * level and the achievements x/7 read the same here as there (decision 022).
 */
export function SummaryTiles() {
  const { t } = useTranslation('home');
  const summary = useHomeSummary();
  const { data, isPending, isError } = summary;

  if (isPending) return <Spinner label={t('tiles.loading')} />;
  if (isError) {
    return <PageLoadError variant="section" message={t('tiles.loadError')} queries={[summary]} />;
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      <Tile
        icon={CalendarCheck}
        label={t('tiles.todayPrayers')}
        value={t('tiles.todayPrayersValue', {
          completed: data.todayPrayers.completed,
          total: data.todayPrayers.total,
        })}
        testId="home-today-prayers"
      />
      <Tile
        icon={Star}
        label={t('tiles.level')}
        value={t('tiles.count', { value: data.level })}
        testId="home-level"
      />
      <Tile
        icon={Award}
        label={t('tiles.achievements')}
        value={t('tiles.fraction', { done: data.achievementsEarned, total: data.achievementsTotal })}
        testId="home-achievements"
      />
      <Tile
        icon={BookOpen}
        label={t('tiles.sessions')}
        value={t('tiles.count', { value: data.learningSessions })}
        testId="home-learning-sessions"
      />
      <Tile
        icon={Flame}
        label={t('tiles.streak')}
        value={t('tiles.count', { value: data.streakDays })}
        testId="home-streak"
      />
    </div>
  );
}
