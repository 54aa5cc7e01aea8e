import { Award, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import { PageLoadError } from '@/client/components/page-load-error';
import { Badge } from '@/client/components/ui/badge';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useDashboard } from '../api/get-dashboard';
import { DashboardAchievementsTab } from '../components/dashboard-achievements-tab';
import { DashboardCommunityTab } from '../components/dashboard-community-tab';
import { DashboardProgressTab } from '../components/dashboard-progress-tab';
import { DashboardStatCards } from '../components/dashboard-stat-cards';
import { DashboardTodayTab } from '../components/dashboard-today-tab';

/** /prayer-dashboard: the Learning Dashboard, every figure from the server (decision 022). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={t('title')} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('description')}</p>
        </div>
        {data ? (
          <div className="flex flex-wrap gap-2">
            <Badge data-testid="dashboard-level-badge" className="px-3 py-1 text-sm">
              <Award aria-hidden="true" />
              {t('badges.level', { level: data.level })}
            </Badge>
            <Badge variant="gold" data-testid="dashboard-points-badge" className="px-3 py-1 text-sm">
              <Star aria-hidden="true" />
              {t('badges.points', { points: data.totalPoints })}
            </Badge>
          </div>
        ) : null}
      </header>

      {dashboard.isError ? (
        <PageLoadError variant="section" message={t('loadError')} queries={[dashboard]} />
      ) : !data ? (
        <Spinner label={t('loading')} className="p-4" />
      ) : (
        <>
          <DashboardStatCards dashboard={data} />
          <Tabs defaultValue="today">
            <TabsList aria-label={t('tabs.label')}>
              <TabsTrigger value="today">{t('tabs.today')}</TabsTrigger>
              <TabsTrigger value="progress">{t('tabs.progress')}</TabsTrigger>
              <TabsTrigger value="achievements">{t('tabs.achievements')}</TabsTrigger>
              <TabsTrigger value="community">{t('tabs.community')}</TabsTrigger>
            </TabsList>
            <TabsContent value="today">
              <DashboardTodayTab dashboard={data} />
            </TabsContent>
            <TabsContent value="progress">
              <DashboardProgressTab dashboard={data} />
            </TabsContent>
            <TabsContent value="achievements">
              <DashboardAchievementsTab dashboard={data} />
            </TabsContent>
            <TabsContent value="community">
              <DashboardCommunityTab />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
