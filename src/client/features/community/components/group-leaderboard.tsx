import { Flame, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardRow } from '@/contracts/community/groups';
import { UserName } from '@/client/components/user-name';
import { cn } from '@/client/lib/utils';

/** Members by their real points, with their current streak. */
export function GroupLeaderboard({
  rows,
  testId = 'group-leaderboard',
}: {
  rows: LeaderboardRow[];
  testId?: string;
}) {
  const { t } = useTranslation('groups');
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('leaderboard.empty')}</p>;
  return (
    <ol className="grid grid-cols-1 gap-2" data-testid={testId}>
      {rows.map((row) => (
        <li
          key={row.userId}
          className={cn(
            'flex items-center gap-3 rounded-lg border p-3',
            row.isMe && 'border-primary bg-accent/40',
          )}
          data-testid="leaderboard-row"
        >
          <span
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
              row.rank <= 3 ? 'bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
            )}
          >
            {row.rank <= 3 ? <Medal aria-hidden="true" className="size-4" /> : null}
            <span className={row.rank <= 3 ? 'sr-only' : undefined}>
              {t('leaderboard.rank', { rank: row.rank })}
            </span>
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-1 font-medium" data-testid="leaderboard-username">
              <UserName>{row.username}</UserName>
              {row.isMe ? (
                <span className="shrink-0 text-sm text-muted-foreground">{t('leaderboard.you')}</span>
              ) : null}
            </span>
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <Flame aria-hidden="true" className="size-3.5 text-orange-600" />
              {t('leaderboard.streak', { days: row.currentStreak })}
            </span>
          </span>
          <span className="text-end font-semibold" data-testid="leaderboard-points">
            {t('leaderboard.points', { points: row.totalPoints })}
          </span>
        </li>
      ))}
    </ol>
  );
}
