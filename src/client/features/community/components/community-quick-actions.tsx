import { useTranslation } from 'react-i18next';
import { QUICK_ACTION_IDS, QUICK_ACTIONS } from '@/contracts/prayer-tracking';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useLogCommunityActivity } from '../api/community-activity';

/**
 * The Community page's Quick Actions: each logs an activity, for the
 * selected group when one is chosen; the toast says 'Activity logged successfully!' (section 8).
 */
export function CommunityQuickActions({
  groupId,
  groupName,
}: {
  groupId: number | null;
  groupName: string | null;
}) {
  const { t } = useTranslation(['gamification', 'messages', 'errors']);
  const log = useLogCommunityActivity();
  return (
    <div className="grid grid-cols-1 gap-3" data-testid="community-quick-actions">
      <p className="text-sm text-muted-foreground">
        {groupName ? t('quickActions.forGroup', { group: groupName }) : t('quickActions.noGroup')}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {QUICK_ACTION_IDS.map((action) => (
          <Button
            key={action}
            variant="outline"
            className="h-auto justify-start whitespace-normal py-3 text-start"
            busy={log.isPending}
            data-testid={`community-action-${action}`}
            onClick={() =>
              log.mutate(
                { action, groupId },
                {
                  onSuccess: (entry) =>
                    toast({
                      title: t('quickActions.logged'),
                      description: t('quickActions.loggedPoints', {
                        points: entry.prayerRecord?.pointsEarned ?? entry.points,
                      }),
                    }),
                  onError: (error) =>
                    toast({
                      title: t('quickActions.notLogged'),
                      description: describeError(t, error, t('quickActions.failed')),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            {t(`quickActions.${action}`, { points: QUICK_ACTIONS[action].points })}
          </Button>
        ))}
      </div>
    </div>
  );
}
