import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_DEFAULTS, type ReminderSettingsResponse } from '@/contracts/reminders';
import { applyLanguage } from '@/client/lib/i18n';
import { PrayerRemindersPanel } from '@/client/features/settings/components/prayer-reminders-panel';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

// The server's VAPID public key (an uncompressed P-256 point, URL-safe base64) and what a push
// service hands a browser.
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

const defaults: ReminderSettingsResponse = { ...REMINDER_DEFAULTS, smsOptedOut: false };
const pushSettings: ReminderSettingsResponse = { ...defaults, enabled: true, channel: 'push' };

function serve(saved: ReminderSettingsResponse, user = member) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/auth/user') return Response.json(user);
    if (url === '/api/reminders/settings') return Response.json(saved);
    if (url === '/api/reminders/recent') return Response.json({ reminders: [] });
    if (url === '/api/reminders/push-key') return Response.json({ publicKey: PUBLIC_KEY });
    if (url === '/api/reminders/push-subscriptions' && (method === 'POST' || method === 'DELETE'))
      return Response.json({ ok: true });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/reminders/push-subscriptions' && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/**
 * The browser's edge (decision 032): a service worker registration with a push manager, and the
 * Notification permission, answering as a browser would. `worker: false` is a browser where the
 * app's worker is not there (no service workers, or a private window refusing it).
 */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
  worker = true,
  subscribeFails = false,
} = {}) {
  const browser = {
    permission,
    subscription: null as null | { endpoint: string; unsubscribed: boolean },
    subscribeWith: undefined as Uint8Array | undefined,
  };
  const subscription = (key: Uint8Array) => {
    const made = {
      endpoint: ENDPOINT,
      unsubscribed: false,
      options: { applicationServerKey: key.slice().buffer },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: async () => {
        made.unsubscribed = true;
        browser.subscription = null;
        return true;
      },
    };
    return made;
  };
  const serverKey = Uint8Array.from(atob(PUBLIC_KEY.replaceAll('-', '+').replaceAll('_', '/') + '='), (c) =>
    c.charCodeAt(0),
  );
  if (subscribed) browser.subscription = subscription(serverKey);
  const registration = {
    pushManager: {
      getSubscription: async () => browser.subscription,
      subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
        if (subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
        browser.subscribeWith = applicationServerKey;
        browser.subscription = subscription(applicationServerKey);
        return browser.subscription;
      },
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (worker ? registration : undefined),
      ready: Promise.resolve(registration),
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: vi.fn(async () => {
      browser.permission = answer;
      return answer;
    }),
  });
  return { browser, serverKey };
}

eachTestInEnglish();
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const state = () => screen.findByTestId('device-push-state');

describe('Prayer Reminders, web push on this device (decision 032)', () => {
  it('says so when the browser cannot receive push, with nothing to click', async () => {
    serve(pushSettings);
    renderWithProviders(<PrayerRemindersPanel />);
    await waitFor(async () =>
      expect((await state()).textContent).toBe(
        'This browser cannot receive web push notifications. Choose SMS, or open Hidaya in a browser that supports them.',
      ),
    );
    expect(screen.queryByTestId('device-push-action')).toBeNull();
  });

  it('says so when the worker is not there either (a private window)', async () => {
    fakeBrowser({ worker: false });
    serve(pushSettings);
    renderWithProviders(<PrayerRemindersPanel />);
    await waitFor(async () => expect((await state()).dataset.state).toBe('unsupported'));
  });

  it("choosing 'Web push' asks for permission, subscribes with the server's key and saves the subscription", async () => {
    const { browser, serverKey } = fakeBrowser();
    const fetchMock = serve({ ...defaults, enabled: true, phoneNumber: '+447911123456' });
    renderWithProviders(<PrayerRemindersPanel />);
    expect(screen.queryByText('Web push on this device')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Send reminders by'), { target: { value: 'push' } });
    await waitFor(async () =>
      expect((await state()).textContent).toBe(
        'Subscribed on this device: your reminders come here as notifications.',
      ),
    );
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect([...(browser.subscribeWith ?? [])]).toEqual([...serverKey]);
    expect(calls(fetchMock, 'POST')).toContainEqual({ endpoint: ENDPOINT, keys: KEYS });
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeTruthy();
  });

  it("'Turn off on this device' removes the subscription on the server, then in the browser", async () => {
    const { browser } = fakeBrowser({ permission: 'granted', subscribed: true });
    const fetchMock = serve({ ...pushSettings, channel: 'both', phoneNumber: '+447911123456' });
    renderWithProviders(<PrayerRemindersPanel />);
    const off = await screen.findByRole('button', { name: 'Turn off on this device' });
    fireEvent.click(off);
    await waitFor(async () =>
      expect((await state()).textContent).toBe('This device does not receive push reminders.'),
    );
    expect(calls(fetchMock, 'DELETE')).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.subscription).toBeNull();
    expect(screen.getByRole('button', { name: 'Get reminders on this device' })).toBeTruthy();
  });

  it('a subscription this browser already has is saved for the person signed in', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    const fetchMock = serve(pushSettings);
    renderWithProviders(<PrayerRemindersPanel />);
    await waitFor(async () => expect((await state()).dataset.state).toBe('on'));
    expect(calls(fetchMock, 'POST')).toEqual([{ endpoint: ENDPOINT, keys: KEYS }]);
  });

  it('says notifications are blocked when the person refuses, and saves nothing', async () => {
    fakeBrowser({ answer: 'denied' });
    const fetchMock = serve(pushSettings);
    renderWithProviders(<PrayerRemindersPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Get reminders on this device' }));
    await waitFor(async () =>
      expect((await state()).textContent).toBe(
        "Notifications are blocked for Hidaya in this browser. Allow them in the browser's site settings, then try again.",
      ),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toEqual([]);
  });

  it('stays off when the person dismisses the question', async () => {
    fakeBrowser({ answer: 'default' });
    const fetchMock = serve(pushSettings);
    renderWithProviders(<PrayerRemindersPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Get reminders on this device' }));
    await waitFor(() => expect(Notification.requestPermission).toHaveBeenCalled());
    expect((await state()).dataset.state).toBe('off');
    expect(calls(fetchMock, 'POST')).toEqual([]);
  });

  it('says the browser could not subscribe when its push service fails', async () => {
    fakeBrowser({ subscribeFails: true });
    serve(pushSettings);
    renderWithProviders(<PrayerRemindersPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Get reminders on this device' }));
    expect(
      await screen.findByText('This browser could not subscribe to notifications. Please try again.'),
    ).toBeTruthy();
  });

  it('shows nothing of web push when reminders go by SMS only', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    serve({ ...pushSettings, channel: 'sms', phoneNumber: '+447911123456' });
    renderWithProviders(<PrayerRemindersPanel />);
    await screen.findByLabelText('Send reminders by');
    expect(screen.queryByText('Web push on this device')).toBeNull();
  });

  it('speaks Arabic too', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    serve(pushSettings, { ...member, language: 'arabic' });
    await applyLanguage('arabic', { persist: false });
    renderWithProviders(<PrayerRemindersPanel />);
    await waitFor(async () =>
      expect((await state()).textContent).toBe('مشترك على هذا الجهاز: تصلك تذكيراتك هنا كإشعارات.'),
    );
    expect(screen.getByRole('button', { name: 'الإيقاف على هذا الجهاز' })).toBeTruthy();
  });
});
