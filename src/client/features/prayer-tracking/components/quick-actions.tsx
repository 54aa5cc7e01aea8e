import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type MainPrayer, QUICK_ACTION_IDS, QUICK_ACTIONS, quickActionOf } from '@/contracts/prayer-tracking';
import { Button } from '@/client/components/ui/button';
import { useUserActivities } from '../api/get-user-activities';
import { useLogActivity } from '../api/log-activity';
import { isoDateInZone } from '../lib/dates';

/**
 * Quick actions that log activity points. Each counts once a day; the ones already logged today show
 * so, from GET /api/user/activities. One naming a prayer records today's prayer as the tracker does
 * (decision 007), so it shows done once that prayer is recorded, however it was.
 */
export function QuickActions({
  todayDate,
  timeZone,
  prayedToday,
}: {
  todayDate: string;
  timeZone: string;
  /** Today's prayers already recorded (GET /api/prayers/today). */
  prayedToday: readonly MainPrayer[];
}) {
  const { t } = useTranslation('prayer');
  const activities = useUserActivities();
  const logActivity = useLogActivity();

  const loggedToday = new Set(
    (activities.data?.activities ?? [])
      .filter((entry) => isoDateInZone(new Date(entry.completedAt), timeZone) === todayDate)
      .map(quickActionOf),
  );

  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1" data-testid="quick-actions">
      {QUICK_ACTION_IDS.map((id) => {
        const prayer = QUICK_ACTIONS[id].prayer;
        const logged = prayer ? prayedToday.includes(prayer) : loggedToday.has(id);
        return (
          <Button
            key={id}
            variant={logged ? 'secondary' : 'outline'}
            className="h-auto justify-between whitespace-normal py-3 text-start"
            disabled={logged}
            focusableWhenDisabled
            busy={logActivity.isPending}
            onClick={() => logActivity.mutate(id)}
            data-testid={`quick-action-${id}`}
          >
            <span>{t(`dashboard.quickActions.${id}`, { points: QUICK_ACTIONS[id].points })}</span>
            {logged ? (
              <span className="flex items-center gap-1 text-xs text-primary">
                <Check aria-hidden="true" />
                {t('dashboard.quickActions.loggedToday')}
              </span>
            ) : null}
          </Button>
        );
      })}
    </div>
  );
}
