import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as the fake Twilio received it. */
export interface TwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | undefined;
  /** Whether the request carried the account's credentials (HTTP Basic, as the SDK sends them). */
  authorised: boolean;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/**
 * A fake Twilio REST API on 127.0.0.1: the app's Twilio adapter reaches it through the official SDK
 * (its own request client, sent to this origin), exactly as it would api.twilio.com. It creates
 * messages (POST /2010-04-01/Accounts/{sid}/Messages.json) and can be told to fail the next ones.
 */
export async function startFakeTwilio(credentials: { accountSid: string; authToken: string }) {
  const received: TwilioMessage[] = [];
  let failures = 0;
  let counter = 0;
  const server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || !match) {
      response.statusCode = 404;
      response.end(JSON.stringify({ code: 20404, message: 'Not found', status: 404 }));
      return;
    }
    if (failures > 0) {
      failures -= 1;
      response.statusCode = 500;
      response.end(JSON.stringify({ code: 20500, message: 'Internal Server Error', status: 500 }));
      return;
    }
    counter += 1;
    const sid = `SM${String(counter).padStart(32, '0')}`;
    received.push({
      sid,
      accountSid: match[1]!,
      to: form.To ?? '',
      from: form.From ?? '',
      body: form.Body ?? '',
      statusCallback: form.StatusCallback,
      authorised: request.headers.authorization === expected,
    });
    response.statusCode = 201;
    response.end(
      JSON.stringify({
        sid,
        account_sid: match[1],
        to: form.To,
        from: form.From,
        body: form.Body,
        status: 'queued',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** The next `count` messages are refused with a 500. */
    failNext(count: number) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
