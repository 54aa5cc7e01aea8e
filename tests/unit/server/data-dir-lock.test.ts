// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openPglite } from '@/server/db/client';

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
});
