import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageBody } from '@/contracts/catalogue';
import { remindersMessages } from '@/contracts/messages/reminders';
import { REMINDER_DEFAULTS, type ReminderSettingsResponse } from '@/contracts/reminders';
import { PrayerRemindersPanel } from '@/client/features/settings/components/prayer-reminders-panel';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

const defaults: ReminderSettingsResponse = { ...REMINDER_DEFAULTS, smsOptedOut: false };

function serve(saved: ReminderSettingsResponse = defaults, answers: Partial<Record<string, Response>> = {}) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (answers[`${method} ${url}`]) return answers[`${method} ${url}`]!.clone();
    if (url === '/api/auth/user') return Response.json(member);
    if (url === '/api/reminders/settings' && method === 'GET') return Response.json(saved);
    if (url === '/api/reminders/settings' && method === 'POST')
      return Response.json({ ...saved, ...JSON.parse(String(init.body)) });
    if (url === '/api/reminders/recent')
      return Response.json({
        reminders: [
          {
            prayer: 'fajr',
            prayerDate: '2026-06-10',
            timing: 'before',
            channel: 'sms',
            status: 'delivered',
            createdAt: '2026-06-10T02:25:00.000Z',
          },
        ],
      });
    if (url === '/api/reminders/test') return Response.json(messageBody(remindersMessages.reminderTestSent));
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof serve>, url: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => u === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

eachTestInEnglish();

describe('Settings, Prayer Reminders (decision 032)', () => {
  it("the switch shows the 'Active' badge and the detail form only when enabled, with the defaults of section 9", async () => {
    serve();
    renderWithProviders(<PrayerRemindersPanel />);
    const toggle = await screen.findByRole('switch', { name: 'Enable prayer reminders' });
    expect(screen.queryByText('Active')).toBeNull();
    expect(screen.queryByLabelText('Phone number (with country code)')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText('Active')).toBeTruthy();
    expect((screen.getByLabelText('Reminder timing') as HTMLSelectElement).value).toBe('before');
    expect((screen.getByLabelText('Minutes before') as HTMLSelectElement).value).toBe('15');
    expect(
      [...(screen.getByLabelText('Minutes before') as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['5', '10', '15', '30']);
    expect((screen.getByLabelText('Message style') as HTMLSelectElement).value).toBe('encouraging');
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect((screen.getByLabelText('Include Hadith quotes') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Include short Duas') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Weekends only (Saturday and Sunday)') as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("hides Minutes before when the timing is 'at'", async () => {
    serve({ ...defaults, enabled: true, phoneNumber: '+447911123456' });
    renderWithProviders(<PrayerRemindersPanel />);
    fireEvent.change(await screen.findByLabelText('Reminder timing'), { target: { value: 'at' } });
    expect(screen.queryByLabelText('Minutes before')).toBeNull();
  });

  it('shows a preview for each prayer with the spec timing labels, in the chosen style', async () => {
    serve();
    renderWithProviders(<PrayerRemindersPanel />);
    await screen.findByTestId('reminder-preview-fajr');
    for (const label of [
      'Fajr 15 min before',
      'Dhuhr at prayer time',
      'Asr 5 min before',
      'Maghrib at sunset',
      'Isha 10 min before',
    ])
      expect(screen.getByText(label)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.change(screen.getByLabelText('Message style'), { target: { value: 'gentle' } });
    expect(screen.getByTestId('reminder-preview-asr').textContent).toContain(
      'A gentle reminder: Asr is near.',
    );
  });

  it("saving enabled without a number says 'Phone Number Required', and posts nothing", async () => {
    const fetchMock = serve();
    renderWithProviders(<PrayerRemindersPanel />);
    fireEvent.click(await screen.findByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone Number Required')).toBeTruthy();
    expect(screen.getByText('Please enter your phone number to enable SMS reminders')).toBeTruthy();
    expect(posted(fetchMock, '/api/reminders/settings')).toEqual([]);
  });

  it("Test without a number says 'Please enter your phone number first'; with one, 'Test Message Sent!'", async () => {
    const fetchMock = serve();
    renderWithProviders(<PrayerRemindersPanel />);
    fireEvent.click(await screen.findByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Please enter your phone number first')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone number (with country code)'), {
      target: { value: '+44 7911 123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Test Message Sent!')).toBeTruthy();
    expect(posted(fetchMock, '/api/reminders/test')).toEqual([
      { phoneNumber: '+44 7911 123456', personalityType: 'encouraging' },
    ]);
  });

  it("saves the form and toasts 'Settings Saved!'; a refused save toasts 'Error' with the server message", async () => {
    const fetchMock = serve();
    renderWithProviders(<PrayerRemindersPanel />);
    fireEvent.click(await screen.findByRole('switch'));
    fireEvent.change(screen.getByLabelText('Phone number (with country code)'), {
      target: { value: '+44 7911 123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings Saved!')).toBeTruthy();
    expect(posted(fetchMock, '/api/reminders/settings')[0]).toMatchObject({
      enabled: true,
      phoneNumber: '+44 7911 123456',
      minutesBefore: 15,
    });

    serve(defaults, {
      'POST /api/reminders/settings': Response.json(
        { ...messageBody(remindersMessages.reminderPhoneCountryCode), field: 'phoneNumber' },
        { status: 400 },
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('The phone number must include a country code')).toBeTruthy(),
    );
  });

  it('lists the recent reminders with their status', async () => {
    serve();
    renderWithProviders(<PrayerRemindersPanel />);
    const recent = await screen.findByTestId('recent-reminders');
    expect(recent.textContent).toContain('Fajr');
    expect(recent.textContent).toContain('Delivered');
  });
});
