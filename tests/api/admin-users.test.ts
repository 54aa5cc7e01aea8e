import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sundaySchoolSubscriptions, users } from '@/server/db/schema';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { registeredAdmin } from './support/admins';
import { setPlan } from './support/plans';

let t: TestApp;
let admin: TestClient;
let adminId: number;
const now = new Date('2026-03-10T12:00:00Z');
const ids: Record<string, number> = {};

type Row = { id: number; username: string; email: string; isAdmin: boolean; plan: string; school: boolean };
type Page = { users: Row[]; total: number; page: number; pageSize: number };

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  const registered = await registeredAdmin(t, { username: 'list_admin', email: 'list_admin@mail.test' });
  admin = registered.client;
  adminId = registered.user.id;
  // 25 accounts named page_00 to page_24 (oldest first), written as registration writes them.
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: 25 }, (_, i) => {
        const n = String(i).padStart(2, '0');
        return { username: `Page_${n}`, email: `reader${n}@pages.test`, password: 'not-a-hash' };
      }),
    )
    .returning({ id: users.id, username: users.username });
  for (const row of rows) ids[row.username] = row.id;
  const [zaid] = await t.database.db
    .insert(users)
    .values([
      { username: 'Zaid_Premium', email: 'zaid@family.test', password: 'x' },
      { username: 'Maryam_Quran', email: 'maryam@family.test', password: 'x' },
      { username: 'Yusuf_Cancelled', email: 'yusuf@family.test', password: 'x' },
      { username: 'Huda_School', email: 'huda@family.test', password: 'x' },
      { username: 'percent%name', email: 'odd@family.test', password: 'x' },
    ])
    .returning({ id: users.id });
  ids.zaid = zaid!.id;
  ids.maryam = zaid!.id + 1;
  ids.yusuf = zaid!.id + 2;
  ids.huda = zaid!.id + 3;
  await setPlan(t.database, ids.zaid, {
    subscriptionStatus: 'premium',
    subscriptionEndDate: new Date('2026-04-01T00:00:00Z'),
  });
  await setPlan(t.database, ids.maryam, {
    subscriptionStatus: 'quran_teacher',
    subscriptionEndDate: new Date('2026-04-01T00:00:00Z'),
  });
  // Cancelled, but paid until the end of the month: still Everything until then.
  await setPlan(t.database, ids.yusuf, {
    subscriptionStatus: 'cancelled',
    subscriptionPlan: 'everything',
    subscriptionEndDate: new Date('2026-03-31T00:00:00Z'),
  });
  await t.database.db.insert(sundaySchoolSubscriptions).values({
    userId: ids.huda,
    stripeSubscriptionId: 'sub_school_huda',
    status: 'active',
    currentPeriodStart: new Date('2026-03-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
  });
}, 60_000);
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await admin.get(`/api/admin/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('the admin user list (GET /api/admin/users)', () => {
  it('lists every account newest first, 20 a page, with how many there are', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 31, page: 1, pageSize: 20 });
    expect(first.users).toHaveLength(20);
    expect(first.users[0]?.username).toBe('percent%name');
    expect(first.users.at(-1)?.username).toBe('Page_10');
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: 31, page: 2 });
    expect(second.users.map((user) => user.username)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `Page_${String(9 - i).padStart(2, '0')}`),
      'list_admin',
    ]);
    expect(await list('?page=3')).toMatchObject({ users: [], total: 31, page: 3 });
  });

  it("shows each account's plan in force and admin flag, never a password", async () => {
    const rows = (await list()).users;
    const byName = (name: string) => rows.find((row) => row.username === name);
    expect(byName('Zaid_Premium')).toMatchObject({ plan: 'premium', school: false, isAdmin: false });
    expect(byName('Maryam_Quran')).toMatchObject({ plan: 'quran_teacher', school: false });
    expect(byName('Yusuf_Cancelled')).toMatchObject({ plan: 'everything', school: true });
    expect(byName('Huda_School')).toMatchObject({ plan: 'free', school: true });
    expect(byName('Page_24')).toEqual({
      id: ids.Page_24,
      username: 'Page_24',
      email: 'reader24@pages.test',
      isAdmin: false,
      plan: 'free',
      school: false,
      createdAt: expect.any(String),
    });
    const self = (await list('?q=list_')).users;
    expect(self).toEqual([expect.objectContaining({ id: adminId, isAdmin: true, plan: 'free' })]);
    expect(JSON.stringify(rows)).not.toContain('not-a-hash');
  });

  it('searches by the beginning of the username or the e-mail address, in any case, paging the matches', async () => {
    const byUsername = await list('?q=PAGE_1');
    expect(byUsername.total).toBe(10);
    expect(byUsername.users.map((user) => user.username)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Page_${19 - i}`),
    );
    const byEmail = await list('?q=reader2');
    expect(byEmail.users.map((user) => user.email)).toEqual([
      'reader24@pages.test',
      'reader23@pages.test',
      'reader22@pages.test',
      'reader21@pages.test',
      'reader20@pages.test',
    ]);
    expect((await list('?q=%20%20zaid%20')).users.map((user) => user.username)).toEqual(['Zaid_Premium']);
    const paged = await list('?q=page&page=2');
    expect(paged).toMatchObject({ total: 25, page: 2 });
    expect(paged.users).toHaveLength(5);
    // The search is the beginning of a name: the middle of one does not match.
    expect(await list('?q=premium')).toMatchObject({ users: [], total: 0 });
  });

  it('reads % and _ in a search as themselves, not as wildcards', async () => {
    expect((await list('?q=percent%25')).users.map((user) => user.username)).toEqual(['percent%name']);
    expect(await list('?q=%25')).toMatchObject({ total: 0 });
    expect(await list('?q=page%5f0')).toMatchObject({ total: 10 });
    expect(await list('?q=pag_')).toMatchObject({ total: 0 });
  });

  it('answers 400 with a message for a bad page or a search too long', async () => {
    for (const page of ['0', '-1', '1.5', 'two', '10001']) {
      const res = await admin.get(`/api/admin/users?page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json(), page).toMatchObject({
        message: 'The page must be a whole number from 1 to 10000.',
        code: 'userPageInvalid',
      });
    }
    const long = await admin.get(`/api/admin/users?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: 'Search with at most 100 characters.',
      code: 'userSearchTooLong',
    });
  });

  it('refuses a signed-in person who is not an administrator (403) and a visitor (401)', async () => {
    const { client } = await registeredClient(t.app);
    const member = await client.get('/api/admin/users?q=page');
    expect(member.statusCode).toBe(403);
    expect(member.json()).toHaveProperty('message');
    expect(member.body).not.toContain('reader');
    // Access is checked before the input: bad input from a non-admin is still 403.
    expect((await client.get('/api/admin/users?page=zero')).statusCode).toBe(403);
    const visitor = await new TestClient(t.app).get('/api/admin/users');
    expect(visitor.statusCode).toBe(401);
  });
});
