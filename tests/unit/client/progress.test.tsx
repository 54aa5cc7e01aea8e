import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENT_THRESHOLDS, ACHIEVEMENT_TYPES, type Achievement } from '@/contracts/community/progress';
import type { HomeSummary } from '@/contracts/home';
import type { TodayResponse } from '@/contracts/prayer-tracking';
import { AchievementBadges } from '@/client/features/community/components/achievement-badges';
import { CommunityQuickActions } from '@/client/features/community/components/community-quick-actions';
import { SummaryTiles } from '@/client/features/home/components/summary-tiles';
import { useRecordLessonSession } from '@/client/features/prayer-learning/api/record-lesson-session';
import { DailyPrayerDashboard } from '@/client/features/prayer-tracking/components/daily-prayer-dashboard';
import { progressKeyOf } from '@/client/lib/progress';
import { eachTestInEnglish, renderWithProviders } from './render';
import { levelOf } from '@/contracts/level';

const at = (hhmm: string) => `2026-11-03T${hhmm}:00.000Z`;

/** What the server has recorded so far for the person; each POST below changes it. */
type Recorded = { dhuhr: boolean; lessons: number; groupActivities: number };

function today(recorded: Recorded): TodayResponse {
  const entry = (prayerType: TodayResponse['prayers'][number]['prayerType'], time: string) => ({
    prayerType,
    time: at(time),
    state: 'upcoming' as const,
    completed: false,
    isOnTime: false,
    pointsEarned: 0,
    recordId: null,
  });
  const dhuhr = entry('dhuhr', '12:45');
  return {
    date: '2026-11-03',
    approximate: true,
    prayers: [
      entry('fajr', '05:30'),
      recorded.dhuhr ? { ...dhuhr, completed: true, isOnTime: true, pointsEarned: 125, recordId: 3 } : dhuhr,
      entry('asr', '16:20'),
      entry('maghrib', '18:45'),
      entry('isha', '20:15'),
    ],
  };
}

function summary(recorded: Recorded): HomeSummary {
  return {
    todayPrayers: { completed: recorded.dhuhr ? 1 : 0, total: 5 },
    level: 1,
    achievementsEarned: recorded.dhuhr ? 1 : 0,
    achievementsTotal: 7,
    learningSessions: recorded.lessons,
    streakDays: 0,
  };
}

function achievements(recorded: Recorded): Achievement[] {
  return ACHIEVEMENT_TYPES.map((type) => {
    const progress = type === 'group_participation' ? recorded.groupActivities : 0;
    const levels = ACHIEVEMENT_THRESHOLDS[type].map((threshold, i) => ({
      level: i + 1,
      threshold,
      unlockedAt: progress >= threshold ? at('12:50') : null,
    }));
    const reached = levels.filter((level) => level.unlockedAt !== null);
    return {
      achievementType: type,
      category: type === 'group_participation' ? 'community' : 'prayer',
      level: reached.at(-1)?.level ?? 1,
      progress,
      maxProgress: (levels.find((level) => level.unlockedAt === null) ?? levels.at(-1)!).threshold,
      unlockedAt: reached.at(-1)?.unlockedAt ?? null,
      levels,
    };
  });
}

