import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN = 'e2e_admin';
/**
 * The run's administrator, made the README way (decision 023): registered on the first start, then
 * marked by ADMIN_USERNAMES when the server starts again. Tests sign in with it.
 */
export const E2E_ADMIN_ACCOUNT = {
  username: E2E_ADMIN,
  email: 'e2e_admin@mail.test',
  password: 'Salaam#2026',
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** A data directory migrated by a clean first start, for the files' own servers (server.ts). */
    dataTemplate: string;
  }
}

const ENV = {
  AUTH_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
};

/**
 * Starts Hidaya the README way (`npm start` runs `node scripts/start.mjs`: build if needed, then
 * serve) on its own port and data directory, and stops it with SIGTERM afterwards, checking that it
 * shuts down cleanly with exit code 0. The script is run without npm in between so that its own exit
 * code is seen (npm itself dies of the signal at once and reports nothing).
 *
 * First it starts once on an empty data directory and stops (the first start on a new machine: it
 * migrates, then exits 0 on SIGTERM); that directory is the template every server of the run starts
 * from, as a server restarts on its existing data, so no file pays again for migrating an empty
 * database (tens of seconds on a loaded machine). The administrator registers on that first start; the
 * app, started again on a copy with ADMIN_USERNAMES naming it, makes the account an administrator.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 5179);
  const baseURL = `http://127.0.0.1:${port}`;
  const template = mkdtempSync(path.join(tmpdir(), 'hidaya-e2e-template-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-e2e-'));

  const first = await startHidaya(port, template, 'on an empty data directory');
  await registerAdministrator(baseURL);
  await first.stop();
  cpSync(template, dataDir, { recursive: true });

  const app = await startHidaya(port, dataDir, 'on the migrated data directory', {
    ADMIN_USERNAMES: E2E_ADMIN,
  });
  project.provide('baseURL', baseURL);
  project.provide('dataTemplate', template);

  return async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  };
}

/** Registers the run's administrator account (registering never makes an administrator). */
async function registerAdministrator(baseURL: string) {
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(E2E_ADMIN_ACCOUNT),
  });
  if (res.status !== 201)
    throw new Error(`registering ${E2E_ADMIN} failed: ${res.status} ${await res.text()}`);
}

/** `node scripts/start.mjs` on `port` and `dataDir`, once healthy; `stop()` expects exit 0 on SIGTERM. */
async function startHidaya(port: number, dataDir: string, what: string, env: Record<string, string> = {}) {
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ...ENV,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited: number | null | undefined;
  const ended = new Promise<void>((resolve) =>
    server.on('exit', (code) => {
      exited = code;
      resolve();
    }),
  );

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`Hidaya exited with ${exited} before it was ready (${what})`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Hidaya did not become healthy within 180 s (${what})`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    stop: async () => {
      if (exited !== undefined) return;
      server.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 15_000);
      });
      await Promise.race([ended, timedOut]);
      clearTimeout(timer);
      if (exited === undefined) throw new Error(`Hidaya did not stop within 15 s of SIGTERM (${what})`);
      if (exited !== 0) throw new Error(`Hidaya exited with ${exited} after SIGTERM instead of 0 (${what})`);
    },
  };
}
