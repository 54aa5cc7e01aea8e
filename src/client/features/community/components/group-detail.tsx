import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@/contracts/community/groups';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { describeError } from '@/client/lib/errors';
import { useGroupLeaderboard, useGroupMembers } from '../api/groups-queries';
import { CopyCodeButton } from './copy-code-button';
import { GroupBadges, GroupMemberCount } from './group-heading';
import { GroupLeaderboard } from './group-leaderboard';
import { GroupMembersList } from './group-members-list';
import { GroupMembershipAction } from './group-membership-action';

/** The detail view of a group: Leaderboard and Members tabs. */
export function GroupDetail({ group, onBack }: { group: Group; onBack: () => void }) {
  const { t } = useTranslation(['groups', 'messages', 'errors']);
  const leaderboard = useGroupLeaderboard(group.id);
  const members = useGroupMembers(group.id);

  return (
    <div className="grid grid-cols-1 gap-4" data-testid="group-detail">
      <Button variant="ghost" onClick={onBack} className="justify-self-start" data-testid="back-to-groups">
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('detail.back')}
      </Button>
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid grid-cols-1 gap-1">
              <CardTitle as="h2" className="text-2xl">
                {group.name}
              </CardTitle>
              {group.description ? <p className="text-muted-foreground">{group.description}</p> : null}
            </div>
            <GroupBadges group={group} className="flex-wrap gap-2" />
          </div>
          <GroupMemberCount group={group} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CopyCodeButton code={group.code} />
            <GroupMembershipAction group={group} onDone={onBack} />
          </div>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="leaderboard">
            <TabsList>
              <TabsTrigger value="leaderboard">{t('detail.leaderboardTab')}</TabsTrigger>
              <TabsTrigger value="members">{t('detail.membersTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="leaderboard">
              {leaderboard.isPending ? (
                <Spinner />
              ) : leaderboard.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {describeError(t, leaderboard.error)}
                </p>
              ) : (
                <GroupLeaderboard rows={leaderboard.data} />
              )}
            </TabsContent>
            <TabsContent value="members">
              {members.isPending ? (
                <Spinner />
              ) : members.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {describeError(t, members.error)}
                </p>
              ) : (
                <GroupMembersList members={members.data} />
              )}
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
