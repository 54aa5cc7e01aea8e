import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, waitForHealth } from './support/server';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('operations', () => {
  it('finishes an in-flight request on SIGTERM, then exits with 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-ops-'));
    dirs.push(dataDir);
    const port = 5191;
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
    const first = startServer(5192, dataDir);
    await waitForHealth(first);
    const second = startServer(5193, dataDir);
    let stderr = '';
    second.child.stderr!.on('data', (chunk) => (stderr += chunk));
    expect(await second.exit).toBe(1);
    expect(stderr).toContain('is in use by another Hidaya process');
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
  });
});
