import { useTranslation } from 'react-i18next';
import type { Group } from '@/contracts/community/groups';
import { QUICK_ACTIONS, quickActionOf } from '@/contracts/prayer-tracking';
import { Spinner } from '@/client/components/ui/spinner';
import { describeError } from '@/client/lib/errors';
import { useCommunityActivities } from '../api/community-activity';

/** How many of the person's latest activities the Community overview lists. */
export const RECENT_ACTIVITY_SHOWN = 10;

/**
 * The person's latest activities, newest first, each with its points, when it was logged and the
 * group it counted for (while the person is still in it); 'No activity yet...' before the first.
 */
export function RecentActivity({ groups }: { groups: Group[] }) {
  const { t, i18n } = useTranslation(['gamification', 'prayer', 'messages', 'errors']);
  const activities = useCommunityActivities();
  if (activities.isPending) return <Spinner />;
  if (activities.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeError(t, activities.error)}
      </p>
    );
  const entries = activities.data.activities.slice(0, RECENT_ACTIVITY_SHOWN);
  if (entries.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="recent-activity-empty">
        {t('recentActivity.empty')}
      </p>
    );
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  return (
    <ul className="grid grid-cols-1 gap-2" data-testid="recent-activity">
      {entries.map((entry) => {
        const quick = quickActionOf(entry);
        const group = entry.groupId === null ? undefined : groupNames.get(entry.groupId);
        return (
          <li key={entry.id} className="rounded-lg border p-3" data-testid="recent-activity-entry">
            <span className="block font-medium break-words">
              {quick && QUICK_ACTIONS[quick].prayer
                ? // The prayer's points are its record's, on the tracker (decision 007).
                  t('recentActivity.prayed', { prayer: t(`prayer:prayers.${QUICK_ACTIONS[quick].prayer}`) })
                : quick
                  ? t(`quickActions.${quick}`, { points: entry.points })
                  : t('recentActivity.other', {
                      activity: [entry.activityType, entry.activitySubtype].filter(Boolean).join(' · '),
                      points: entry.points,
                    })}
            </span>
            <span className="block text-xs text-muted-foreground break-words">
              {group
                ? t('recentActivity.whenForGroup', {
                    when: when.format(new Date(entry.completedAt)),
                    group,
                  })
                : when.format(new Date(entry.completedAt))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
