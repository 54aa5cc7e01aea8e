import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { createContext } from '@/server/context';
import { accounts } from '@/server/features/accounts/public';
import { runStartup } from '@/server/startup';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { registeredAdmin } from './support/admins';
import { messagesUsed, setMessagesUsed } from './support/meters';

let t: TestApp;
let admin: TestClient;
const now = new Date('2026-03-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({
    clock: { now: () => now },
    env: { ADMIN_USERNAMES: ' Imam_Ali , Freed_Admin , other' },
  });
  admin = (await registeredAdmin(t, { username: 'head_admin' })).client;
}, 60_000);
afterAll(() => t.close());

const setCount = (id: number, used: number) => setMessagesUsed(t.database, id, used, now);
const countOf = (id: number) => messagesUsed(t.database, id);
const isAdmin = async (id: number) =>
  (await t.database.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id)))[0]?.isAdmin;

describe('who becomes an administrator (decision 023)', () => {
  it('registering a name listed in ADMIN_USERNAMES, in any letter case, does not make an administrator', async () => {
    for (const username of ['IMAM_ALI', 'Other']) {
      const { client, user } = await registeredClient(t.app, { username });
      expect(user).toMatchObject({ username, isAdmin: false });
      expect((await client.get('/api/auth/user')).json()).toMatchObject({ isAdmin: false });
      expect((await client.get('/api/admin/outbox')).statusCode).toBe(403);
    }
  });

  it("registering again a deleted administrator's name does not make an administrator", async () => {
    const { client, account, user } = await registeredClient(t.app, { username: 'freed_admin' });
    // A restart with the name in ADMIN_USERNAMES makes the existing account an administrator.
    await accounts(t.database.db).markAdmins(t.config.adminUsernames);
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ isAdmin: true });
    expect((await client.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    expect(await isAdmin(user.id)).toBeUndefined();

    const { client: next, user: nextUser } = await registeredClient(t.app, { username: 'Freed_Admin' });
    expect(nextUser).toMatchObject({ isAdmin: false });
    expect((await next.get('/api/admin/outbox')).statusCode).toBe(403);
  });

  it('at start, ADMIN_USERNAMES makes the existing accounts of those names administrators and warns of names without an account', async () => {
    const { user } = await registeredClient(t.app, { username: 'Promoted_Later' });
    expect(await isAdmin(user.id)).toBe(false);
    const warnings: { fields: object; message: string }[] = [];
    const log = {
      info: () => undefined,
      warn: (fields: object, message: string) => warnings.push({ fields, message }),
    };
    // A restart with the names in ADMIN_USERNAMES, over the same database.
    const config = { ...t.config, adminUsernames: ['promoted_later', 'never_registered'] };
    await runStartup(createContext({ config, database: t.database }), { log } as never);
    expect(await isAdmin(user.id)).toBe(true);
    expect(warnings).toEqual([
      {
        fields: { usernames: ['never_registered'] },
        message: expect.stringContaining('ADMIN_USERNAMES names accounts that do not exist'),
      },
    ]);
  });

  it('markAdmins marks the existing accounts (any case) and answers the names that have none', async () => {
    const { user } = await registeredClient(t.app, { username: 'Marked_Here' });
    const missing = await accounts(t.database.db).markAdmins(['marked_here', 'no_account_here']);
    expect(missing).toEqual(['no_account_here']);
    expect(await isAdmin(user.id)).toBe(true);
  });
});

