import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@/server/paths';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
const backfill = tags.findIndex((tag) => tag.endsWith('_community-progress'));

async function apply(db: PGlite, tag: string) {
  const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

const db = new PGlite();
afterAll(() => db.close());

describe('the community-progress migration', () => {
  it('backfills prayer_totals from the records already there: on-time Fajr and Ramadan prayers by Umm al-Qura', async () => {
    expect(backfill).toBeGreaterThan(0);
    for (const tag of tags.slice(0, backfill)) await apply(db, tag);
    await db.exec(`
      insert into users (username, email, password) values ('a', 'a@mail.test', 'x'), ('b', 'b@mail.test', 'x');
      insert into prayer_records (user_id, prayer_type, prayer_date, completed, on_time) values
        (1, 'fajr', '2026-02-17', true, true),   -- 29 Sha'ban 1447: on time, not Ramadan
        (1, 'fajr', '2026-02-18', true, true),   -- 1 Ramadan: both
        (1, 'isha', '2026-03-19', true, false),  -- 30 Ramadan
        (1, 'witr', '2026-03-19', true, false),  -- not one of the five
        (1, 'dhuhr', '2026-03-20', true, false), -- Eid al-Fitr
        (1, 'fajr', '2025-03-01', true, false),  -- 1 Ramadan 1446
        (2, 'asr', '2026-11-24', true, true);`);
    await apply(db, tags[backfill]!);
    const totals = await db.query<{ user_id: number; on_time_fajr: number; ramadan_prayers: number }>(
      'select user_id, on_time_fajr, ramadan_prayers from prayer_totals order by user_id',
    );
    expect(totals.rows).toEqual([
      { user_id: 1, on_time_fajr: 2, ramadan_prayers: 3 },
      { user_id: 2, on_time_fajr: 0, ramadan_prayers: 0 },
    ]);
    for (const tag of tags.slice(backfill + 1)) await apply(db, tag);
  });
});
