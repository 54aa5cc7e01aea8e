import { Flame, Target, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupChallenge, LeaderboardRow } from '@/contracts/community/groups';
import { PageLoadError } from '@/client/components/page-load-error';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { Spinner } from '@/client/components/ui/spinner';
import { UserName } from '@/client/components/user-name';
import { cn } from '@/client/lib/utils';
import { useMyStanding } from '../api/get-my-standing';

function LeaderboardList({ rows }: { rows: LeaderboardRow[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <ol className="grid grid-cols-1 gap-2" data-testid="dashboard-leaderboard">
      {rows.map((row) => (
        <li
          key={row.userId}
          data-testid="dashboard-leaderboard-row"
          className={cn(
            'flex items-center gap-3 rounded-lg border p-3',
            row.isMe ? 'border-gold bg-accent/40' : 'bg-card',
          )}
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-bold">
            <span aria-hidden="true">{t('number', { value: row.rank })}</span>
            <span className="sr-only">{t('community.rank', { rank: row.rank })}</span>
          </span>
          <span className="flex min-w-0 flex-1 items-center gap-2 font-semibold">
            <UserName>{row.username}</UserName>
            {row.isMe ? (
              <Badge variant="outline" className="shrink-0">
                {t('community.you')}
              </Badge>
            ) : null}
          </span>
          <span
            className="flex items-center gap-1 text-sm text-muted-foreground"
            data-testid="leaderboard-streak"
          >
            <Flame aria-hidden="true" className="size-4 text-gold-strong" />
            <span aria-hidden="true">{t('number', { value: row.currentStreak })}</span>
            <span className="sr-only">{t('community.streak', { days: row.currentStreak })}</span>
          </span>
          <span className="text-end font-bold" data-testid="leaderboard-points">
            {t('community.points', { points: row.totalPoints })}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ChallengeItem({ challenge }: { challenge: GroupChallenge }) {
  const { t, i18n } = useTranslation('dashboard');
  const nameId = useId();
  const ends = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${challenge.endDate}T00:00:00Z`),
  );
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="dashboard-challenge">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={nameId} className="font-semibold">
          {challenge.name}
        </h4>
        <span className="font-bold">{t('community.percent', { value: challenge.progress / 100 })}</span>
      </div>
      {challenge.description ? (
        <p className="text-sm text-muted-foreground">{challenge.description}</p>
      ) : null}
      <ProgressBar
        labelledBy={nameId}
        value={challenge.currentValue}
        max={challenge.targetValue}
        valueText={t('fraction', { done: challenge.currentValue, target: challenge.targetValue })}
      />
      <p className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {t(`community.challengeTypes.${challenge.challengeType}`, {
            done: challenge.currentValue,
            target: challenge.targetValue,
          })}
        </span>
        <span>{t('community.ends', { date: ends })}</span>
      </p>
    </li>
  );
}

/**
 * Community (decision 022): the leaderboard of the person's first group (top 10 with
 * current streaks) or the 'Join a Group' prompt, and that group's running challenges with their
 * progress computed from the members' records.
 */
export function DashboardCommunityTab() {
  const { t } = useTranslation('dashboard');
  const standing = useMyStanding();

  if (standing.isError) {
    return <PageLoadError variant="section" message={t('community.loadError')} queries={[standing]} />;
  }
  if (!standing.data) return <Spinner label={t('community.loading')} className="p-4" />;

  const { group, leaderboard, challenges } = standing.data;
  if (!group) {
    return (
      <Card data-testid="join-group-prompt">
        <CardContent className="grid justify-items-center gap-3 p-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Users aria-hidden="true" className="size-7" />
          </span>
          <h3 className="text-xl font-semibold">{t('community.joinTitle')}</h3>
          <p className="max-w-md text-muted-foreground">{t('community.joinDescription')}</p>
          <Button asChild>
            <Link href="/groups">{t('community.joinAction')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle>{t('community.leaderboardTitle')}</CardTitle>
          <CardDescription data-testid="dashboard-group-name">{group.name}</CardDescription>
        </CardHeader>
        <CardContent>
          <LeaderboardList rows={leaderboard} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Target aria-hidden="true" className="size-5" />
            {t('community.challengesTitle')}
          </CardTitle>
          <CardDescription>{t('community.challengesDescription', { group: group.name })}</CardDescription>
        </CardHeader>
        <CardContent>
          {challenges.length ? (
            <ul className="grid gap-3">
              {challenges.map((challenge) => (
                <ChallengeItem key={challenge.id} challenge={challenge} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="no-challenges">
              {t('community.noChallenges')}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
