import { type ChildProcess, spawn } from 'node:child_process';

/** A Hidaya process of its own (the global setup has built it), for process-level tests. */
export function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): { child: ChildProcess; exit: Promise<number | null>; baseURL: string } {
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
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, baseURL: `http://127.0.0.1:${port}` };
}

export async function waitForHealth(port: number) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}
