import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformAnalyticsPage } from '@/client/features/analytics/pages/platform-analytics-page';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

const admin = { ...member, isAdmin: true };
const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  visitors: i === 29 ? 12 : i,
  pageViews: 2 * i,
}));

function serve() {
  let asked = 0;
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/auth/user') return Response.json(admin);
    if (url === '/api/analytics/visitors') {
      asked += 1;
      return Response.json({
        visitors: { totalUsers: 120 + asked, activeToday: 14 },
        messages: { totalMessages: 950, uniqueUsersToday: 6, todayMessages: 31 },
        timestamp: '2026-11-30T10:00:00.000Z',
      });
    }
    if (url === '/api/analytics/visitor-overview?timeframe=30d')
      return Response.json({
        timeframe: '30d',
        totalVisitors: 418,
        totalPageViews: 870,
        uniqueCountries: 3,
        uniqueCities: 5,
        sessions: 500,
        averageSessionSeconds: 40,
        daily: days,
      });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

eachTestInEnglish();
afterEach(() => vi.useRealTimers());

describe('Platform Analytics (/analytics)', () => {
  it('shows the visitor and message counts and a bar a day for the last 30 days', async () => {
    serve();
    renderWithProviders(<PlatformAnalyticsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Platform Analytics' })).toBeTruthy();
    expect(within(await screen.findByTestId('total-users')).getByText('121')).toBeTruthy();
    expect(within(screen.getByTestId('active-today')).getByText('14')).toBeTruthy();
    expect(within(screen.getByTestId('total-messages')).getByText('950')).toBeTruthy();
    expect(within(screen.getByTestId('today-messages')).getByText('31')).toBeTruthy();
    expect(within(screen.getByTestId('unique-users-today')).getByText('6')).toBeTruthy();

    const visitors = await screen.findByTestId('visitors-chart');
    expect(visitors.querySelectorAll('rect')).toHaveLength(30);
    expect(within(visitors).getByRole('img').getAttribute('aria-label')).toBe(
      'Visitors per day, last 30 days: 418',
    );
    expect(visitors.querySelector('g:last-child title')?.textContent).toBe('Nov 30: 12');
  });

  it('asks for the counts again every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const fetchMock = serve();
    renderWithProviders(<PlatformAnalyticsPage />);
    await vi.waitFor(() => expect(screen.getByTestId('total-users').textContent).toContain('121'));
    const counts = () => fetchMock.mock.calls.filter(([url]) => url === '/api/analytics/visitors').length;
    expect(counts()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(counts()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(counts()).toBe(2);
    await vi.waitFor(() => expect(screen.getByTestId('total-users').textContent).toContain('122'));
  });
});
