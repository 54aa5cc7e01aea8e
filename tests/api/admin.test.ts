import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { buildApp } from '@/server/app';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { messagesUsed, setMessagesUsed } from './support/meters';

let t: TestApp;
let admin: TestClient;
const now = new Date('2026-03-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, env: { ADMIN_USERNAMES: ' Imam_Ali , other' } });
  admin = (await registeredClient(t.app, { username: 'imam_ali' })).client;
}, 60_000);
afterAll(() => t.close());

const setCount = (id: number, used: number) => setMessagesUsed(t.database, id, used, now);
const countOf = (id: number) => messagesUsed(t.database, id);

describe('admin', () => {
  it('marks ADMIN_USERNAMES as admins at registration, case-insensitively', async () => {
    expect((await admin.get('/api/auth/user')).json().isAdmin).toBe(true);
  });

  it('marks existing users named in ADMIN_USERNAMES when the app starts', async () => {
    const { user } = await registeredClient(t.app, { username: 'promoted_later' });
    expect(user).toMatchObject({ isAdmin: false });
    // A restart with the name added to ADMIN_USERNAMES, over the same database.
    const restarted = await buildApp({
      config: { ...t.config, adminUsernames: ['promoted_later'] },
      database: t.database,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isAdmin).toBe(true);
    await restarted.close();
  });

  it("resets one user's message count by username", async () => {
    const { user, account } = await registeredClient(t.app);
    await setCount(user.id, 5);
    const res = await admin.post('/api/admin/reset-user-messages', {
      username: `  ${account.username.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "User's message count has been reset to 0.",
      code: 'userMessagesReset',
    });
    expect(await countOf(user.id)).toBe(0);
  });

  it('asks for a username', async () => {
    const res = await admin.post('/api/admin/reset-user-messages', { username: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter a username.',
      code: 'adminUsernameRequired',
      field: 'username',
    });
  });

  it('answers 404 for an unknown username', async () => {
    const res = await admin.post('/api/admin/reset-user-messages', { username: 'no_such_person' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'userNotFound' });
  });

  it("resets every user's message count", async () => {
    const a = await registeredClient(t.app);
    const b = await registeredClient(t.app);
    await setCount(a.user.id, 3);
    await setCount(b.user.id, 4);
    const res = await admin.post('/api/admin/reset-all-message-counts');
    expect(res.json()).toEqual({
      message: "All users' message counts have been reset to zero.",
      code: 'allMessagesReset',
    });
    expect(await countOf(a.user.id)).toBe(0);
    expect(await countOf(b.user.id)).toBe(0);
  });

  it('refuses both resets to a signed-in user who is not an admin (403) and to a visitor (401)', async () => {
    const { client, user } = await registeredClient(t.app);
    await setCount(user.id, 5);
    for (const [url, body] of [
      ['/api/admin/reset-user-messages', { username: 'whoever' }],
      ['/api/admin/reset-all-message-counts', undefined],
    ] as const) {
      const asUser = await client.post(url, body);
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json()).toEqual({ message: 'You do not have permission to do this', code: 'forbidden' });
      expect((await new TestClient(t.app).post(url, body)).statusCode).toBe(401);
    }
    expect(await countOf(user.id)).toBe(5);
  });
});
