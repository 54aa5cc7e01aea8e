import { History, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_MEMBER_LIMITS, JOIN_CODE_FIELD_LENGTH, LEADERBOARD_TOP } from '@/contracts/community/groups';
import { DocumentTitle } from '@/client/components/document-title';
import { IconCard } from '@/client/components/icon-card';
import { PageLoadError } from '@/client/components/page-load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useViewFocus } from '@/client/lib/view-focus';
import { useCommunityStats } from '../api/community-activity';
import { useGroupLeaderboard, useMyGroups } from '../api/groups-queries';
import { AchievementBadges } from '../components/achievement-badges';
import { CommunityQuickActions } from '../components/community-quick-actions';
import { CommunityStatCards } from '../components/community-stat-cards';
import { CreateGroupDialog } from '../components/create-group-dialog';
import { GroupLeaderboard } from '../components/group-leaderboard';
import { GroupPicker } from '../components/group-picker';
import { GroupsTab } from '../components/groups-tab';
import { JoinGroupDialog } from '../components/join-group-dialog';
import { RecentActivity } from '../components/recent-activity';

const OVERVIEW_RULES = {
  limits: FORM_MEMBER_LIMITS.communityOverview,
  descriptionRequired: false,
  fallbackWhenNotNumeric: false,
} as const;

/** The leaderboard of the chosen group, or a prompt to join one. */
function SelectedLeaderboard({ groupId, limit }: { groupId: number | null; limit?: number }) {
  const { t } = useTranslation(['gamification', 'messages', 'errors']);
  const leaderboard = useGroupLeaderboard(groupId);
  if (groupId === null) return <p className="text-sm text-muted-foreground">{t('leaderboard.joinPrompt')}</p>;
  if (leaderboard.isPending) return <Spinner />;
  if (leaderboard.isError)
    return (
      <PageLoadError
        variant="section"
        message={describeError(t, leaderboard.error)}
        queries={[leaderboard]}
      />
    );
  return (
    <GroupLeaderboard
      rows={limit ? leaderboard.data.slice(0, limit) : leaderboard.data}
      testId="community-leaderboard"
    />
  );
}

/** /gamification: 'Islamic Community & Competition'. */
export function GamificationPage() {
  const { t } = useTranslation(['gamification', 'groups', 'messages', 'errors']);
  const stats = useCommunityStats();
  const groups = useMyGroups();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const myGroups = groups.data ?? [];
  const selected = myGroups.find((g) => g.id === chosenId) ?? myGroups[0] ?? null;
  // A group created or joined in a dialog is chosen: the focus goes to it in My Groups (the dialog
  // leaves it to the page), where its leaderboard is one step away.
  const myGroupsRoot = useViewFocus<HTMLDivElement>(chosenId, '[aria-pressed="true"]');

  return (
    <div className="mx-auto grid grid-cols-1 max-w-6xl gap-6">
      <DocumentTitle page={t('title')} />
      <header>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </header>
      {stats.isPending || groups.isPending ? (
        <Spinner />
      ) : stats.isError || groups.isError ? (
        <PageLoadError
          variant="section"
          message={describeError(t, stats.error ?? groups.error)}
          queries={[stats, groups]}
        />
      ) : (
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">{t('tabs.overview')}</TabsTrigger>
            <TabsTrigger value="groups">{t('tabs.groups')}</TabsTrigger>
            <TabsTrigger value="badges">{t('tabs.badges')}</TabsTrigger>
            <TabsTrigger value="leaderboard">{t('tabs.leaderboard')}</TabsTrigger>
          </TabsList>

          <TabsContent value="overview" className="grid grid-cols-1 gap-6">
            <CommunityStatCards stats={stats.data} groupCount={myGroups.length} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>{t('overview.myGroups')}</CardTitle>
                  <CardDescription>{t('overview.myGroupsDescription')}</CardDescription>
                </CardHeader>
                <CardContent ref={myGroupsRoot} className="grid grid-cols-1 gap-4">
                  <div className="flex flex-wrap gap-2">
                    <JoinGroupDialog
                      codeLength={JOIN_CODE_FIELD_LENGTH.communityOverview}
                      failureText={t('groups:join.failed')}
                      testId="community-join-group"
                      onJoined={(answer) => {
                        toast({ title: t('toasts.groupJoined') });
                        setChosenId(answer.groupId);
                      }}
                    />
                    <CreateGroupDialog
                      rules={OVERVIEW_RULES}
                      failureText={t('groups:create.failed')}
                      testId="community-create-group"
                      onCreated={(group) => {
                        toast({ title: t('toasts.groupCreated') });
                        setChosenId(group.id);
                      }}
                    />
                  </div>
                  {myGroups.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t('groups:empty.description')}</p>
                  ) : (
                    <ul className="grid grid-cols-1 gap-2" data-testid="community-my-groups">
                      {myGroups.map((group) => (
                        <li key={group.id}>
                          <button
                            type="button"
                            aria-pressed={selected?.id === group.id}
                            onClick={() => setChosenId(group.id)}
                            className="flex w-full items-center justify-between gap-2 rounded-lg border p-3 text-start hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:border-primary aria-pressed:bg-accent/40"
                          >
                            <span className="font-medium break-words">{group.name}</span>
                            <span className="shrink-0 text-sm text-muted-foreground">
                              {t('groups:memberCount', { members: group.memberCount, max: group.maxMembers })}
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <IconCard
                icon={Trophy}
                iconClassName="text-gold"
                title={
                  selected ? t('overview.leaderboardOf', { group: selected.name }) : t('overview.leaderboard')
                }
                description={t('overview.leaderboardDescription', { top: LEADERBOARD_TOP })}
              >
                <SelectedLeaderboard groupId={selected?.id ?? null} limit={LEADERBOARD_TOP} />
              </IconCard>
            </div>
            <Card>
              <CardHeader>
                <CardTitle>{t('quickActions.title')}</CardTitle>
                <CardDescription>{t('quickActions.description')}</CardDescription>
              </CardHeader>
              <CardContent>
                <CommunityQuickActions groupId={selected?.id ?? null} groupName={selected?.name ?? null} />
              </CardContent>
            </Card>
            <IconCard
              icon={History}
              title={t('recentActivity.title')}
              description={t('recentActivity.description')}
            >
              <RecentActivity groups={myGroups} />
            </IconCard>
          </TabsContent>

          <TabsContent value="groups">
            <GroupsTab myGroups={myGroups} />
          </TabsContent>

          <TabsContent value="badges">
            <AchievementBadges />
          </TabsContent>

          <TabsContent value="leaderboard">
            <Card>
              <CardHeader className="gap-4">
                <CardTitle>
                  {selected
                    ? t('overview.leaderboardOf', { group: selected.name })
                    : t('overview.leaderboard')}
                </CardTitle>
                {myGroups.length > 1 ? (
                  <GroupPicker groups={myGroups} value={selected?.id ?? null} onChange={setChosenId} />
                ) : null}
              </CardHeader>
              <CardContent>
                <SelectedLeaderboard groupId={selected?.id ?? null} />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
