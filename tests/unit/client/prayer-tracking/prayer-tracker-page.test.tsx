import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrayerRecord, PrayerSettings } from '@/contracts/prayer-tracking';
import { PrayerTrackerPage } from '@/client/features/prayer-tracking/pages/prayer-tracker-page';
import { AppProviders } from '@/client/app/providers';
import { applyLanguage } from '@/client/lib/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { renderWithProviders } from '../render';

const settings: PrayerSettings = {
  location: null,
  timeZone: 'UTC',
  calculationMethod: 'MuslimWorldLeague',
  madhab: 'shafi',
  highLatitudeRule: 'auto',
};

const NOVEMBER = '/api/prayer-records?startDate=2026-11-01&endDate=2026-11-30';

type Handler = (url: string, init: RequestInit) => Response | undefined;

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const handled = handler(url, init);
    if (handled) return handled;
    if (url === '/api/prayer-settings') return Response.json(settings);
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const asrRecord: PrayerRecord = {
  id: 9,
  prayerType: 'asr',
  prayerDate: '2026-11-03',
  prayerTime: null,
  completed: true,
  onTime: true,
  pointsEarned: 130,
};

/**
 * November, where POST /api/prayer-records waits for `release(record)` before answering 201 (a second
 * post of the same prayer is refused with 409, as the server does).
 */
function serveHeldPost() {
  const records: PrayerRecord[] = [];
  let answer: ((record: PrayerRecord) => void) | undefined;
  const fetchMock = serve((url) => (url === NOVEMBER ? Response.json(records) : undefined));
  const plain = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    if (url !== '/api/prayer-records' || init.method !== 'POST') return plain(url, init);
    if (answer)
      return Response.json({ message: 'This prayer is already recorded for that day' }, { status: 409 });
    const record = await new Promise<PrayerRecord>((resolve) => (answer = resolve));
    records.push(record);
    return Response.json(record, { status: 201 });
  });
  const release = async (record: PrayerRecord) => {
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(record);
  };
  return { fetchMock, release };
}

function renderPage() {
  renderWithProviders(<PrayerTrackerPage />);
}

/** The toggle once the month's records are in (toggles wait for them). */
async function readyToggle(name: string): Promise<HTMLElement> {
  const toggle = await screen.findByRole('button', { name });
  await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('false'));
  return toggle;
}

