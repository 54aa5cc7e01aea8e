import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_ID, personRead, personReadPart } from '@/server/platform/person-read';
import { createTestApp, registeredClient, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A part over the accounts table: the person's username with a suffix of the caller's. */
const namePart = personReadPart({
  value: sql`(select u.username || ${sql.placeholder('testSuffix')}::text from users u where u.id = ${PERSON_ID})`,
  params: ({ suffix }: { suffix: string }) => ({ testSuffix: suffix }),
  read: (value) => value as string | null,
});
const countPart = personReadPart({
  value: sql`(select count(*)::int from users u where u.id = ${PERSON_ID})`,
  read: (value) => Number(value),
});

describe('personRead: parts of several features in one statement (decision 022)', () => {
  it("gives each part its own value, read the part's way, for the person asked about", async () => {
    const { user } = await registeredClient(t.app);
    const read = personRead(t.database.db, 'test_person_read', { name: namePart, count: countPart });
    expect(await read(user.id, { name: { suffix: '!' } })).toEqual({ name: `${user.username}!`, count: 1 });
    expect(await read(user.id + 100_000, { name: { suffix: '!' } })).toEqual({ name: null, count: 0 });
  });

  it('refuses two parts that fill the same placeholder', async () => {
    const { user } = await registeredClient(t.app);
    const read = personRead(t.database.db, 'test_person_read_clash', { a: namePart, b: namePart });
    await expect(read(user.id, { a: { suffix: '1' }, b: { suffix: '2' } })).rejects.toThrow(
      'test_person_read_clash: two parts fill the placeholder testSuffix',
    );
  });
});
