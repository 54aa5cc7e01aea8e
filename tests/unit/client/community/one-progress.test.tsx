import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENT_THRESHOLDS, ACHIEVEMENT_TYPES, type Achievement } from '@/contracts/community/progress';
import { DASHBOARD_ACHIEVEMENTS, type DashboardResponse } from '@/contracts/dashboard';
import type { HomeSummary } from '@/contracts/home';
import { levelOf } from '@/contracts/level';
import type { MainPrayer, TodayResponse, UserStats } from '@/contracts/prayer-tracking';
import { DashboardPage } from '@/client/features/community/pages/dashboard-page';
import { GamificationPage } from '@/client/features/community/pages/gamification-page';
import { SummaryTiles } from '@/client/features/home/components/summary-tiles';
import { DailyPrayerDashboard } from '@/client/features/prayer-tracking/components/daily-prayer-dashboard';
import { eachTestInEnglish, renderWithProviders } from '../render';

/**
 * One progress model (decisions 007, 021, 022) as the screens show it: the same level and the same
 * counts of achievements and of badges wherever they appear, and a prayer quick action that records
 * the prayer for the tracker's points.
 */
const at = (hhmm: string) => `2026-11-03T${hhmm}:00.000Z`;
const MAIN: readonly MainPrayer[] = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'];
const TRACKER: Record<MainPrayer, number> = { fajr: 150, dhuhr: 100, asr: 100, maghrib: 120, isha: 110 };

