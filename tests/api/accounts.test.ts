import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@/server/db/schema';
import { createTestApp, newAccount, registeredClient, TestClient, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates the account, signs the user in and returns the user without secrets', async () => {
    const client = new TestClient(t.app);
    const account = newAccount({ prayerTradition: 'shia', experienceLevel: 'beginner' });
    const res = await client.post('/api/auth/register', account);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: account.username,
      email: account.email,
      subscriptionStatus: 'free',
      isAdmin: false,
      prayerTradition: 'shia',
      experienceLevel: 'beginner',
    });
    expect(JSON.stringify(body)).not.toContain(account.password);
    expect(body).not.toHaveProperty('password');

    const cookie = res.cookies.find((c) => c.name === 'hidaya_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await client.get('/api/auth/user');
    expect(me.json().username).toBe(account.username);
  });

  it('stores the password as an argon2id hash', async () => {
    const { account } = await registeredClient(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, account.username));
    expect(row!.password).toMatch(/^\$argon2id\$/);
  });

  it('trims and lower-cases the e-mail', async () => {
    const client = new TestClient(t.app);
    const account = newAccount();
    const res = await client.post('/api/auth/register', {
      ...account,
      email: `  ${account.email.toUpperCase()}  `,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe(account.email);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters', 'username', 'usernameMin'],
    [{ username: 'a'.repeat(31) }, 'Username cannot exceed 30 characters', 'username', 'usernameMax'],
    [
      { username: 'bad name!' },
      'Username can only contain letters, numbers, underscores and hyphens',
      'username',
      'usernameChars',
    ],
    [{ username: 'Administrator' }, 'This username is reserved', 'username', 'usernameReserved'],
    [{ username: 'SUPPORT' }, 'This username is reserved', 'username', 'usernameReserved'],
    [{ email: 'not-an-email' }, 'Invalid email format', 'email', 'emailInvalid'],
    [{ email: 'someone@example.com' }, 'Please use a real email address', 'email', 'emailReal'],
    [{ password: 'Sh0rt!' }, 'Password must be at least 8 characters', 'password', 'passwordMin'],
    [{ password: `Aa1!${'x'.repeat(97)}` }, 'Password is too long', 'password', 'passwordMax'],
    [
      { password: 'lowercase1!' },
      'Password must contain at least one uppercase letter',
      'password',
      'passwordUpper',
    ],
    [
      { password: 'UPPERCASE1!' },
      'Password must contain at least one lowercase letter',
      'password',
      'passwordLower',
    ],
    [{ password: 'NoDigits!!' }, 'Password must contain at least one number', 'password', 'passwordNumber'],
    [
      { password: 'NoSpecial12' },
      'Password must contain at least one special character',
      'password',
      'passwordSpecial',
    ],
  ])('refuses %o with "%s"', async (override, message, field, code) => {
    const res = await new TestClient(t.app).post('/api/auth/register', newAccount(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code, field });
  });

  it('refuses a missing field with a message naming it', async () => {
    const res = await new TestClient(t.app).post('/api/auth/register', {
      username: 'someone_new',
      password: 'Salaam#2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid email format', code: 'emailInvalid', field: 'email' });
  });

  it('refuses an unknown prayer tradition', async () => {
    const res = await new TestClient(t.app).post(
      '/api/auth/register',
      newAccount({ prayerTradition: 'other' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('prayerTradition');
    expect(res.json().message).toMatch(/^prayerTradition: /);
  });

  it('ignores fields a client may not set (isAdmin, subscriptionStatus, messageCount)', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/register', {
      ...newAccount(),
      isAdmin: true,
      subscriptionStatus: 'everything',
      messageCount: -100,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isAdmin: false, subscriptionStatus: 'free' });
    expect(res.json()).not.toHaveProperty('messageCount');
  });

  it('answers 409 for a taken username, whatever its case, and for a taken e-mail', async () => {
    const { account } = await registeredClient(t.app);
    const sameName = await new TestClient(t.app).post(
      '/api/auth/register',
      newAccount({ username: account.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      message: 'This username is already taken',
      code: 'usernameTaken',
      field: 'username',
    });

    const sameEmail = await new TestClient(t.app).post(
      '/api/auth/register',
      newAccount({ email: account.email }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'emailTaken',
      field: 'email',
    });
  });

  it('lets only one of two simultaneous registrations of one name through', async () => {
    const account = newAccount();
    const [a, b] = await Promise.all([
      new TestClient(t.app).post('/api/auth/register', account),
      new TestClient(t.app).post('/api/auth/register', { ...account, email: `other.${account.email}` }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});

describe('login and logout', () => {
  it('signs in with the right password, case-insensitively on the username', async () => {
    const { account } = await registeredClient(t.app);
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/login', {
      username: account.username.toUpperCase(),
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(account.username);
    expect((await client.get('/api/auth/user')).json().username).toBe(account.username);
  });

  it('answers 401 "Invalid username or password" for a wrong password and for an unknown user alike', async () => {
    const { account } = await registeredClient(t.app);
    const wrongPassword = await new TestClient(t.app).post('/api/auth/login', {
      username: account.username,
      password: 'Wrong#Pass1',
    });
    const unknownUser = await new TestClient(t.app).post('/api/auth/login', {
      username: 'nobody_here',
      password: account.password,
    });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password', code: 'invalidCredentials' });
    }
  });

  it('requires both fields', async () => {
    const res = await new TestClient(t.app).post('/api/auth/login', { username: '  ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Username is required',
      code: 'usernameRequired',
      field: 'username',
    });
  });

  it('rotates the session id at login: the old cookie no longer signs anyone in', async () => {
    const { client, account } = await registeredClient(t.app);
    const before = client.sessionCookie!;
    await client.post('/api/auth/login', { username: account.username, password: account.password });
    expect(client.sessionCookie).not.toBe(before);
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: before } });
    expect(stale.json()).toBeNull();
    expect((await client.get('/api/auth/user')).json().username).toBe(account.username);
  });

  it('destroys the session at logout', async () => {
    const { client } = await registeredClient(t.app);
    const cookie = client.sessionCookie!;
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been logged out successfully.', code: 'loggedOut' });
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(replay.json()).toBeNull();
  });

  it('POST /api/logout (the Test Logout entry) signs out too', async () => {
    const { client } = await registeredClient(t.app);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json()).toBeNull();
  });

  it('answers null, not an error, for the current user when signed out', async () => {
    const res = await new TestClient(t.app).get('/api/auth/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('ignores a forged session cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 'hidaya_sid=forged' },
    });
    expect(res.json()).toBeNull();
  });
});

