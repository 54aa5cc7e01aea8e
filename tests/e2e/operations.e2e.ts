import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownPort, type StartedServer, startServer, waitForHealth } from './support/server';

const dirs: string[] = [];
const servers: StartedServer[] = [];
/** Servers of a failed test are stopped too, so that none is left on its port. */
const started = (server: StartedServer) => (servers.push(server), server);
afterAll(() => servers.forEach((server) => server.exitCode() === undefined && server.child.kill('SIGKILL')));
/** Ports of this file's own servers (offsets 20 to 25 of the run's E2E_PORT). */
const filePort = (offset: number) => ownPort(20 + offset);

/** A raw HTTP/1.1 connection: what it received, and whether the server ended it cleanly (FIN). */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const responses: string[] = [];
  const waiting: ((head: string) => void)[] = [];
  socket.on('data', (chunk) => {
    received += chunk.toString();
    // Each answer of these tests is small: one chunk holds its head and body.
    for (let end = received.indexOf('\r\n\r\n'); end >= 0; end = received.indexOf('\r\n\r\n')) {
      const head = received.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < end + 4 + length) break;
      received = received.slice(end + 4 + length);
      responses.push(head);
      waiting.shift()?.(head);
    }
  });
  const ended = new Promise<'ended cleanly' | 'reset'>((resolve) => {
    socket.on('error', () => resolve('reset'));
    socket.on('end', () => resolve('ended cleanly'));
  });
  return {
    socket,
    nextResponse: () => new Promise<string>((resolve) => waiting.push(resolve)),
    ended,
  };
}

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('operations', () => {
  it('finishes an in-flight request on SIGTERM, then exits with 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-ops-'));
    dirs.push(dataDir);
    const port = filePort(3);
    const server = startServer(port, dataDir);
    const { child, exit } = server;
    await waitForHealth(server);

    const body = JSON.stringify({
      username: 'inflight_user',
      email: 'inflight@mail.test',
      password: 'Salaam#2026',
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/register',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now: the request is in flight when the signal arrives.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });

    const result = await response;
    expect(result.status).toBe(201);
    expect(JSON.parse(result.body).username).toBe('inflight_user');
    expect(await exit).toBe(0);
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-ops-'));
    dirs.push(dataDir);
    const first = startServer(filePort(4), dataDir);
    await waitForHealth(first);
    const second = startServer(filePort(5), dataDir);
    let stderr = '';
    second.child.stderr!.on('data', (chunk) => (stderr += chunk));
    expect(await second.exit).toBe(1);
    expect(stderr).toContain('is in use by another Hidaya process');
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
  });

  it('on SIGTERM ends idle keep-alive connections cleanly, answers a busy one with Connection: close, and exits 0 at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-ops-'));
    dirs.push(dataDir);
    const port = filePort(0);
    const server = started(startServer(port, dataDir));
    await waitForHealth(server);

    // One keep-alive connection that has had its answer and is idle...
    const idle = rawConnection(port);
    const idleAnswer = idle.nextResponse();
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: hidaya\r\n\r\n');
    expect(await idleAnswer).toMatch(/^HTTP\/1\.1 200 .*\r\nConnection: keep-alive/is);
    // ...and one busy with a request whose body is still coming when the signal arrives. The server's
    // "100 Continue" tells that it is handling the request.
    const busy = rawConnection(port);
    const body = JSON.stringify({ username: 'busy_user', email: 'busy@mail.test', password: 'Salaam#2026' });
    const continued = busy.nextResponse();
    busy.socket.write(
      `POST /api/auth/register HTTP/1.1\r\nHost: hidaya\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect(await continued).toMatch(/^HTTP\/1\.1 100 /);
    const busyAnswer = busy.nextResponse();

    server.child.kill('SIGTERM');
    expect(await idle.ended).toBe('ended cleanly');
    busy.socket.write(body);
    const head = await busyAnswer;
    expect(head).toMatch(/^HTTP\/1\.1 201 /);
    // The client learns not to send another request on this connection: none is left unanswered.
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(await busy.ended).toBe('ended cleanly');
    // 0, not the 1 of the 10-second shutdown deadline: nothing kept the process waiting.
    expect(await server.exit).toBe(0);
  }, 180_000);

  it('after kill -9 on the embedded database a restart takes over its lock at once, naming the dead process, with the data kept', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-ops-'));
    dirs.push(dataDir);
    const first = started(startServer(filePort(1), dataDir));
    await waitForHealth(first);
    const account = { username: 'survivor', email: 'survivor@mail.test', password: 'Salaam#2026' };
    const registered = await fetch(`${first.baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const killedPid = first.child.pid;
    first.child.kill('SIGKILL');
    await first.exit;

    const second = started(startServer(filePort(2), dataDir));
    let stderr = '';
    second.child.stderr!.on('data', (chunk) => (stderr += chunk));
    await waitForHealth(second);
    expect(stderr).toContain(`was locked by process ${killedPid}, which is no longer running`);
    const signIn = await fetch(`${second.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 180_000);
});
