/**
 * The web push port (decision 032): a notification to one browser's push subscription, signed with the
 * server's VAPID keys. The push service answering 404 or 410 means the subscription is gone.
 */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushProvider {
  /** The VAPID public key browsers subscribe with (URL-safe base64). */
  publicKey(): string;
  /** 'gone': the push service no longer knows the subscription (remove it). Throws on other failures. */
  send(subscription: PushSubscriptionKeys, payload: string): Promise<'sent' | 'gone'>;
}
