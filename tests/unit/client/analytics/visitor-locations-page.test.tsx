import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VisitorLocationsPage } from '@/client/features/analytics/pages/visitor-locations-page';
import { applyLanguage } from '@/client/lib/i18n';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

const admin = { ...member, isAdmin: true };

const overview = (timeframe: string, visitors: number) => ({
  timeframe,
  totalVisitors: visitors,
  totalPageViews: visitors * 3,
  uniqueCountries: visitors ? 2 : 0,
  uniqueCities: visitors ? 2 : 0,
  sessions: visitors,
  averageSessionSeconds: visitors ? 150 : 0,
  daily: [{ day: '2026-11-27', visitors, pageViews: visitors * 3 }],
});

const COUNTRIES = [
  { country: 'United Kingdom', countryCode: 'GB', visitors: 8, pageViews: 20 },
  { country: 'Türkiye', countryCode: 'TR', visitors: 2, pageViews: 4 },
  { country: null, countryCode: null, visitors: 1, pageViews: 1 },
];
const CITIES = [
  {
    city: 'London',
    region: 'England',
    country: 'United Kingdom',
    countryCode: 'GB',
    visitors: 8,
    pageViews: 20,
  },
  { city: 'Besiktas', region: 'Istanbul', country: 'Türkiye', countryCode: 'TR', visitors: 2, pageViews: 4 },
];
const RECENT = [
  {
    path: '/blog/wudu-step-by-step',
    city: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    timestamp: '2026-11-27T10:04:00.000Z',
  },
];

/** The API as an admin's browser meets it: data for 7 and 30 days, none for 24 hours. */
function serve(user = admin) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/auth/user') return Response.json(user);
    const timeframe = new URL(url, 'http://localhost').searchParams.get('timeframe') ?? '7d';
    const empty = timeframe === '24h';
    if (url.startsWith('/api/analytics/visitor-overview'))
      return Response.json(overview(timeframe, empty ? 0 : 11));
    if (url.startsWith('/api/analytics/visitor-countries')) return Response.json(empty ? [] : COUNTRIES);
    if (url.startsWith('/api/analytics/visitor-cities')) return Response.json(empty ? [] : CITIES);
    if (url.startsWith('/api/analytics/recent-visitors')) return Response.json(RECENT);
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));
const choose = (timeframe: string) =>
  fireEvent.change(screen.getByLabelText('Timeframe'), { target: { value: timeframe } });

eachTestInEnglish();

describe('Visitor Locations (/visitor-analytics)', () => {
  it('shows the last 7 days unless asked: figures, countries by name, cities, recent visitors, the credit', async () => {
    const fetchMock = serve();
    renderWithProviders(<VisitorLocationsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Visitor Locations' })).toBeTruthy();
    expect((screen.getByLabelText('Timeframe') as HTMLSelectElement).value).toBe('7d');
    expect(
      [...(screen.getByLabelText('Timeframe') as HTMLSelectElement).options].map((o) => o.textContent),
    ).toEqual(['24 hours', '7 days', '30 days', '90 days']);
    expect(within(await screen.findByTestId('total-visitors')).getByText('11')).toBeTruthy();
    expect(within(screen.getByTestId('average-session')).getByText('2.5 min')).toBeTruthy();

    const countries = await screen.findByTestId('countries-table');
    expect(
      within(countries)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['United Kingdom', 'Türkiye', 'Unknown location']);
    openTab('Cities');
    expect(
      within(await screen.findByTestId('cities-table')).getByText('England · United Kingdom'),
    ).toBeTruthy();
    openTab('Recent Visitors');
    const recent = await screen.findByTestId('recent-visitors');
    expect(recent.textContent).toContain('/blog/wudu-step-by-step');
    expect(recent.textContent).toContain('London, United Kingdom');

    expect(screen.getByRole('link', { name: 'IP Geolocation by DB-IP' }).getAttribute('href')).toBe(
      'https://db-ip.com',
    );
    const asked = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/analytics/'));
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/analytics/visitor-overview?timeframe=7d',
        '/api/analytics/visitor-countries?timeframe=7d',
        '/api/analytics/visitor-cities?timeframe=7d',
        '/api/analytics/recent-visitors?limit=20',
      ]),
    );
  });

  it('shades the world map by visitors: the country with most the darkest, a country without any grey', async () => {
    serve();
    renderWithProviders(<VisitorLocationsPage />);
    const map = await screen.findByTestId('visitor-map', {}, { timeout: 10_000 });
    await waitFor(() => expect(map.querySelector('[data-country="GB"]')).toBeTruthy());
    expect(map.querySelector('[data-country="GB"]')!.getAttribute('fill-opacity')).toBe('1');
    expect(map.querySelector('[data-country="TR"]')!.getAttribute('fill-opacity')).toBe('0.4');
    expect(map.querySelector('[data-country="FR"]')!.getAttribute('class')).toContain('text-muted');
    expect(map.querySelector('[data-country="GB"] title')!.textContent).toBe('United Kingdom: 8 visitors');
    expect(map.querySelectorAll('path[data-country]').length).toBeGreaterThan(150);
  });

  it('a timeframe without visitors shows the three empty states to the letter', async () => {
    const fetchMock = serve();
    renderWithProviders(<VisitorLocationsPage />);
    await screen.findByTestId('countries-table');
    choose('24h');

    expect(await screen.findByText('No visitor data available for the selected timeframe')).toBeTruthy();
    openTab('Cities');
    expect(await screen.findByText('No city data available for the selected timeframe')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/analytics/visitor-cities?timeframe=24h');
  });

  it('says when there is no recent visitor activity', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/user'
          ? Response.json(admin)
          : Response.json(url.includes('overview') ? overview('7d', 0) : []),
      ),
    );
    renderWithProviders(<VisitorLocationsPage />);
    await screen.findByTestId('countries-empty');
    openTab('Recent Visitors');
    expect(await screen.findByText('No recent visitor activity available')).toBeTruthy();
  });

  it('names countries in the interface language, right to left in Arabic', async () => {
    // The account's language is the interface's once signed in.
    serve({ ...admin, language: 'arabic' });
    await act(() => applyLanguage('arabic', { persist: false }));
    renderWithProviders(<VisitorLocationsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'مواقع الزوار' })).toBeTruthy();
    const countries = await screen.findByTestId('countries-table');
    const names = within(countries)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      new Intl.DisplayNames(['ar'], { type: 'region' }).of('GB'),
      new Intl.DisplayNames(['ar'], { type: 'region' }).of('TR'),
      'موقع غير معروف',
    ]);
    expect(names[0]).not.toBe('United Kingdom');
    expect(screen.getByRole('tablist').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('tells a member who is not an administrator that the page is not theirs, and asks nothing', async () => {
    const fetchMock = serve(member);
    renderWithProviders(<VisitorLocationsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/analytics/'))).toEqual([]);
  });
});
