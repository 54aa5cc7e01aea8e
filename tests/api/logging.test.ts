import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs, createTestApp, registeredClient, type TestApp } from './support/app';

/** What the production logger writes, one parsed JSON object a line. */
const { lines, logger } = capturedLogs();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ deps: { logger } });
});
afterAll(async () => t.close());

const requestLines = () => lines.filter((line) => 'statusCode' in line);

describe('access log (production logger at info)', () => {
  it('writes one line per answered request: method, path, the network, status and time', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);

    const logged = requestLines();
    expect(logged).toHaveLength(2);
    expect(logged.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(logged[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
      remoteNetwork: '127.0.0.0/24',
    });
    expect(JSON.stringify(logged)).not.toContain('127.0.0.1');
    expect(logged[0]!.responseTime).toEqual(expect.any(Number));
    expect(logged[1]).toMatchObject({ url: '/api/no-such-thing', statusCode: 404 });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('never writes a session token, a cookie or a password', async () => {
    lines.length = 0;
    const { client, account } = await registeredClient(t.app);
    await client.get('/api/auth/user');
    const token = client.sessionCookie!.split('=')[1]!;

    const written = JSON.stringify(lines);
    expect(requestLines().length).toBeGreaterThanOrEqual(2);
    expect(written).not.toContain(token);
    expect(written).not.toContain(account.password);
    expect(written).not.toContain('hidaya_sid');
  });
});
