import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { inject } from 'vitest';

export interface StartedServer {
  child: ChildProcess;
  port: number;
  baseURL: string;
  /** Resolves with the exit code once the process has ended. */
  exit: Promise<number | null>;
  /** The exit code once it has ended, else undefined. */
  exitCode: () => number | null | undefined;
}

/**
 * A port for a file's own servers, beside the run's E2E_PORT (default 5179), so that runs side by side
 * (CI's shards, engineers' runs) never collide. Offsets in use: operations 20-25, ai-provider 30,
 * quran-teacher 40, school 50, analytics 60, billing 100-101.
 */
export const ownPort = (offset: number) => Number(process.env.E2E_PORT ?? 5179) + offset;

/**
 * A Hidaya process of its own (the global setup has built it), for process-level tests. A data
 * directory that is missing or empty starts as a copy of the run's migrated template (global setup),
 * as a server restarting on its data; one that holds data is used as it is.
 */
export function startServer(port: number, dataDir: string, env: Record<string, string> = {}): StartedServer {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0)
    cpSync(inject('dataTemplate'), dataDir, { recursive: true });
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  return { child, port, exit, exitCode: () => exitCode, baseURL: `http://127.0.0.1:${port}` };
}

/**
 * Waits until this server answers /api/health. Fails at once if the process has ended, so another
 * process already listening on the port (a leftover of an interrupted run) is never mistaken for it.
 */
export async function waitForHealth(server: StartedServer, timeoutMs = 60_000) {
  // Up to a minute by default: a start migrates the embedded database, slow on a busy machine.
  for (let i = 0; i < timeoutMs / 250; i += 1) {
    const code = server.exitCode();
    if (code !== undefined)
      throw new Error(`the server on port ${server.port} exited with ${code} before it was healthy`);
    try {
      if ((await fetch(`${server.baseURL}/api/health`)).ok && server.exitCode() === undefined) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** Ends a server the test started (SIGTERM), if it still runs, and waits until it has exited. */
export async function stopServer(server: StartedServer | undefined) {
  if (server && server.exitCode() === undefined) {
    server.child.kill('SIGTERM');
    await server.exit;
  }
}

/** The settings of a file's own Hidaya whose AI provider (OpenAI-compatible) answers at `aiBaseUrl`. */
export const aiProviderEnv = (aiBaseUrl: string): Record<string, string> => ({
  NODE_ENV: 'production',
  APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
  OPENAI_API_KEY: 'sk-valid',
  AI_BASE_URL: aiBaseUrl,
  AUTH_RATE_LIMIT: '1000',
});
