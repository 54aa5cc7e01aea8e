import twilio from 'twilio';
import type { SmsProvider, SmsStatusReport } from '../../platform/ports/sms';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Where status callbacks are posted (PUBLIC_URL + /api/reminders/status), when the server is public. */
  statusCallback?: string;
  /** Tests only: the API's origin (a fake Twilio on 127.0.0.1) instead of https://api.twilio.com. */
  apiOrigin?: string;
}

/** Twilio's error code for a number that answered STOP. */
const OPTED_OUT = '21610';

/** SMS through Twilio's official SDK (decision 032). */
export function twilioSms(config: TwilioConfig): SmsProvider {
  const httpClient = config.apiOrigin ? redirectedClient(config.apiOrigin) : undefined;
  const client = twilio(config.accountSid, config.authToken, httpClient ? { httpClient } : {});
  return {
    delivery: 'twilio',
    async send(message) {
      const sent = await client.messages.create({
        to: message.to,
        from: config.from,
        body: message.body,
        ...(config.statusCallback ? { statusCallback: config.statusCallback } : {}),
      });
      return { providerId: sent.sid };
    },
    statusReport(url, signature, params) {
      if (!signature || !twilio.validateRequest(config.authToken, signature, url, params)) return null;
      return readStatus(params);
    },
  };
}

function readStatus(params: Record<string, string>): SmsStatusReport | null {
  const providerId = params.MessageSid ?? params.SmsSid;
  if (!providerId) return null;
  const raw = params.MessageStatus ?? params.SmsStatus ?? '';
  const optedOut = params.ErrorCode === OPTED_OUT || /^\s*stop\s*$/i.test(params.OptOutType ?? '');
  const status =
    raw === 'delivered' ? 'delivered' : raw === 'failed' || raw === 'undelivered' ? 'failed' : 'sent';
  return { providerId, status, optedOut };
}

/** The SDK's own request client, sending to another origin (the fake Twilio of the tests). */
function redirectedClient(origin: string) {
  const client = new twilio.RequestClient();
  const request = client.request.bind(client);
  client.request = ((opts: Parameters<typeof request>[0]) =>
    request({
      ...opts,
      uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, origin),
    })) as typeof client.request;
  return client;
}