/** The server of the reads and writes below, as the API answers them. */
function serve() {
  const recorded: Recorded = { dhuhr: false, lessons: 0, groupActivities: 0 };
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/prayers/today') return Response.json(today(recorded));
    if (url === '/api/user/stats') {
      return Response.json({
        totalPoints: recorded.dhuhr ? 125 : 0,
        currentStreak: 0,
        bestStreak: 0,
        ...levelOf(recorded.dhuhr ? 125 : 0),
        todayCompleted: recorded.dhuhr ? 1 : 0,
      });
    }
    if (url === '/api/user/activities') return Response.json({ totalPoints: 0, activities: [] });
    if (url === '/api/home/summary') return Response.json(summary(recorded));
    if (url === '/api/user/achievements') return Response.json(achievements(recorded));
    if (url === '/api/prayers/complete' && method === 'POST') {
      recorded.dhuhr = true;
      return Response.json({
        pointsEarned: 125,
        isOnTime: true,
        record: {
          id: 3,
          prayerType: 'dhuhr',
          prayerDate: '2026-11-03',
          prayerTime: at('12:50'),
          completed: true,
          onTime: true,
          pointsEarned: 125,
        },
      });
    }
    if (url === '/api/learning-sessions/lesson' && method === 'POST') {
      recorded.lessons += 1;
      return Response.json({ recorded: true, pointsEarned: 20, today: recorded.lessons, thisWeek: 1 });
    }
    if (url === '/api/activities' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as { activityType: string; groupId: number | null };
      if (body.groupId !== null) recorded.groupActivities += 1;
      return Response.json(
        {
          id: 11,
          activityType: body.activityType,
          activitySubtype: null,
          groupId: body.groupId,
          points: 20,
          isOnTime: false,
          completedAt: at('12:50'),
          notes: null,
          prayerRecord: null,
        },
        { status: 201 },
      );
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The value of one of the home page's progress tiles. */
function tile(label: string): string | null {
  return screen.getByText(label).closest('dl')!.querySelector('dd')!.textContent;
}

/** The lesson player's last step, reduced to the call it makes when the lesson is played through. */
function FinishLesson() {
  const record = useRecordLessonSession();
  return (
    <button type="button" onClick={() => record.mutate({ prayerType: 'fajr', tradition: 'sunni', level: 1 })}>
      finish the lesson
    </button>
  );
}

/** A progress read of a feature the recording features have never heard of: it shows how often it ran. */
function NewFeatureProgress() {
  const runs = useRef(0);
  const read = useQuery({
    queryKey: [...progressKeyOf('islamic-school'), 'classes'],
    queryFn: () => Promise.resolve((runs.current += 1)),
  });
  return <p data-testid="new-feature-read">{read.data}</p>;
}

eachTestInEnglish({ at: at('12:50') });

describe('progress reads share one key prefix that recorded progress invalidates', () => {
  it("completing a prayer on the daily dashboard updates the home page's tiles, another feature's read", async () => {
    serve();
    renderWithProviders(
      <>
        <DailyPrayerDashboard timeZone="UTC" onSetLocation={() => undefined} />
        <SummaryTiles />
      </>,
    );
    await waitFor(() => expect(tile('Today prayer progress')).toBe('0/5'));

    fireEvent.click(await screen.findByRole('button', { name: 'Complete Prayer: Dhuhr' }));

    expect(await screen.findByText('Prayer Recorded!')).toBeTruthy();
    await waitFor(() => expect(tile('Today prayer progress')).toBe('1/5'));
    expect(tile('Achievements')).toBe('1/7');
  });

  it('a finished lesson updates the learning sessions tile of the home page', async () => {
    serve();
    renderWithProviders(
      <>
        <FinishLesson />
        <SummaryTiles />
      </>,
    );
    await waitFor(() => expect(tile('Learning sessions this week')).toBe('0'));

    fireEvent.click(screen.getByRole('button', { name: 'finish the lesson' }));

    await waitFor(() => expect(tile('Learning sessions this week')).toBe('1'));
  });

  it("a recorded prayer refreshes a new feature's progress read with no list to add it to", async () => {
    const fetchMock = serve();
    renderWithProviders(
      <>
        <DailyPrayerDashboard timeZone="UTC" onSetLocation={() => undefined} />
        <NewFeatureProgress />
      </>,
    );
    const read = await screen.findByTestId('new-feature-read');
    await waitFor(() => expect(read.textContent).toBe('1'));

    fireEvent.click(await screen.findByRole('button', { name: 'Complete Prayer: Dhuhr' }));

    await waitFor(() => expect(read.textContent).toBe('2'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/prayers/complete')).toBe(true);
  });

  it('a quick action logged for a group on the Community page shows on the Group Participation badge', async () => {
    serve();
    renderWithProviders(
      <>
        <CommunityQuickActions groupId={4} groupName="Family" />
        <AchievementBadges />
      </>,
    );
    expect(await screen.findByTestId('achievements-empty')).toBeTruthy();

    fireEvent.click(screen.getByTestId('community-action-good_deed'));

    const badge = await screen.findByTestId('achievement-group_participation');
    expect(within(badge).getByText('Earned')).toBeTruthy();
  });
});