/** One person as the server knows them: points, the prayers recorded today, a group joined. */
function person(points: number, prayed: MainPrayer[]) {
  const state = { points, prayed: new Set(prayed), posted: [] as unknown[] };
  const earnedAchievements = state.prayed.size > 0 ? 1 : 0; // First Prayer
  const stats = (): UserStats => ({
    totalPoints: state.points,
    currentStreak: 0,
    bestStreak: 0,
    ...levelOf(state.points),
    todayCompleted: state.prayed.size,
  });
  const dashboard = (): DashboardResponse => ({
    today: '2026-11-03',
    weekStart: '2026-11-01',
    totalPoints: state.points,
    ...levelOf(state.points),
    currentStreak: 0,
    bestStreak: 0,
    weekPoints: state.points,
    achievements: DASHBOARD_ACHIEVEMENTS.map((id) => ({
      id,
      earned: id === 'firstPrayer' && earnedAchievements > 0,
    })),
    achievementsEarned: earnedAchievements,
    todayActivities: {
      prayers: { done: state.prayed.size, target: 5 },
      islamicSchool: null,
      learning: { done: 0, target: 1 },
    },
    weekly: {
      prayers: { done: state.prayed.size, target: 35 },
      islamicSchool: null,
      learning: { done: 0, target: 7 },
    },
  });
  const home = (): HomeSummary => ({
    todayPrayers: { completed: state.prayed.size, total: 5 },
    level: levelOf(state.points).level,
    achievementsEarned: earnedAchievements,
    achievementsTotal: 7,
    learningSessions: 0,
    streakDays: 0,
  });
  // The badges: the group joined earns Community Joiner, nothing else is started.
  const badges = (): Achievement[] =>
    ACHIEVEMENT_TYPES.map((type) => {
      const progress = type === 'group_participation' ? 1 : 0;
      const levels = ACHIEVEMENT_THRESHOLDS[type].map((threshold, i) => ({
        level: i + 1,
        threshold,
        unlockedAt: progress >= threshold ? at('09:00') : null,
      }));
      return {
        achievementType: type,
        category: type === 'group_participation' ? 'community' : 'prayer',
        level: 1,
        progress,
        maxProgress: (levels.find((l) => l.unlockedAt === null) ?? levels.at(-1)!).threshold,
        unlockedAt: levels[0]!.unlockedAt,
        levels,
      };
    });
  const today = (): TodayResponse => ({
    date: '2026-11-03',
    approximate: true,
    prayers: MAIN.map((prayerType, i) => ({
      prayerType,
      time: at(['05:30', '12:45', '16:20', '18:45', '20:15'][i]!),
      state: 'upcoming',
      completed: state.prayed.has(prayerType),
      isOnTime: false,
      pointsEarned: state.prayed.has(prayerType) ? TRACKER[prayerType] : 0,
      recordId: state.prayed.has(prayerType) ? i + 1 : null,
    })),
  });

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/user/stats') return Response.json(stats());
    if (url === '/api/dashboard') return Response.json(dashboard());
    if (url === '/api/home/summary') return Response.json(home());
    if (url === '/api/user/achievements') return Response.json(badges());
    if (url === '/api/prayers/today') return Response.json(today());
    if (url === '/api/user/activities') return Response.json({ totalPoints: state.points, activities: [] });
    if (url === '/api/groups/my-groups') return Response.json([]);
    if (url === '/api/groups/my-standing')
      return Response.json({ group: null, leaderboard: [], challenges: [] });
    if (url === '/api/activities' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as { activityType: string; activitySubtype: MainPrayer };
      state.posted.push(body);
      const prayer = body.activitySubtype;
      // The server records the prayer the tracker's way: the tracker's points, none of the action's own.
      state.prayed.add(prayer);
      state.points += TRACKER[prayer];
      return Response.json(
        {
          id: 11,
          activityType: 'prayer',
          activitySubtype: prayer,
          groupId: null,
          points: 0,
          isOnTime: false,
          completedAt: at('10:00'),
          notes: null,
          prayerRecord: {
            id: 9,
            prayerType: prayer,
            prayerDate: '2026-11-03',
            prayerTime: at('10:00'),
            completed: true,
            onTime: false,
            pointsEarned: TRACKER[prayer],
          },
        },
        { status: 201 },
      );
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

/** The figure of a tile or stat card: the `dd` of its `dl`. */
const figure = (testId: string) => screen.getByTestId(testId).querySelector('dd')!.textContent;

eachTestInEnglish({ at: at('10:00') });

describe('one level and one count of achievements on every screen', () => {
  it('360 points read level 2 on home and on the daily dashboard, 40 short of level 3', async () => {
    person(360, ['fajr', 'dhuhr', 'isha']);
    renderWithProviders(
      <>
        <SummaryTiles />
        <DailyPrayerDashboard timeZone="UTC" onSetLocation={() => undefined} />
      </>,
    );
    await waitFor(() => expect(figure('home-level')).toBe('2'));
    expect(figure('home-achievements')).toBe('1/7');
    await waitFor(() => expect(figure('stat-level')).toBe('2'));
    expect(screen.getByTestId('stat-level').textContent).toContain('40 points to the next level');
  });

  it("the learning dashboard: Level 2 and the same 1/7 as home's Achievements tile", async () => {
    person(360, ['fajr', 'dhuhr', 'isha']);
    renderWithProviders(
      <>
        <SummaryTiles />
        <DashboardPage />
      </>,
    );
    expect((await screen.findByTestId('dashboard-level-badge')).textContent).toBe('Level 2');
    expect(
      within(screen.getByTestId('dashboard-total-points')).getByText('40 points to Level 3'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-achievements')).getByText('1/7')).toBeTruthy();
    await waitFor(() => expect(figure('home-achievements')).toBe('1/7'));
    expect(within(screen.getByTestId('dashboard-achievements')).getByText('Achievements')).toBeTruthy();
  });

  it('the Community page: level 2, and its Badges tab counts the badges, not the seven achievements', async () => {
    person(360, ['fajr', 'dhuhr', 'isha']);
    renderWithProviders(<GamificationPage />);
    await waitFor(() => expect(figure('community-level')).toBe('2'));
    expect(screen.queryByRole('tab', { name: 'Achievements' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Badges' }));
    expect((await screen.findByTestId('badges-earned')).textContent).toBe('1 of 6 badges earned');
    expect(screen.getByText('Islamic Achievement Badges')).toBeTruthy();
  });
});

describe('a prayer quick action', () => {
  it("records the prayer for the tracker's points, and shows it done with the level moved on", async () => {
    const state = person(180, ['isha']);
    renderWithProviders(
      <>
        <SummaryTiles />
        <DailyPrayerDashboard timeZone="UTC" onSetLocation={() => undefined} />
      </>,
    );
    await waitFor(() => expect(figure('stat-level')).toBe('1'));
    const fajr = await screen.findByRole('button', { name: 'Prayed Fajr +150' });
    expect(screen.getByRole('button', { name: 'Prayed Dhuhr +100' })).toBeTruthy();

    fireEvent.click(fajr);

    expect(await screen.findByText('Activity logged successfully!')).toBeTruthy();
    expect(state.posted).toEqual([{ activityType: 'prayer', activitySubtype: 'fajr' }]);
    // 180 + 150 = 330 points: level 2 on the daily dashboard and on home, the same moment.
    await waitFor(() => expect(figure('stat-level')).toBe('2'));
    await waitFor(() => expect(figure('home-level')).toBe('2'));
    expect(figure('stat-total-points')).toBe('330');
    const done = screen.getByTestId('quick-action-fajr_prayer');
    expect(done.textContent).toContain('Logged today');
    expect(done.getAttribute('aria-disabled')).toBe('true');
  });
});
