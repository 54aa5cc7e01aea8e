import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush, { WebPushError } from 'web-push';
import type { PushProvider } from '../../platform/ports/push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys from the configuration, else generated once into DATA_DIR (as APP_SECRET is) and read
 * back on every later start, so subscriptions survive restarts.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    try {
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
      return keys;
    } catch {
      // Another process wrote them first: use theirs.
      return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    }
  }
}

/** Web push through the web-push library; the keys are read (or made) on first use. */
export function webPush(options: { keys: () => VapidKeys; subject: string }): PushProvider {
  let keys: VapidKeys | undefined;
  const vapid = () => (keys ??= options.keys());
  return {
    publicKey: () => vapid().publicKey,
    async send(subscription, payload) {
      const { publicKey, privateKey } = vapid();
      try {
        await webpush.sendNotification(subscription, payload, {
          vapidDetails: { subject: options.subject, publicKey, privateKey },
          TTL: 15 * 60,
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        throw error;
      }
    },
  };
}
