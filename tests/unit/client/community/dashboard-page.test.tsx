import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MyStandingResponse } from '@/contracts/community/groups';
import { DASHBOARD_ACHIEVEMENTS, type DashboardResponse } from '@/contracts/dashboard';
import type { MonthlyResponse, PrayerSettings } from '@/contracts/prayer-tracking';
import { DashboardPage } from '@/client/features/community/pages/dashboard-page';
import { applyLanguage } from '@/client/lib/i18n';
import { eachTestInEnglish, renderWithProviders } from '../render';

const settings: PrayerSettings = {
  location: null,
  timeZone: 'UTC',
  calculationMethod: 'MuslimWorldLeague',
  madhab: 'shafi',
  highLatitudeRule: 'auto',
};

function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    today: '2026-11-03',
    weekStart: '2026-11-01',
    totalPoints: 1_410,
    level: 8,
    pointsIntoLevel: 10,
    pointsToNextLevel: 190,
    currentStreak: 2,
    bestStreak: 9,
    weekPoints: 1_160,
    achievements: DASHBOARD_ACHIEVEMENTS.map((id) => ({
      id,
      earned: id === 'firstPrayer' || id === 'weekWarrior',
    })),
    achievementsEarned: 2,
    todayActivities: {
      prayers: { done: 3, target: 5 },
      islamicSchool: null,
      learning: { done: 0, target: 1 },
    },
    weekly: {
      prayers: { done: 13, target: 35 },
      islamicSchool: null,
      learning: { done: 2, target: 7 },
    },
    ...overrides,
  };
}

function monthly(): MonthlyResponse {
  return {
    month: '2026-11',
    today: '2026-11-03',
    currentStreak: 2,
    days: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      prayers: { fajr: i < 2, dhuhr: i < 2, asr: i < 2, maghrib: i < 2, isha: i < 2 },
      totalPoints: i < 2 ? 580 : 0,
      streak: i < 2,
    })),
  };
}

const NO_GROUP: MyStandingResponse = { group: null, leaderboard: [], challenges: [] };

function serve(body: DashboardResponse = dashboard(), standing: MyStandingResponse = NO_GROUP) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/dashboard') return Response.json(body);
    if (url === '/api/groups/my-standing') return Response.json(standing);
    if (url === '/api/prayer-settings') return Response.json(settings);
    if (url === '/api/prayers/monthly?month=2026-11') return Response.json(monthly());
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Radix tabs switch on mouse down. */
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));

eachTestInEnglish({ at: '2026-11-03T10:00:00.000Z' });

