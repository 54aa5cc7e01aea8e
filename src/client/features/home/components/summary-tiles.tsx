import { Award, BookOpen, CalendarCheck, Flame, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageLoadError } from '@/client/components/page-load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { useHomeSummary } from '../api/get-home-summary';

function Tile({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm">
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

/** The four summary tiles, with values from GET /api/home/summary. */
export function SummaryTiles() {
  const { t } = useTranslation('home');
  const summary = useHomeSummary();
  const { data, isPending, isError } = summary;

  if (isPending) return <Spinner label={t('tiles.loading')} />;
  if (isError) {
    return <PageLoadError variant="section" message={t('tiles.loadError')} queries={[summary]} />;
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Tile
        icon={CalendarCheck}
        label={t('tiles.todayPrayers')}
        value={t('tiles.todayPrayersValue', {
          completed: data.todayPrayers.completed,
          total: data.todayPrayers.total,
        })}
      />
      <Tile
        icon={Award}
        label={t('tiles.achievements')}
        value={t('tiles.count', { value: data.achievementsEarned })}
      />
      <Tile
        icon={BookOpen}
        label={t('tiles.sessions')}
        value={t('tiles.count', { value: data.learningSessions })}
      />
      <Tile icon={Flame} label={t('tiles.streak')} value={t('tiles.count', { value: data.streakDays })} />
    </div>
  );
}
