// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/data-dir-lock';

/** Another process holding `dir`: resolves once it has opened the database and written to it. */
function startHolder(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/server/support/hold-data-dir.ts', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code} before it was ready`)));
  });
  return { child, ready, exited };
}

describe('embedded database lock', () => {
  it('refuses a second opener of the same data directory, and frees it on close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hidaya-lock-'));
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openPglite(dir);
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 60_000);

  it('refuses a directory held by a running process, naming it, and takes it over at once after kill -9', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hidaya-lock-'));
    const holder = startHolder(dir);
    await holder.ready;
    const pid = holder.child.pid!;

    const refused = await openPglite(dir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`is in use by another Hidaya process (process ${pid} on `);

    holder.child.kill('SIGKILL');
    expect(await holder.exited).toBe('SIGKILL');

    const notices: string[] = [];
    const database = await openPglite(dir, { onStaleLock: (message) => notices.push(message) });
    expect(notices).toEqual([
      `The data directory ${dir} was locked by process ${pid}, which is no longer running (it did not shut down cleanly); this process (${process.pid}) has taken over the lock.`,
    ]);
    // The killed process's committed write survived, and the directory is usable.
    const rows = await database.db.execute(sql`select key from rate_limits where key = 'held-by-child'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await database.close();
  }, 180_000);
});