describe('administrators grant and revoke admin in /admin (decision 023)', () => {
  it('grants admin to an existing account by username (any case), lists it, and revokes it', async () => {
    const { client, account, user } = await registeredClient(t.app);
    const granted = await admin.post('/api/admin/administrators', {
      username: `  ${account.username.toUpperCase()} `,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      message: 'This account is now an administrator.',
      code: 'adminGranted',
    });
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ isAdmin: true });
    const listed = (await client.get('/api/admin/administrators')).json().administrators;
    expect(listed).toContainEqual({ id: user.id, username: account.username });

    const revoked = await admin.delete(`/api/admin/administrators/${account.username.toUpperCase()}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({
      message: 'This account is no longer an administrator.',
      code: 'adminRevoked',
    });
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ isAdmin: false });
    expect((await client.get('/api/admin/administrators')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/administrators')).json().administrators).not.toContainEqual(
      expect.objectContaining({ id: user.id }),
    );
  });

  it('answers 404 for a name without an account and 400 for no name', async () => {
    const grant = await admin.post('/api/admin/administrators', { username: 'no_such_person' });
    expect(grant.statusCode).toBe(404);
    expect(grant.json()).toEqual({ message: 'User not found', code: 'userNotFound' });
    const revoke = await admin.delete('/api/admin/administrators/no_such_person');
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json()).toEqual({ message: 'User not found', code: 'userNotFound' });
    const empty = await admin.post('/api/admin/administrators', { username: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Please enter a username.',
      code: 'adminUsernameRequired',
      field: 'username',
    });
  });

  it('refuses a signed-in user who is not an admin (403) and a visitor (401), and changes nothing', async () => {
    const { client, account, user } = await registeredClient(t.app);
    for (const [method, url, body] of [
      ['GET', '/api/admin/administrators', undefined],
      ['POST', '/api/admin/administrators', { username: account.username }],
      ['DELETE', '/api/admin/administrators/head_admin', undefined],
    ] as const) {
      const request = { method, url, ...(body ? { payload: body } : {}) };
      const asUser = await client.request(request);
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json()).toEqual({ message: 'You do not have permission to do this', code: 'forbidden' });
      expect((await new TestClient(t.app).request(request)).statusCode).toBe(401);
    }
    expect(await isAdmin(user.id)).toBe(false);
    expect((await admin.get('/api/auth/user')).json()).toMatchObject({ isAdmin: true });
  });
});

describe('the last administrator (decision 023)', () => {
  let alone: TestApp;
  beforeAll(async () => {
    alone = await createTestApp();
  });
  afterAll(() => alone.close());

  const lastAdmin = {
    message: 'Hidaya needs at least one administrator. Make another account an administrator first.',
    code: 'lastAdmin',
  };

  it('cannot revoke themselves while they are the only one (409), and can once another is made admin', async () => {
    const { client: first, account } = await registeredAdmin(alone, { username: 'only_admin' });
    const refused = await first.delete(`/api/admin/administrators/${account.username}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(lastAdmin);
    expect((await first.get('/api/auth/user')).json()).toMatchObject({ isAdmin: true });

    const { client: second, account: secondAccount } = await registeredClient(alone.app);
    expect(
      (await first.post('/api/admin/administrators', { username: secondAccount.username })).statusCode,
    ).toBe(200);
    expect((await first.delete(`/api/admin/administrators/${account.username}`)).statusCode).toBe(200);
    expect((await first.get('/api/admin/administrators')).statusCode).toBe(403);
    // Now the second is the last one.
    const again = await second.delete(`/api/admin/administrators/${secondAccount.username}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(lastAdmin);
    expect((await second.get('/api/admin/administrators')).json().administrators).toEqual([
      expect.objectContaining({ username: secondAccount.username }),
    ]);
  });

  it('two administrators revoking each other at the same moment leave one administrator', async () => {
    const a = await registeredAdmin(alone);
    const b = await registeredAdmin(alone);
    // Only these two are administrators now.
    await alone.database.db
      .update(users)
      .set({ isAdmin: false })
      .where(notInArray(users.id, [a.user.id, b.user.id]));

    const answers = await Promise.all([
      a.client.delete(`/api/admin/administrators/${b.account.username}`),
      b.client.delete(`/api/admin/administrators/${a.account.username}`),
    ]);
    // One revoke succeeds. The other is refused either way: 409 when it reached the lock while its
    // sender was still an administrator, or 403 when its sender's session already read them as not one.
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    expect(await accounts(alone.database.db).administrators()).toHaveLength(1);
  });
});

describe('admin', () => {
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
