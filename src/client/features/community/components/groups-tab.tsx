import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_MEMBER_LIMITS, type Group } from '@/contracts/community/groups';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useJoinGroup } from '../api/groups-mutations';
import { usePublicGroups } from '../api/groups-queries';
import { CreateGroupForm } from './create-group-form';

const GROUPS_TAB_RULES = {
  limits: FORM_MEMBER_LIMITS.communityGroupsTab,
  descriptionRequired: true,
  fallbackWhenNotNumeric: false,
} as const;

function GroupRow({ group, action }: { group: Group; action?: ReactNode }) {
  const { t } = useTranslation('groups');
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3" data-testid="community-group-row">
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-words">{group.name}</span>
        {group.description ? (
          <span className="block text-sm text-muted-foreground">{group.description}</span>
        ) : null}
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          <Users aria-hidden="true" className="size-3.5" />
          {t('memberCount', { members: group.memberCount, max: group.maxMembers })}
        </span>
      </span>
      {group.isOwner ? <Badge variant="gold">{t('owner')}</Badge> : null}
      {action}
    </li>
  );
}

/** The Community page's Groups tab: the create form (name and description required, 2 to 500) and the groups. */
export function GroupsTab({ myGroups }: { myGroups: Group[] }) {
  const { t } = useTranslation(['gamification', 'groups', 'messages', 'errors']);
  const publicGroups = usePublicGroups();
  const join = useJoinGroup();
  const others = (publicGroups.data ?? []).filter((g) => !g.isMember);

  // Awaited: once joined, the group leaves this list and its row (the caller) unmounts.
  async function joinPublic(code: string) {
    try {
      await join.mutateAsync(code);
      toast({ title: t('toasts.groupJoined') });
    } catch (error) {
      toast({
        title: t('groups:errorTitle'),
        description: describeError(t, error, t('groups:join.failed')),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t('groupsTab.createTitle')}</CardTitle>
          <CardDescription>{t('groupsTab.createDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateGroupForm
            rules={GROUPS_TAB_RULES}
            failureText={t('groups:create.failed')}
            testId="community-groups-tab-create"
            onCreated={() => toast({ title: t('toasts.groupCreated') })}
          />
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('groupsTab.myGroups')}</CardTitle>
          </CardHeader>
          <CardContent>
            {myGroups.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('groups:empty.title')}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-2">
                {myGroups.map((group) => (
                  <GroupRow key={group.id} group={group} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('groupsTab.publicGroups')}</CardTitle>
            <CardDescription>{t('groupsTab.publicGroupsDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            {publicGroups.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {describeError(t, publicGroups.error)}
              </p>
            ) : others.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('groupsTab.noPublicGroups')}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-2">
                {others.map((group) => (
                  <GroupRow
                    key={group.id}
                    group={group}
                    action={
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={group.memberCount >= group.maxMembers}
                        busy={join.isPending}
                        aria-label={t('groupsTab.joinNamed', { group: group.name })}
                        onClick={() => void joinPublic(group.code)}
                      >
                        {group.memberCount >= group.maxMembers ? t('groupsTab.full') : t('groupsTab.join')}
                      </Button>
                    }
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