describe('account deletion', () => {
  it('deletes the user with their sessions and signs out', async () => {
    const { client, account, user } = await registeredClient(t.app);
    const res = await client.delete('/api/user', { password: account.password });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json()).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const login = await new TestClient(t.app).post('/api/auth/login', account);
    expect(login.statusCode).toBe(401);
  });

  it('needs a signed-in user', async () => {
    const res = await new TestClient(t.app).delete('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You must be signed in', code: 'notSignedIn' });
  });
});

describe('preferences', () => {
  it('keeps the interface language on the account', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.patch('/api/user/preferences', { language: 'urdu' });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json().language).toBe('urdu');
  });

  it('keeps the prayer tradition and experience level, changing only what is sent', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.patch('/api/user/preferences', {
      prayerTradition: 'shia',
      experienceLevel: 'experienced',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ prayerTradition: 'shia', experienceLevel: 'experienced' });
    const cleared = await client.patch('/api/user/preferences', { experienceLevel: null });
    expect(cleared.json()).toMatchObject({ prayerTradition: 'shia', experienceLevel: null });
    expect((await client.get('/api/auth/user')).json()).toMatchObject({
      prayerTradition: 'shia',
      experienceLevel: null,
    });
  });

  it('refuses an empty change and choices it does not offer', async () => {
    const { client } = await registeredClient(t.app);
    const empty = await client.patch('/api/user/preferences', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Nothing to save: send a language, a prayer tradition or an experience level',
      code: 'preferencesEmpty',
    });
    const wrong = await client.patch('/api/user/preferences', { prayerTradition: 'other' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('prayerTradition');
  });

  it('refuses a language it does not offer', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.patch('/api/user/preferences', { language: 'klingon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('language');
  });
});

describe('home summary', () => {
  it('shows zeros for a new user and needs sign-in', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.get('/api/home/summary');
    expect(res.json()).toEqual({
      todayPrayers: { completed: 0, total: 5 },
      level: 1,
      achievementsEarned: 0,
      achievementsTotal: 7,
      learningSessions: 0,
      streakDays: 0,
    });
    expect((await new TestClient(t.app).get('/api/home/summary')).statusCode).toBe(401);
  });
});
