import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  host: string;
}

/** Lock files this process holds: its own pid in a lock is a second opener here, not a leftover. */
const heldHere = new Set<string>();
/** An older Hidaya locked with a directory it refreshed every few seconds (proper-lockfile). */
const OLD_LOCK_STALE_MS = 15_000;

/**
 * Lets one process at a time use an embedded database directory (two writers on one PGlite
 * directory lose writes). The lock file names its holder's process id and host; a lock whose holder
 * is no longer running (killed, crashed) is taken over at once, with `onTakeOver` told why. A live
 * holder, or one on another host that cannot be checked, is refused (decision 012).
 */
export async function lockDataDir(
  dir: string,
  onTakeOver: (message: string) => void = () => {},
): Promise<{ release(): void }> {
  const lockPath = path.join(dir, 'hidaya.lock');
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (createExclusive(lockPath, me)) return held(lockPath);
    const found = readHolder(lockPath);
    if (found === 'gone') continue;
    const live = found === 'old-live' || (typeof found === 'object' && isRunning(found, lockPath));
    if (live) {
      const who = found === 'old-live' ? 'an older Hidaya process' : `process ${found.pid} on ${found.host}`;
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by another Hidaya process (${who}). Stop it, or set DATA_DIR to another directory (or DATABASE_URL to share a PostgreSQL server).`,
      );
    }
    // One taker at a time: two starts that both find the same stale lock must not both win.
    const guard = `${lockPath}.takeover`;
    if (!createExclusive(guard, me)) {
      const taker = readHolder(guard);
      if (typeof taker === 'object' && !isRunning(taker, guard)) rmSync(guard, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    try {
      const again = readHolder(lockPath);
      if (JSON.stringify(again) !== JSON.stringify(found)) continue;
      rmSync(lockPath, { recursive: true, force: true });
      if (!createExclusive(lockPath, me)) continue;
    } finally {
      rmSync(guard, { force: true });
    }
    onTakeOver(
      typeof found === 'object'
        ? `The data directory ${dir} was locked by process ${found.pid}, which is no longer running (it did not shut down cleanly); this process (${me.pid}) has taken over the lock.`
        : `The data directory ${dir} had a lock left by a process that did not shut down cleanly; this process (${me.pid}) has taken it over.`,
    );
    return held(lockPath);
  }
  throw new DataDirLockedError(`The data directory ${dir} is being locked by several processes at once; try again.`);
}

function held(lockPath: string) {
  heldHere.add(lockPath);
  return {
    release() {
      heldHere.delete(lockPath);
      const holder = readHolder(lockPath);
      if (typeof holder === 'object' && holder.pid === process.pid) rmSync(lockPath, { force: true });
    },
  };
}

/** Writes the holder to a temporary file, then links it into place: the lock appears whole or not at all. */
function createExclusive(file: string, holder: Holder): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, `${JSON.stringify(holder)}\n`);
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function readHolder(file: string): Holder | 'gone' | 'unreadable' | 'old-live' | 'old-stale' {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (Number.isInteger(parsed.pid) && typeof parsed.host === 'string')
      return { pid: parsed.pid!, host: parsed.host };
    return 'unreadable';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'gone';
    if (code === 'EISDIR') {
      try {
        return Date.now() - statSync(file).mtimeMs > OLD_LOCK_STALE_MS ? 'old-stale' : 'old-live';
      } catch {
        return 'gone';
      }
    }
    return 'unreadable';
  }
}

/** Whether the lock's holder still runs. A holder on another host cannot be checked: it counts as running. */
function isRunning(holder: Holder, lockPath: string): boolean {
  if (holder.host !== hostname()) return true;
  // Our own pid is either a second opener in this process, or a previous life of a restarted container.
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