const callsTo = (fetchMock: ReturnType<typeof serve>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([calledUrl, init]) => calledUrl === url && (init?.method ?? 'GET') === method);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-03T10:00:00.000Z'));
  localStorage.clear();
  await applyLanguage('english', { persist: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Prayer Tracker page', () => {
  it('shows the month with Sunday first, today marked, the legend and the record count', async () => {
    serve((url) => (url === NOVEMBER ? Response.json([]) : undefined));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Prayer Tracker' })).toBeTruthy();
    expect(screen.getByTestId('tracker-month-title').textContent).toBe('November 2026');
    expect(await screen.findByRole('button', { name: 'Fajr, November 3: pending' })).toBeTruthy();
    expect(screen.getByTestId('tracker-day-2026-11-03').getAttribute('aria-current')).toBe('date');
    expect(screen.getByText('Completed', { selector: '[data-testid="tracker-legend"] li' })).toBeTruthy();
    expect(screen.getByText('Pending', { selector: '[data-testid="tracker-legend"] li' })).toBeTruthy();
    expect(screen.getByText('Total records')).toBeTruthy();
    expect(screen.getByTestId('tracker-total-records').textContent).toBe('0');
    // Days of December that close the grid are context only: no buttons.
    expect(screen.queryByRole('button', { name: /December 1:/ })).toBeNull();
    expect(screen.getAllByTestId('tracker-outside-day')).toHaveLength(12);
  });

  it('in Arabic a day card and the record count use the Arabic-Indic digits of the day number (decision 024)', async () => {
    await applyLanguage('arabic', { persist: false });
    serve((url) => (url === NOVEMBER ? Response.json([asrRecord]) : undefined));
    renderPage();

    const day = await screen.findByTestId('tracker-day-2026-11-03');
    await waitFor(() =>
      expect(within(day).getByTestId('tracker-day-count').textContent).toBe('الصلوات: ١/٥'),
    );
    expect(within(day).getByText('٣')).toBeTruthy();
    expect(within(day).getByTestId('tracker-day-points').textContent).toBe('١٣٠ نقطة');
    expect(screen.getByTestId('tracker-total-records').textContent).toBe('١');
    // No Latin digit is left on the card beside the Arabic-Indic ones.
    expect(day.textContent).not.toMatch(/[0-9]/);
  });

  it('clicking a pending prayer posts a completed record with the tracker points and says Prayer Recorded', async () => {
    const records: PrayerRecord[] = [];
    const fetchMock = serve((url, init) => {
      if (url === NOVEMBER) return Response.json(records);
      if (url === '/api/prayer-records' && init.method === 'POST') {
        const record: PrayerRecord = {
          id: 41,
          prayerType: 'fajr',
          prayerDate: '2026-11-03',
          prayerTime: null,
          completed: true,
          onTime: true,
          pointsEarned: 150,
        };
        records.push(record);
        return Response.json(record, { status: 201 });
      }
      return undefined;
    });
    renderPage();

    fireEvent.click(await readyToggle('Fajr, November 3: pending'));

    expect(await screen.findByText('Prayer Recorded')).toBeTruthy();
    expect(screen.getByText('Your prayer has been successfully tracked.')).toBeTruthy();
    const [post] = callsTo(fetchMock, 'POST', '/api/prayer-records');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      prayerType: 'fajr',
      prayerDate: '2026-11-03',
      prayerTime: null,
      completed: true,
      onTime: true,
      pointsEarned: 150,
    });
    const toggle = await screen.findByRole('button', { name: 'Fajr, November 3: completed' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('clicking a completed prayer deletes its record and says Prayer Removed', async () => {
    const existing: PrayerRecord = {
      id: 7,
      prayerType: 'isha',
      prayerDate: '2026-11-02',
      prayerTime: null,
      completed: true,
      onTime: true,
      pointsEarned: 110,
    };
    let records = [existing];
    const fetchMock = serve((url, init) => {
      if (url === NOVEMBER) return Response.json(records);
      if (url === '/api/prayer-records/7' && init.method === 'DELETE') {
        records = [];
        return Response.json({ message: 'Prayer record has been removed.' });
      }
      return undefined;
    });
    renderPage();

    const day = await screen.findByTestId('tracker-day-2026-11-02');
    await waitFor(() => expect(within(day).getByTestId('tracker-day-points').textContent).toBe('110 pts'));
    expect(within(day).getByTestId('tracker-day-count').textContent).toBe('1/5 prayers');

    fireEvent.click(screen.getByRole('button', { name: 'Isha, November 2: completed' }));

    expect(await screen.findByText('Prayer Removed')).toBeTruthy();
    expect(screen.getByText('Prayer record has been removed.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/prayer-records/7')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Isha, November 2: pending' })).toBeTruthy();
    expect(within(day).queryByTestId('tracker-day-points')).toBeNull();
  });

  it('a refused record shows Error with the server message in the interface language', async () => {
    serve((url, init) => {
      if (url === NOVEMBER) return Response.json([]);
      if (url === '/api/prayer-records' && init.method === 'POST') {
        return Response.json({ message: 'This prayer is already recorded for that day' }, { status: 409 });
      }
      return undefined;
    });
    renderPage();

    fireEvent.click(await readyToggle('Asr, November 1: pending'));

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('This prayer is already recorded for that day')).toBeTruthy();
  });

  it('two quick clicks on a pending prayer record it once, without an error', async () => {
    const { fetchMock, release } = serveHeldPost();
    renderPage();

    const toggle = await readyToggle('Asr, November 3: pending');
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await release(asrRecord);

    expect(await screen.findByText('Prayer Recorded')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/prayer-records')).toHaveLength(1);
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('the prayer being saved keeps the keyboard focus, marked unavailable until the answer', async () => {
    const { release } = serveHeldPost();
    renderPage();

    const toggle = await readyToggle('Asr, November 3: pending');
    toggle.focus();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('true'));
    expect(toggle.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    await release(asrRecord);
    const saved = await screen.findByRole('button', { name: 'Asr, November 3: completed' });
    await waitFor(() => expect(saved.getAttribute('aria-disabled')).toBe('false'));
    expect(document.activeElement).toBe(saved);
  });

  it('future days cannot be marked', async () => {
    serve((url) => (url === NOVEMBER ? Response.json([]) : undefined));
    renderPage();

    await readyToggle('Fajr, November 3: pending');
    expect(screen.getByRole('button', { name: 'Fajr, November 4: pending' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('a failed fetch shows an empty month and a way to try again', async () => {
    serve((url) => (url === NOVEMBER ? Response.json({ message: 'Boom' }, { status: 500 }) : undefined));
    renderPage();

    expect(await screen.findByTestId('tracker-load-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByTestId('tracker-total-records').textContent).toBe('0');
    expect(screen.getByRole('button', { name: 'Fajr, November 3: pending' })).toBeTruthy();
  });

  it('the previous month control fetches that month', async () => {
    const fetchMock = serve((url) =>
      url.startsWith('/api/prayer-records?') ? Response.json([]) : undefined,
    );
    renderPage();

    fireEvent.click(screen.getByTestId('tracker-previous-month'));

    expect(screen.getByTestId('tracker-month-title').textContent).toBe('October 2026');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/prayer-records?startDate=2026-10-01&endDate=2026-10-31'),
      ).toHaveLength(1),
    );
  });
});

describe('the prayer calendar has moved to the learning dashboard', () => {
  it('the tracker shows no calendar and asks for no monthly summary', async () => {
    const fetchMock = serve((url) => (url === NOVEMBER ? Response.json([]) : undefined));
    renderPage();
    await readyToggle('Fajr, November 3: pending');
    expect(screen.queryByTestId('prayer-calendar')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/prayers/monthly'))).toBe(false);
  });
});

describe('on a phone the tracker opens at today (decision 009)', () => {
  /** What scrolled the page, in order: the shell's jump to the top, or a day brought into view. */
  let scrolls: string[];
  beforeEach(() => {
    scrolls = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => void scrolls.push('top'));
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
      scrolls.push(`${this.getAttribute('data-testid')} ${JSON.stringify(options)}`);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  const narrow = (matches: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: matches && query === '(max-width: 47.99rem)', media: query })),
    );

  /** The shell as it opens a page: its effect, which runs after the page's, scrolls to the top. */
  function Shell({ children }: { children: ReactNode }) {
    useEffect(() => window.scrollTo({ top: 0 }), []);
    return <>{children}</>;
  }

  it('brings today into view after the shell has scrolled to the top, also when the month is already loaded', async () => {
    narrow(true);
    serve((url) => (url === NOVEMBER ? Response.json([asrRecord]) : undefined));
    const queryClient = createQueryClient();
    const first = render(
      <AppProviders queryClient={queryClient}>
        <Shell>
          <PrayerTrackerPage />
        </Shell>
      </AppProviders>,
    );
    await waitFor(() => expect(scrolls).toEqual(['top', 'tracker-day-2026-11-03 {"block":"center"}']));
    first.unmount();

    // Back on the page: the month comes from the cache, and today still ends in view, once.
    scrolls = [];
    render(
      <AppProviders queryClient={queryClient}>
        <Shell>
          <PrayerTrackerPage />
        </Shell>
      </AppProviders>,
    );
    await waitFor(() => expect(scrolls).toEqual(['top', 'tracker-day-2026-11-03 {"block":"center"}']));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolls).toHaveLength(2);
  });

  it('on a wide screen the month grid stays where it is', async () => {
    narrow(false);
    serve((url) => (url === NOVEMBER ? Response.json([]) : undefined));
    renderPage();
    await readyToggle('Fajr, November 3: pending');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolls).toEqual([]);
  });
});
