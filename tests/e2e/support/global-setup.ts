import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN = 'e2e_admin';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Starts Hidaya the README way (`npm start` runs `node scripts/start.mjs`: build if needed, then
 * serve) on its own port and data directory, and stops it with SIGTERM afterwards, checking that it
 * shuts down cleanly with exit code 0. The script is run without npm in between so that its own exit
 * code is seen (npm itself dies of the signal at once and reports nothing).
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 5179);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ADMIN_USERNAMES: E2E_ADMIN,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited: number | null | undefined;
  server.on('exit', (code) => {
    exited = code;
  });

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`Hidaya exited with ${exited} before it was ready`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Hidaya did not become healthy within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseURL', baseURL);

  return async () => {
    if (exited === undefined) {
      const stopped = new Promise<void>((resolve) => server.on('exit', () => resolve()));
      server.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 15_000);
      });
      await Promise.race([stopped, timedOut]);
      clearTimeout(timer);
      if (exited === undefined) throw new Error('Hidaya did not stop within 15 s of SIGTERM');
      if (exited !== 0) throw new Error(`Hidaya exited with ${exited} after SIGTERM instead of 0`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