describe('the Learning Dashboard', () => {
  it("shows the server's figures: badges, the four stat cards and Today's Activities", async () => {
    serve();
    renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Dashboard' })).toBeTruthy();
    expect((await screen.findByTestId('dashboard-level-badge')).textContent).toBe('Level 8');
    expect(screen.getByTestId('dashboard-points-badge').textContent).toBe('1,410 points');
    const points = screen.getByTestId('dashboard-total-points');
    expect(within(points).getByText('Total Points')).toBeTruthy();
    expect(within(points).getByText('190 points to Level 9')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-current-streak')).getByText('Best streak: 9')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-achievements')).getByText('2/7')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-week-points')).getByText('1,160')).toBeTruthy();

    expect(screen.getByRole('heading', { name: "Today's Activities" })).toBeTruthy();
    expect(screen.getByTestId('today-prayers-value').textContent).toBe('3/5');
    expect(screen.getByTestId('today-learning-value').textContent).toBe('0/1');
    // Not a school subscriber: no Islamic School line.
    expect(screen.queryByTestId('today-islamic-school')).toBeNull();
  });

  it("shows the school's classes to a subscriber", async () => {
    const school = { done: 1, target: 4 };
    serve(
      dashboard({
        todayActivities: { ...dashboard().todayActivities, islamicSchool: school },
        weekly: { ...dashboard().weekly, islamicSchool: school },
      }),
    );
    renderWithProviders(<DashboardPage />);
    expect((await screen.findByTestId('today-islamic-school-value')).textContent).toBe('1/4');
  });

  it('Progress: the weekly bars, Level Progress and the prayer calendar with its day detail', async () => {
    serve();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('dashboard-level-badge');
    openTab('Progress');
    expect(screen.getByTestId('weekly-prayers-value').textContent).toBe('13/35');
    expect(screen.getByTestId('weekly-learning-value').textContent).toBe('2/7');
    expect(
      within(screen.getByTestId('level-progress')).getByText('10/200 points in this level'),
    ).toBeTruthy();

    expect(await screen.findByText('2 day streak')).toBeTruthy();
    const perfect = screen.getByTestId('calendar-day-2026-11-01');
    expect(perfect.getAttribute('data-bucket')).toBe('perfect');
    expect(perfect.getAttribute('aria-label')).toBe(
      'November 1: 5 of 5 prayers, 580 points, part of your streak',
    );
    expect(screen.getByText('Perfect Day (5/5)')).toBeTruthy();
    expect(screen.getByText('Great Day (4/5)')).toBeTruthy();
    expect(screen.getByText('Good Day (2-3/5)')).toBeTruthy();
    expect(screen.getByText('Missed Some (1/5)')).toBeTruthy();
    expect(screen.getByText('Today, in progress')).toBeTruthy();
    expect(screen.getByTestId('calendar-day-2026-11-03').getAttribute('data-bucket')).toBe('inProgress');
    expect(screen.getByTestId('calendar-day-2026-11-04').getAttribute('data-bucket')).toBe('none');

    fireEvent.click(perfect);
    const detail = screen.getByTestId('calendar-day-detail');
    expect(within(detail).getByRole('heading', { name: 'Sunday, November 1, 2026' })).toBeTruthy();
    expect(within(detail).getAllByText('Completed')).toHaveLength(5);
    expect(within(detail).getByText('Points Earned')).toBeTruthy();
    expect(within(detail).getByText('580')).toBeTruthy();

    fireEvent.click(screen.getByTestId('calendar-day-2026-11-02'));
    fireEvent.click(screen.getByTestId('calendar-day-2026-11-03'));
    expect(within(screen.getByTestId('calendar-day-detail')).getAllByText('Not yet')).toHaveLength(5);
  });

  it('in Arabic the prayer calendar uses the Arabic-Indic digits of its month title throughout (decision 024)', async () => {
    await applyLanguage('arabic', { persist: false });
    serve();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('dashboard-level-badge');
    openTab('التقدّم');
    expect(await screen.findByText('أيام المواظبة المتتالية: ٢')).toBeTruthy();
    const perfect = screen.getByTestId('calendar-day-2026-11-01');
    expect(screen.getByTestId('calendar-month-title').textContent).toBe('نوفمبر ٢٠٢٦');
    expect(within(perfect).getByText('١')).toBeTruthy();
    expect(await within(perfect).findByText('٥/٥')).toBeTruthy();
    expect(perfect.getAttribute('aria-label')).toContain('الصلوات المؤدّاة ٥ من ٥، النقاط ٥٨٠');
    expect(screen.getByText('يوم مثالي (٥/٥)')).toBeTruthy();
    fireEvent.click(perfect);
    const detail = screen.getByTestId('calendar-day-detail');
    expect(within(detail).getByText('٥٨٠')).toBeTruthy();
    // No Latin digit is left in the calendar beside the Arabic-Indic ones.
    expect(screen.getByTestId('prayer-calendar').textContent).not.toMatch(/[0-9]/);
  });

  it('Achievements: the seven, each Earned or Locked, x/7', async () => {
    serve();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('dashboard-level-badge');
    openTab('Achievements');
    expect(screen.getByTestId('achievements-count').textContent).toBe('2/7 earned');
    const first = screen.getByTestId('achievement-firstPrayer');
    expect(within(first).getByText('First Prayer')).toBeTruthy();
    expect(within(first).getByText('Earned')).toBeTruthy();
    expect(
      within(screen.getByTestId('achievement-onTimeChampion')).getByText('On-Time Champion'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('achievement-onTimeChampion')).getByText('Locked')).toBeTruthy();
    expect(screen.getAllByText('Locked')).toHaveLength(5);
  });

  it("Community without a group: the 'Join a Group' prompt leads to Study Groups", async () => {
    serve();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('dashboard-level-badge');
    openTab('Community');
    const prompt = await screen.findByTestId('join-group-prompt');
    expect(within(prompt).getByRole('heading', { name: 'Join a Group' })).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Go to Study Groups' }).getAttribute('href')).toBe(
      '/groups',
    );
  });

  it("Community with a group: its top 10 with current streaks and its challenges' real progress", async () => {
    serve(dashboard(), {
      group: { id: 4, name: 'Family circle' },
      leaderboard: [
        { rank: 1, userId: 9, username: 'amina', totalPoints: 1_580, currentStreak: 3, isMe: false },
        { rank: 2, userId: 3, username: 'yusuf', totalPoints: 1_410, currentStreak: 2, isMe: true },
      ],
      challenges: [
        {
          id: 1,
          groupId: 4,
          name: 'Thirty days of Fajr',
          description: null,
          challengeType: 'prayers_completed',
          targetValue: 60,
          startDate: '2026-11-01',
          endDate: '2026-11-30',
          isActive: true,
          createdBy: 9,
          createdAt: '2026-11-01T08:00:00.000Z',
          currentValue: 51,
          progress: 85,
        },
      ],
    });
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('dashboard-level-badge');
    openTab('Community');
    expect((await screen.findByTestId('dashboard-group-name')).textContent).toBe('Family circle');
    const rows = screen.getAllByTestId('dashboard-leaderboard-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('yusuf')).toBeTruthy();
    expect(within(rows[1]!).getByText('You')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('leaderboard-points').textContent).toBe('1,410 pts');
    expect(within(rows[1]!).getByTestId('leaderboard-streak').textContent).toBe('2Current streak: 2');
    const challenge = screen.getByTestId('dashboard-challenge');
    expect(within(challenge).getByText('Thirty days of Fajr')).toBeTruthy();
    expect(within(challenge).getByText('85%')).toBeTruthy();
    expect(within(challenge).getByText('51 of 60 prayers')).toBeTruthy();
    expect(within(challenge).getByText('Ends Nov 30, 2026')).toBeTruthy();
  });

  it('a failed read says so and tries again', async () => {
    const fetchMock = vi.fn(async () => Response.json({ message: 'Service unavailable' }, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your progress could not be loaded.');
    serve();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-level-badge').textContent).toBe('Level 8'));
  });
});
