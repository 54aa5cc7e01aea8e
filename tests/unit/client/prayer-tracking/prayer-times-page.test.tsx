import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PrayerSettings, PrayerTimesResponse, TodayResponse } from '@/contracts/prayer-tracking';
import { PrayerTimesPage } from '@/client/features/prayer-tracking/pages/prayer-times-page';
import { applyLanguage } from '@/client/lib/i18n';
import { eachTestInEnglish, renderWithProviders } from '../render';
import { levelOf } from '@/contracts/level';

const settings: PrayerSettings = {
  location: null,
  timeZone: 'UTC',
  calculationMethod: 'MuslimWorldLeague',
  madhab: 'shafi',
  highLatitudeRule: 'auto',
};

const at = (hhmm: string) => `2026-11-03T${hhmm}:00.000Z`;

const times: PrayerTimesResponse = {
  date: '2026-11-03',
  timeZone: 'UTC',
  approximate: true,
  location: null,
  calculationMethod: 'MuslimWorldLeague',
  madhab: 'shafi',
  highLatitudeRule: null,
  highLatitudeRuleAutomatic: true,
  times: {
    fajr: at('05:30'),
    sunrise: null,
    dhuhr: at('12:45'),
    asr: at('16:20'),
    maghrib: at('18:45'),
    isha: at('20:15'),
  },
  qibla: null,
  next: { prayer: 'asr', time: at('16:20') },
};

function today(dhuhrDone: boolean): TodayResponse {
  const entry = (prayerType: TodayResponse['prayers'][number]['prayerType'], time: string) => ({
    prayerType,
    time: at(time),
    state: 'upcoming' as const,
    completed: false,
    isOnTime: false,
    pointsEarned: 0,
    recordId: null,
  });
  const prayers = [
    entry('fajr', '05:30'),
    {
      ...entry('dhuhr', '12:45'),
      ...(dhuhrDone ? { completed: true, isOnTime: true, pointsEarned: 125, recordId: 3 } : {}),
    },
    entry('asr', '16:20'),
    entry('maghrib', '18:45'),
    entry('isha', '20:15'),
  ];
  return { date: '2026-11-03', approximate: true, prayers };
}

type Handler = (url: string, init: RequestInit) => Response | undefined;

