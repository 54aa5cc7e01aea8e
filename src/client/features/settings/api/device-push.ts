import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@/contracts/common';
import { pushKeyResponse, pushSubscriptionInput } from '@/contracts/reminders';
import { apiJson } from '@/client/lib/api';
import { settingsKeys } from './keys';

/**
 * Web push reminders on this device (decision 032): the browser's permission and push subscription,
 * made with the server's VAPID key and handed to POST /api/reminders/push-subscriptions.
 * - `unsupported`: no service worker or Push API here (or the worker could not be registered).
 * - `denied`: the person blocked notifications for the site; only the browser's settings undo it.
 * - `off`: allowed or not asked yet, and not subscribed.
 * - `on`: this browser is subscribed, for the person signed in.
 */
export type DevicePush = 'unsupported' | 'denied' | 'off' | 'on';

const SUBSCRIPTIONS_URL = '/api/reminders/push-subscriptions';

async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/** The subscription, saved for the person signed in (it moves to them if another account had it). */
async function save(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = pushSubscriptionInput.parse(subscription.toJSON());
  okResponse.parse(await apiJson('POST', SUBSCRIPTIONS_URL, { endpoint, keys }));
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.byteLength) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, i) => byte === expected[i]);
}

/** What this device does now; a subscription it already has is saved again for whoever is signed in. */
export async function readDevicePush(): Promise<DevicePush> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await save(subscription);
  return 'on';
}

/** Asks the browser for permission (a click is what lets it ask), subscribes and saves. */
async function turnOn(): Promise<DevicePush> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { publicKey } = pushKeyResponse.parse(await apiJson('GET', '/api/reminders/push-key'));
  const applicationServerKey = base64UrlBytes(publicKey);
  const { pushManager } = await navigator.serviceWorker.ready;
  let subscription = await pushManager.getSubscription();
  // Made with another key (the server's keys were replaced): it can no longer be sent to.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await save(subscription);
  return 'on';
}

/** Removes the subscription on the server first (nothing is sent there again), then in the browser. */
async function turnOff(): Promise<DevicePush> {
  const registration = await workerRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    okResponse.parse(await apiJson('DELETE', SUBSCRIPTIONS_URL, { endpoint: subscription.endpoint }));
    await subscription.unsubscribe();
  }
  return registration ? 'off' : 'unsupported';
}

export function devicePushQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.devicePush(), queryFn: readDevicePush });
}

/** This device's push state; read only when reminders go by push (`enabled`). */
export const useDevicePush = (enabled: boolean) => useQuery({ ...devicePushQueryOptions(), enabled });

export function useTurnDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSuccess: (state) => queryClient.setQueryData(settingsKeys.devicePush(), state),
  });
}
