import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QUICK_ACTIONS } from '@/contracts/prayer-tracking';
import { Button } from '@/client/components/ui/button';
import { useUserActivities } from '../api/get-user-activities';
import { useLogActivity, type QuickActionId } from '../api/log-activity';
import { isoDateInZone } from '../lib/dates';

const ACTION_IDS = Object.keys(QUICK_ACTIONS) as QuickActionId[];

/**
 * Quick actions that log activity points (spec 2 sections 2.7 and 9). Each counts once a day; the
 * ones already logged today show so, from GET /api/user/activities.
 */
export function QuickActions({ todayDate, timeZone }: { todayDate: string; timeZone: string }) {
  const { t } = useTranslation('prayer');
  const activities = useUserActivities();
  const logActivity = useLogActivity();

  const loggedToday = new Set(
    ACTION_IDS.filter((id) =>
      (activities.data?.activities ?? []).some(
        (entry) =>
          entry.activityType === QUICK_ACTIONS[id].activityType &&
          entry.activitySubtype === QUICK_ACTIONS[id].activitySubtype &&
          isoDateInZone(new Date(entry.completedAt), timeZone) === todayDate,
      ),
    ),
  );

  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1" data-testid="quick-actions">
      {ACTION_IDS.map((id) => {
        const logged = loggedToday.has(id);
        return (
          <Button
            key={id}
            variant={logged ? 'secondary' : 'outline'}
            className="h-auto justify-between whitespace-normal py-3 text-start"
            disabled={logged || logActivity.isPending}
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