function serve(handler: Handler = () => undefined, savedSettings: PrayerSettings = settings) {
  let dhuhrDone = false;
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const handled = handler(url, init);
    if (handled) return handled;
    const method = init.method ?? 'GET';
    if (url === '/api/prayer-settings' && method === 'GET') return Response.json(savedSettings);
    if (url === '/api/prayer-settings' && method === 'PUT') {
      return Response.json({ ...savedSettings, ...(JSON.parse(String(init.body)) as object) });
    }
    if (url === '/api/prayer-times') return Response.json(times);
    if (url === '/api/prayers/today') return Response.json(today(dhuhrDone));
    if (url === '/api/user/stats') {
      return Response.json({
        totalPoints: 1250,
        currentStreak: 3,
        bestStreak: 9,
        ...levelOf(1250),
        todayCompleted: dhuhrDone ? 1 : 0,
      });
    }
    if (url === '/api/user/activities') return Response.json({ totalPoints: 0, activities: [] });
    if (url === '/api/prayers/complete' && method === 'POST') {
      dhuhrDone = true;
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
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  renderWithProviders(<PrayerTimesPage />);
}

eachTestInEnglish({ at: at('12:50') });

describe('the Prayer Times page (decision 007) and the daily prayer dashboard', () => {
  it('labels sample times as approximate and counts down to the next prayer', async () => {
    serve();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Prayer Times' })).toBeTruthy();
    expect(await screen.findByText('Approximate times')).toBeTruthy();
    expect(
      within(screen.getByTestId('approximate-notice')).getByRole('button', { name: 'Set your location' }),
    ).toBeTruthy();
    expect(screen.getByText('Next prayer: Asr at 4:20 PM')).toBeTruthy();
    expect(screen.getByTestId('next-prayer-countdown').textContent).toBe('03:30:00');
    // The next prayer is announced politely once; the ticking seconds never are.
    const announcement = screen.getByTestId('next-prayer-announcement');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('Next prayer: Asr at 4:20 PM');
    expect(announcement.contains(screen.getByTestId('next-prayer-countdown'))).toBe(false);
    expect(screen.getByTestId('next-prayer-countdown').getAttribute('aria-live')).toBe('off');
    expect(within(screen.getByTestId('prayer-time-dhuhr')).getByText('12:45 PM')).toBeTruthy();
    expect(screen.getByText('Set your location to see the direction of the Qibla.')).toBeTruthy();
  });

  it('names time zones as people do, not by their identifier', async () => {
    serve((url) =>
      url === '/api/prayer-times' ? Response.json({ ...times, timeZone: 'Asia/Karachi' }) : undefined,
    );
    renderPage();

    expect(await screen.findByText('Times in Pakistan Standard Time')).toBeTruthy();
    expect(screen.queryByText(/Asia\/Karachi/)).toBeNull();
  });

  it.each([
    ['arabic', 'المواقيت حسب توقيت تركيا'],
    ['urdu', 'اوقات ترکیہ وقت کے مطابق'],
    ['turkish', 'Vakitlerin saat dilimi: Türkiye Standart Saati'],
    ['french', 'Horaires en heure normale de Turquie'],
  ] as const)('in %s a time zone name that already says "time" is not said twice', async (language, line) => {
    await applyLanguage(language, { persist: false });
    serve((url) =>
      url === '/api/prayer-times' ? Response.json({ ...times, timeZone: 'Europe/Istanbul' }) : undefined,
    );
    renderPage();
    expect(await screen.findByText(line)).toBeTruthy();
  });

  it('shows the stats, each prayer state, and Complete Prayer only while a window is open', async () => {
    serve();
    renderPage();

    expect(await screen.findByText('Total Points')).toBeTruthy();
    expect(screen.getByTestId('stat-total-points').textContent).toContain('1,250');
    // One level everywhere (decision 022): 1,250 points are level 7, 150 short of level 8.
    expect(screen.getByTestId('stat-level').textContent).toBe('Level7150 points to the next level');
    expect(screen.getByTestId('stat-best-streak').textContent).toContain('9');

    const state = (prayer: string) =>
      within(screen.getByTestId(`schedule-${prayer}`)).getByTestId('prayer-state');
    await waitFor(() => expect(state('dhuhr').textContent).toBe('On time'));
    // Sample times mark nothing as missed; the schedule asks for a location instead.
    expect(within(screen.getByTestId('schedule-fajr')).queryByTestId('prayer-state')).toBeNull();
    expect(screen.queryByText('Missed')).toBeNull();
    expect(screen.getByTestId('schedule-location-prompt').textContent).toContain(
      'These are sample times, so no prayer is marked as missed. Set your location to see which prayers are due where you are.',
    );
    expect(state('asr').textContent).toBe('Upcoming');
    expect(screen.getAllByRole('button', { name: /^Complete Prayer/ })).toHaveLength(1);
    expect(screen.getByTestId('today-progress-value').textContent).toBe('0/5');
  });

  it('in Arabic a schedule card gives the rakahs in the Arabic-Indic digits of its time (decision 024)', async () => {
    await applyLanguage('arabic', { persist: false });
    serve();
    renderPage();

    const fajr = await screen.findByTestId('schedule-fajr');
    await waitFor(() => expect(fajr.textContent).toContain('عدد الركعات: ٢'));
    expect(fajr.textContent).toContain('٥:٣٠');
    expect(fajr.textContent).not.toMatch(/[0-9]/);
  });

  it('with real times shows a prayer in its early window as about to begin, without Complete Prayer (decision 009)', async () => {
    vi.setSystemTime(new Date(at('12:44')));
    serve((url) =>
      url === '/api/prayers/today' ? Response.json({ ...today(false), approximate: false }) : undefined,
    );
    renderPage();

    const dhuhr = await screen.findByTestId('schedule-dhuhr');
    await waitFor(() => expect(within(dhuhr).getByTestId('prayer-state').textContent).toBe('About to begin'));
    expect(screen.queryByRole('button', { name: /^Complete Prayer/ })).toBeNull();
    expect(within(screen.getByTestId('schedule-fajr')).getByTestId('prayer-state').textContent).toBe(
      'Missed',
    );
    expect(screen.queryByTestId('schedule-location-prompt')).toBeNull();
  });

  it('with the sample schedule still offers Complete Prayer in the early window', async () => {
    vi.setSystemTime(new Date(at('12:44')));
    serve();
    renderPage();

    expect(await screen.findByRole('button', { name: 'Complete Prayer: Dhuhr' })).toBeTruthy();
    expect(within(screen.getByTestId('schedule-dhuhr')).getByTestId('prayer-state').textContent).toBe(
      'Early',
    );
  });

  it('completing a prayer says how many points it earned', async () => {
    serve();
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Complete Prayer: Dhuhr' }));

    expect(await screen.findByText('Prayer Recorded!')).toBeTruthy();
    expect(screen.getByText('Earned 125 points for completing Dhuhr')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('today-progress-value').textContent).toBe('1/5'));
    expect(within(screen.getByTestId('schedule-dhuhr')).getByText('+125 points')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Complete Prayer/ })).toBeNull();
  });

  it('a quick action logged twice shows the server message', async () => {
    serve((url, init) =>
      url === '/api/activities' && init.method === 'POST'
        ? Response.json({ message: 'You have already logged this today' }, { status: 409 })
        : undefined,
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Good deed +20' }));

    expect(await screen.findByText('You have already logged this today')).toBeTruthy();
  });

  it('a quick action just logged keeps the keyboard focus, unavailable and marked Logged today', async () => {
    let logged = false;
    const goodDeed = {
      id: 7,
      activityType: 'good_deed',
      activitySubtype: null,
      groupId: null,
      points: 20,
      isOnTime: false,
      completedAt: at('12:50'),
      notes: null,
    };
    serve((url, init) => {
      if (url === '/api/activities' && init.method === 'POST') {
        logged = true;
        return Response.json(goodDeed, { status: 201 });
      }
      if (url === '/api/user/activities')
        return Response.json({ totalPoints: logged ? 20 : 0, activities: logged ? [goodDeed] : [] });
      return undefined;
    });
    renderPage();

    const button = await screen.findByRole('button', { name: 'Good deed +20' });
    button.focus();
    fireEvent.click(button);

    await within(button).findByText('Logged today');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('lists every calculation method with where it is used', async () => {
    serve();
    renderPage();

    const select = await screen.findByTestId('calculation-method');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(12);
    expect(options).toContain('Muslim World League — Europe, the Far East and parts of the Americas');
    expect(options).toContain('Umm al-Qura University, Makkah — Saudi Arabia');
    // A method named after the one country that uses it is not named twice ('Qatar — Qatar').
    expect(options).toContain('Qatar');
    expect(options).toContain('Kuwait');
    expect(options.filter((option) => /^(.+) — \1$/.test(option ?? ''))).toEqual([]);
    expect(screen.getByText('Automatic: the rule is chosen once your location is set.')).toBeTruthy();
  });

  it('a location needs the consent box ticked first', async () => {
    const fetchMock = serve();
    renderPage();

    fireEvent.click(await screen.findByTestId('use-my-location'));

    expect(await screen.findByText('Your location is saved only with your consent')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it("choosing a place sets its country's usual method and Asr madhab, and says why", async () => {
    const karachi = {
      name: 'Karachi',
      province: 'Sindh',
      country: 'Pakistan',
      countryCode: 'PK',
      latitude: 24.87,
      longitude: 66.99,
      timeZone: 'Asia/Karachi',
    };
    const fetchMock = serve((url) => (url.startsWith('/api/places?') ? Response.json([karachi]) : undefined));
    renderPage();

    fireEvent.click(await screen.findByTestId('location-consent'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Search for a place' }));
    const input = await screen.findByTestId('place-search-input');
    fireEvent.change(input, { target: { value: 'Karachi' } });
    const option = await within(screen.getByTestId('place-search-results')).findByRole('option', {
      name: /Karachi, Sindh, Pakistan/,
    });
    // The chosen place's name stays in the box without being searched for (no 'No place matches'):
    // the search box's debounce is run out on a fake clock.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    fireEvent.click(option);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/places?'))).toHaveLength(1);
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at('12:50')));

    expect((await screen.findByTestId('method-suggestion')).textContent).toBe(
      'Suggested for Pakistan: University of Islamic Sciences, Karachi, with the Hanafi Asr time, as commonly used there. It is now set; you can change it under Calculation settings.',
    );
    expect(screen.queryByText('No place matches this name.')).toBeNull();
    expect((screen.getByTestId('place-search-input') as HTMLInputElement).value).toBe(
      'Karachi, Sindh, Pakistan',
    );
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      location: { latitude: 24.87, longitude: 66.99 },
      locationConsent: true,
      timeZone: 'Asia/Karachi',
      calculationMethod: 'Karachi',
      madhab: 'hanafi',
    });
  });

  it('while a chosen place is being saved, the search picks no other (busy, not disabled)', async () => {
    const place = (name: string, countryCode: string, timeZone: string) => ({
      name,
      province: null,
      country: name,
      countryCode,
      latitude: 24.87,
      longitude: 66.99,
      timeZone,
    });
    const fetchMock = serve((url, init) => {
      if (url.startsWith('/api/places?'))
        return Response.json([place('Karachi', 'PK', 'Asia/Karachi'), place('Kazan', 'RU', 'Europe/Moscow')]);
      // The save stays under way.
      if (init.method === 'PUT') return new Promise<never>(() => {}) as unknown as Response;
      return undefined;
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('location-consent'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Search for a place' }));
    const input = await screen.findByTestId('place-search-input');
    fireEvent.change(input, { target: { value: 'Ka' } });
    const option = await within(screen.getByTestId('place-search-results')).findByRole('option', {
      name: /Karachi/,
    });
    // The box's debounce is held on a fake clock: its results are still there after the choice.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(option);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect((input as HTMLInputElement).readOnly).toBe(true);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    const options = within(screen.getByTestId('place-search-results')).queryAllByRole('option');
    for (const other of options) fireEvent.click(other);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    vi.useRealTimers();

    const putsOf = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    await waitFor(() => expect(putsOf().length).toBeGreaterThan(0));
    expect(
      putsOf().map(([, init]) => (JSON.parse(String(init?.body)) as { timeZone: string }).timeZone),
    ).toEqual(['Asia/Karachi']);
  });

  it('saves a place picked before consent once the box is ticked, without searching again', async () => {
    const istanbul = {
      name: 'Istanbul',
      province: null,
      country: 'Turkey',
      countryCode: 'TR',
      latitude: 41.1,
      longitude: 29.01,
      timeZone: 'Europe/Istanbul',
    };
    const fetchMock = serve((url) =>
      url.startsWith('/api/places?') ? Response.json([istanbul]) : undefined,
    );
    renderPage();

    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Search for a place' }));
    fireEvent.change(await screen.findByTestId('place-search-input'), { target: { value: 'Istan' } });
    fireEvent.click(
      await within(screen.getByTestId('place-search-results')).findByRole('option', { name: /Istanbul/ }),
    );
    expect(await screen.findByText('Your location is saved only with your consent')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('location-consent'));

    // The country's name comes from the runtime's ICU data, which renamed Turkey to Türkiye.
    expect((await screen.findByTestId('method-suggestion')).textContent).toMatch(
      /^Suggested for (Türkiye|Turkey): Presidency of Religious Affairs, with the Hanafi Asr time/,
    );
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toMatchObject({
      location: { latitude: 41.1, longitude: 29.01 },
      timeZone: 'Europe/Istanbul',
      calculationMethod: 'Turkey',
      madhab: 'hanafi',
    });
  });

  it('saves the browser time zone once when the account has none', async () => {
    const fetchMock = serve(undefined, { ...settings, timeZone: null });
    renderPage();

    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
