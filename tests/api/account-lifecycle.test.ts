import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSubscriptions,
  emailChanges,
  outboxMessages,
  passwordResetTokens,
  rateLimits,
  users,
} from '@/server/db/schema';
import {
  EMAIL_CHANGE_TTL_MS,
  RESET_MAILS_PER_EMAIL,
  RESET_REQUESTS_PER_SENDER,
} from '@/server/features/accounts/lifecycle';
import { outboxEmail } from '@/server/providers/email/outbox-adapter';
import { demoSubscriptions } from '@/server/providers/payments/demo-schema';
import {
  capturedLogs,
  createTestApp,
  newAccount,
  registeredClient,
  TestClient,
  type TestApp,
} from './support/app';
import { registeredAdmin } from './support/admins';
import { testDatabaseKind } from './support/database';

/**
 * The account lifecycle (decision 023), with mail going to the outbox (no SMTP_URL)
 * and read back the way the admin reads it. The clock is pinned and moved by the tests.
 */
let now = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let admin: TestClient;
const NEW_PASSWORD = 'Barakah#2027';
/** What the app logs (the production logger), one parsed line each. */
const { lines: logged, logger } = capturedLogs();

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, deps: { logger } });
  ({ client: admin } = await registeredAdmin(t, { username: 'lifecycle_admin' }));
}, 60_000);
afterAll(() => t.close());

type OutboxMessage = {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  channel: string;
  hasLinkToReveal: boolean;
};
const RESET_SUBJECT = 'Choose a new password for Hidaya';
const CONFIRM_SUBJECT = 'Confirm your new email address for Hidaya';
const CHANGE_REQUESTED_SUBJECT = 'A new email address was requested for your Hidaya account';
const CHANGED_SUBJECT = 'Your Hidaya email address was changed';

/** The outbox as the admin reads it, newest first. */
async function outboxFor(email: string): Promise<OutboxMessage[]> {
  const res = await admin.get('/api/admin/outbox');
  expect(res.statusCode).toBe(200);
  expect(res.json().delivery).toBe('outbox');
  return (res.json().messages as OutboxMessage[]).filter((m) => m.recipient === email);
}

/** The body of a kept mail as the admin reveals it (the outbox lists every link masked). */
async function revealed(mail: OutboxMessage): Promise<string> {
  const res = await admin.post(`/api/admin/outbox/${mail.id}/reveal`);
  expect(res.statusCode).toBe(200);
  return res.json().body;
}

/** The token of the newest reset link mailed to the address, revealed by the admin. */
async function resetTokenFor(email: string): Promise<string> {
  const [mail] = await outboxFor(email);
  expect(mail?.subject).toBe(RESET_SUBJECT);
  const match = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(await revealed(mail!));
  expect(match).not.toBeNull();
  return match![1]!;
}

/** The token of the newest confirmation link mailed to a new address, revealed by the admin. */
async function confirmTokenFor(email: string): Promise<string> {
  const [mail] = (await outboxFor(email)).filter((m) => m.subject === CONFIRM_SUBJECT);
  expect(mail).toBeDefined();
  const match = /\/confirm-email#token=([A-Za-z0-9_-]+)/.exec(await revealed(mail!));
  expect(match).not.toBeNull();
  return match![1]!;
}

const confirmEmail = (token: string) =>
  new TestClient(t.app).post('/api/auth/email-change/confirm', { token });

/** Asks for a new address and opens the link mailed to it: the whole change. */
async function changeEmail(client: TestClient, password: string, email: string): Promise<void> {
  const asked = await client.post('/api/user/email', { currentPassword: password, email });
  expect(asked.statusCode).toBe(200);
  expect((await confirmEmail(await confirmTokenFor(email))).statusCode).toBe(200);
}

const signIn = (username: string, password: string) =>
  new TestClient(t.app).post('/api/auth/login', { username, password });

describe(`change password (${testDatabaseKind})`, () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const { client, account } = await registeredClient(t.app);
    const res = await client.post('/api/user/password', {
      currentPassword: 'Wrong#Password1',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Your current password is not correct',
      code: 'currentPasswordWrong',
      field: 'currentPassword',
    });
    expect((await signIn(account.username, account.password)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const { client, account } = await registeredClient(t.app);
    const res = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Password must be at least 8 characters',
      field: 'newPassword',
    });
  });

  it('changes it, signs out every other session, keeps this one and tells the person', async () => {
    const { client, account } = await registeredClient(t.app);
    const other = new TestClient(t.app);
    expect((await other.post('/api/auth/login', account)).statusCode).toBe(200);
    expect((await other.get('/api/user/stats')).statusCode).toBe(200);

    const res = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed. Your other devices have been signed out.',
      code: 'passwordChanged',
    });

    expect((await other.get('/api/user/stats')).statusCode).toBe(401);
    expect((await client.get('/api/auth/user')).json().username).toBe(account.username);
    expect((await signIn(account.username, account.password)).statusCode).toBe(401);
    expect((await signIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);
    const [mail] = await outboxFor(account.email);
    expect(mail?.subject).toBe('Your Hidaya password was changed');
  });

  it('refuses further checks after too many wrong current passwords', async () => {
    const { client, account } = await registeredClient(t.app);
    for (let i = 0; i < t.config.authAccountLimit; i++) {
      const res = await client.post('/api/user/password', {
        currentPassword: `Wrong#${i}aA`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
    const refused = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyAttempts');
  });
});

describe(`change e-mail (${testDatabaseKind})`, () => {
  it('needs the current password', async () => {
    const { client, account } = await registeredClient(t.app);
    const res = await client.post('/api/user/email', {
      currentPassword: 'Nope#1234a',
      email: 'new@mail.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('currentPassword');
    expect((await client.get('/api/auth/user')).json().email).toBe(account.email);
  });

  it('validates the address like registration does', async () => {
    const { client, account } = await registeredClient(t.app);
    const invalid = await client.post('/api/user/email', {
      currentPassword: account.password,
      email: 'not-an-email',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'Invalid email format', field: 'email' });
    const example = await client.post('/api/user/email', {
      currentPassword: account.password,
      email: 'me@example.com',
    });
    expect(example.json()).toMatchObject({ message: 'Please use a real email address', field: 'email' });
  });

  it("refuses another account's address", async () => {
    const { account: taken } = await registeredClient(t.app);
    const { client, account } = await registeredClient(t.app);
    const res = await client.post('/api/user/email', {
      currentPassword: account.password,
      email: taken.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'emailTaken',
      field: 'email',
    });
  });

  it('keeps the address until the link mailed to the new one is opened, and tells the old one of the request', async () => {
    const { client, account, user } = await registeredClient(t.app);
    const fresh = newAccount().email;
    const res = await client.post('/api/user/email', {
      currentPassword: account.password,
      email: `  ${fresh.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'We have sent a link to your new address. Your email address changes when you open it; until then it stays as it is.',
      code: 'emailChangeRequested',
      pendingEmail: fresh,
      expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    });
    expect((await client.get('/api/auth/user')).json().email).toBe(account.email);
    expect((await client.get('/api/user/email')).json()).toEqual({
      pendingEmail: fresh,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
    });
    // Signing in and reset links still go by the old address.
    const [rows] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(rows!.email).toBe(account.email);

    const [request] = await outboxFor(account.email);
    expect(request?.subject).toBe(CHANGE_REQUESTED_SUBJECT);
    expect(request?.body).toContain(fresh);
    expect(request?.body).toContain(
      'The change takes effect only when the link we sent to that address is opened.',
    );
    const [confirmation] = await outboxFor(fresh);
    expect(confirmation?.subject).toBe(CONFIRM_SUBJECT);
    // Stored as a hash only, for a day.
    const [pending] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    const token = await confirmTokenFor(fresh);
    expect(pending).toMatchObject({
      newEmail: fresh,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    expect(pending!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.tokenHash).not.toContain(token);
  });

  it('opening the link (signed in or not) switches the address once, forgets reset links and tells both addresses', async () => {
    const { client, account } = await registeredClient(t.app);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const resetToken = await resetTokenFor(account.email);
    const fresh = newAccount().email;
    await client.post('/api/user/email', { currentPassword: account.password, email: fresh });
    const token = await confirmTokenFor(fresh);

    const res = await confirmEmail(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your email address has been changed.', code: 'emailChanged' });
    expect((await client.get('/api/auth/user')).json().email).toBe(fresh);
    expect((await client.get('/api/user/email')).json()).toEqual({ pendingEmail: null, expiresAt: null });
    for (const address of [account.email, fresh]) {
      const [mail] = await outboxFor(address);
      expect(mail?.subject).toBe(CHANGED_SUBJECT);
      expect(mail?.body).toContain(fresh);
    }
    // The reset link mailed to the old address works no more.
    const reset = await new TestClient(t.app).post('/api/auth/password-reset', {
      token: resetToken,
      password: NEW_PASSWORD,
    });
    expect(reset.json().code).toBe('resetLinkInvalid');

    const again = await confirmEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message:
        'This link is not valid or has expired. Change your email address again in your profile to get a new one.',
      code: 'emailLinkInvalid',
      field: 'token',
    });
  });

  it('a new request replaces the one waiting: the earlier link no longer works', async () => {
    const { client, account } = await registeredClient(t.app);
    const first = newAccount().email;
    const second = newAccount().email;
    await client.post('/api/user/email', { currentPassword: account.password, email: first });
    const firstToken = await confirmTokenFor(first);
    await client.post('/api/user/email', { currentPassword: account.password, email: second });
    expect((await confirmEmail(firstToken)).json().code).toBe('emailLinkInvalid');
    expect((await confirmEmail(await confirmTokenFor(second))).statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json().email).toBe(second);
  });

  it('the link works for 24 hours', async () => {
    const { client, account } = await registeredClient(t.app);
    const fresh = newAccount().email;
    await client.post('/api/user/email', { currentPassword: account.password, email: fresh });
    const token = await confirmTokenFor(fresh);
    const asked = now;
    try {
      now = new Date(asked.getTime() + EMAIL_CHANGE_TTL_MS);
      expect((await client.get('/api/user/email')).json()).toEqual({ pendingEmail: null, expiresAt: null });
      const late = await confirmEmail(token);
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('emailLinkInvalid');
      now = new Date(asked.getTime() + EMAIL_CHANGE_TTL_MS - 60_000);
      expect((await confirmEmail(token)).statusCode).toBe(200);
    } finally {
      now = asked;
    }
    expect((await client.get('/api/auth/user')).json().email).toBe(fresh);
  });

  it('answers 409 when another account took the address before the link was opened, and keeps the old one', async () => {
    const { client, account } = await registeredClient(t.app);
    const fresh = newAccount().email;
    await client.post('/api/user/email', { currentPassword: account.password, email: fresh });
    const token = await confirmTokenFor(fresh);
    await registeredClient(t.app, { email: fresh });
    const res = await confirmEmail(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'emailTaken',
      field: 'email',
    });
    expect((await client.get('/api/auth/user')).json().email).toBe(account.email);
  });

  it('a new password cancels the change: whoever asked with the old one cannot finish it', async () => {
    const { client, account } = await registeredClient(t.app);
    const theirs = newAccount().email;
    await client.post('/api/user/email', { currentPassword: account.password, email: theirs });
    const token = await confirmTokenFor(theirs);
    expect(
      (
        await client.post('/api/user/password', {
          currentPassword: account.password,
          newPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    expect((await confirmEmail(token)).json().code).toBe('emailLinkInvalid');
    expect((await client.get('/api/auth/user')).json().email).toBe(account.email);
  });

  it('refuses the address the account already has', async () => {
    const { client, account } = await registeredClient(t.app);
    const res = await client.post('/api/user/email', {
      currentPassword: account.password,
      email: account.email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This is already your email address.',
      code: 'emailUnchanged',
      field: 'email',
    });
  });

  it('builds the link on localhost and the port, whatever Host the request names', async () => {
    const { client, account } = await registeredClient(t.app);
    const fresh = newAccount().email;
    await client.request({
      method: 'POST',
      url: '/api/user/email',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { currentPassword: account.password, email: fresh },
    });
    const token = await confirmTokenFor(fresh);
    const [mail] = await outboxFor(fresh);
    expect(await revealed(mail!)).toContain(`http://localhost:5000/confirm-email#token=${token}`);
    expect(mail!.body).not.toContain('evil.example');
  });

  it('the change waiting goes with the account', async () => {
    const { client, account, user } = await registeredClient(t.app);
    await client.post('/api/user/email', { currentPassword: account.password, email: newAccount().email });
    expect(
      await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id)),
    ).toHaveLength(1);
    expect((await client.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    expect(await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual(
      [],
    );
  });
});

describe(`change e-mail, limited (${testDatabaseKind})`, () => {
  it('mails at most 5 requests an hour per person, so nobody can send mail to address after address', async () => {
    const { client, account } = await registeredClient(t.app);
    const tried: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = newAccount().email;
      tried.push(email);
      const res = await client.post('/api/user/email', { currentPassword: account.password, email });
      expect(res.statusCode).toBe(200);
    }
    const sixth = newAccount().email;
    const refused = await client.post('/api/user/email', { currentPassword: account.password, email: sixth });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      code: 'tooManyAttempts',
    });
    expect(await outboxFor(sixth)).toEqual([]);
    expect((await client.get('/api/auth/user')).json().email).toBe(account.email);
    expect((await client.get('/api/user/email')).json().pendingEmail).toBe(tried.at(-1));
    // Another person is not held back by it.
    const { client: other, account: otherAccount } = await registeredClient(t.app);
    const theirs = await other.post('/api/user/email', {
      currentPassword: otherAccount.password,
      email: newAccount().email,
    });
    expect(theirs.statusCode).toBe(200);
  });
});

describe(`forgotten password (${testDatabaseKind})`, () => {
  const answer = {
    message:
      'If an account uses this email address, we have sent it a link to choose a new password. The link works once, for one hour.',
    code: 'resetRequested',
  };

  it('mails a link to an address with an account, and stores only a hash of its token', async () => {
    const { account, user } = await registeredClient(t.app);
    const res = await new TestClient(t.app).post('/api/auth/password-reset/request', {
      email: account.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer);
    const token = await resetTokenFor(account.email);
    expect(token).toHaveLength(43);
    const [mail] = await outboxFor(account.email);
    expect(await revealed(mail!)).toContain(`http://localhost:5000/reset-password#token=${token}`);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime() - now.getTime()).toBe(60 * 60 * 1000);
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    const email = newAccount().email;
    const res = await new TestClient(t.app).post('/api/auth/password-reset/request', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer);
    expect(await outboxFor(email)).toEqual([]);
  });

  it('writes the mail in the language of the account', async () => {
    const { client, account } = await registeredClient(t.app);
    await client.patch('/api/user/preferences', { language: 'arabic' });
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const [mail] = await outboxFor(account.email);
    expect(mail!.subject).toBe('اختر كلمة مرور جديدة لهداية');
  });

  it('resets the password once, signs the person out everywhere, and the link then fails', async () => {
    const { client, account } = await registeredClient(t.app);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const token = await resetTokenFor(account.email);

    const res = await new TestClient(t.app).post('/api/auth/password-reset', {
      token,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed. Sign in with your new password.',
      code: 'passwordReset',
    });
    expect((await client.get('/api/user/stats')).statusCode).toBe(401);
    expect((await signIn(account.username, account.password)).statusCode).toBe(401);
    expect((await signIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await new TestClient(t.app).post('/api/auth/password-reset', {
      token,
      password: 'Another#Pass9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This link is not valid or has expired. Ask for a new one.',
      code: 'resetLinkInvalid',
      field: 'token',
    });
    expect((await signIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the refusals of every address that guessed at the account', async () => {
    const { account } = await registeredClient(t.app);
    const signInFrom = (ip: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: account.username, password },
      });
    for (const ip of ['10.0.40.1', '10.0.40.2'])
      for (let i = 0; i < 10; i += 1) expect((await signInFrom(ip, 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await signInFrom('10.0.40.1', account.password)).statusCode).toBe(429);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const token = await resetTokenFor(account.email);
    await new TestClient(t.app).post('/api/auth/password-reset', { token, password: NEW_PASSWORD });
    expect((await signInFrom('10.0.40.1', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signInFrom('10.0.40.2', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires an hour after it was asked for', async () => {
    const { account } = await registeredClient(t.app);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const token = await resetTokenFor(account.email);
    const asked = now;
    try {
      now = new Date(asked.getTime() + 60 * 60 * 1000);
      const late = await new TestClient(t.app).post('/api/auth/password-reset', {
        token,
        password: NEW_PASSWORD,
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('resetLinkInvalid');
    } finally {
      now = asked;
    }
    expect((await signIn(account.username, account.password)).statusCode).toBe(200);
  });

  it('works a minute before it expires', async () => {
    const { account } = await registeredClient(t.app);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const token = await resetTokenFor(account.email);
    const asked = now;
    try {
      now = new Date(asked.getTime() + 59 * 60 * 1000);
      const res = await new TestClient(t.app).post('/api/auth/password-reset', {
        token,
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
    } finally {
      now = asked;
    }
  });

  it('builds the link on localhost and the port, never on the Host the request names', async () => {
    const { account } = await registeredClient(t.app);
    const res = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(200);
    const token = await resetTokenFor(account.email);
    const [mail] = await outboxFor(account.email);
    const body = await revealed(mail!);
    expect(body).toContain(`http://localhost:5000/reset-password#token=${token}`);
    expect(body).not.toContain('evil.example');
  });

  it("the admin's outbox masks every link's token, working or not, until the admin reveals that message", async () => {
    const { account } = await registeredClient(t.app);
    const ask = async () =>
      expect(
        (await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email }))
          .statusCode,
      ).toBe(200);
    const resetMails = async () =>
      (await outboxFor(account.email)).filter((m) => m.subject === RESET_SUBJECT);
    const masked = 'http://localhost:5000/reset-password#token=••••••••';
    await ask();
    await ask();
    // Both links work, and neither token can be read from the list.
    const listed = await resetMails();
    expect(listed).toHaveLength(2);
    for (const mail of listed) {
      expect(mail.body).toContain(masked);
      expect(mail.body).not.toMatch(/#token=[A-Za-z0-9_-]{43}/);
      expect(mail.hasLinkToReveal).toBe(true);
    }
    // Revealing one message shows that one link whole; the list still masks it.
    const [second, first] = listed;
    const secondBody = await revealed(second!);
    const secondToken = /#token=([A-Za-z0-9_-]{43})/.exec(secondBody)![1]!;
    expect((await resetMails())[0]!.body).not.toContain(secondToken);

    const used = await new TestClient(t.app).post('/api/auth/password-reset', {
      token: secondToken,
      password: NEW_PASSWORD,
    });
    expect(used.statusCode).toBe(200);
    // The one used and the one it replaced work no more: nothing to reveal, and a reveal keeps them masked.
    for (const mail of await resetMails()) {
      expect(mail.hasLinkToReveal).toBe(false);
      expect(await revealed(mail)).toContain(masked);
    }
    expect(await revealed(first!)).not.toContain(secondToken);

    await ask();
    const [third] = await resetMails();
    expect(third!.hasLinkToReveal).toBe(true);
    const asked = now;
    try {
      now = new Date(asked.getTime() + 60 * 60 * 1000);
      const [expired] = await resetMails();
      expect(expired!.hasLinkToReveal).toBe(false);
      expect(await revealed(expired!)).toContain(masked);
    } finally {
      now = asked;
    }
  });

  it("each reveal is logged with the administrator's name and the message, never the token", async () => {
    const { account } = await registeredClient(t.app);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const [mail] = await outboxFor(account.email);
    logged.length = 0;
    const token = await resetTokenFor(account.email);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 40,
        admin: 'lifecycle_admin',
        outboxMessageId: mail!.id,
        msg: 'an administrator revealed the links of an outbox message',
      }),
    );
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('a reveal is for administrators only, and names a message that is kept', async () => {
    const { account, client } = await registeredClient(t.app);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const [mail] = await outboxFor(account.email);
    const asMember = await client.post(`/api/admin/outbox/${mail!.id}/reveal`);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).not.toHaveProperty('body');
    expect((await new TestClient(t.app).post(`/api/admin/outbox/${mail!.id}/reveal`)).statusCode).toBe(401);
    const missing = await admin.post('/api/admin/outbox/2000000000/reveal');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'This message is no longer in the outbox.',
      code: 'outboxMessageNotFound',
    });
  });

  it('refuses a made-up token and a new password that breaks the rules', async () => {
    const made = await new TestClient(t.app).post('/api/auth/password-reset', {
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().code).toBe('resetLinkInvalid');
    const { account } = await registeredClient(t.app);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const token = await resetTokenFor(account.email);
    const weak = await new TestClient(t.app).post('/api/auth/password-reset', {
      token,
      password: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    // The link was not used up by the refused attempt.
    const ok = await new TestClient(t.app).post('/api/auth/password-reset', {
      token,
      password: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  const tooManyAttempts = {
    message: 'Too many attempts. Please wait a few minutes and try again.',
    code: 'tooManyAttempts',
  };
  /** A reset request from one IP address (the test client's own is 127.0.0.1). */
  const askFrom = (ip: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      remoteAddress: ip,
      payload: { email },
    });

  it('limits one sender to 3 requests an hour per address, with or without an account', async () => {
    const { account } = await registeredClient(t.app);
    for (const email of [account.email, newAccount().email]) {
      for (let i = 0; i < RESET_REQUESTS_PER_SENDER; i++) {
        const res = await askFrom('10.0.7.1', email);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(answer);
      }
      const refused = await askFrom('10.0.7.1', email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooManyAttempts);
    }
    expect(await outboxFor(account.email)).toHaveLength(3);
  });

  it("a stranger's requests do not use up the owner's: the owner still gets a link", async () => {
    const { account } = await registeredClient(t.app);
    for (let i = 0; i < RESET_REQUESTS_PER_SENDER; i++)
      expect((await askFrom('10.0.7.66', account.email)).statusCode).toBe(200);
    expect((await askFrom('10.0.7.66', account.email)).statusCode).toBe(429);

    const own = await askFrom('10.0.7.2', account.email);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(answer);
    expect(await outboxFor(account.email)).toHaveLength(RESET_REQUESTS_PER_SENDER + 1);
    const token = await resetTokenFor(account.email);
    const res = await new TestClient(t.app).post('/api/auth/password-reset', {
      token,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });

  it('mails one address at most 10 links an hour from all senders, each still working, and answers the same', async () => {
    const { account } = await registeredClient(t.app);
    const unknown = newAccount().email;
    for (const email of [account.email, unknown]) {
      for (let i = 1; i <= RESET_MAILS_PER_EMAIL + 2; i++) {
        const res = await askFrom(`10.0.9.${i}`, email);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(answer);
      }
    }
    const mails = await outboxFor(account.email);
    expect(mails).toHaveLength(RESET_MAILS_PER_EMAIL);
    expect(await outboxFor(unknown)).toEqual([]);
    // The owner, silenced too, already holds working links: the first one mailed resets the password.
    const oldest = /#token=([A-Za-z0-9_-]+)/.exec(await revealed(mails.at(-1)!))![1]!;
    const reset = await new TestClient(t.app).post('/api/auth/password-reset', {
      token: oldest,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    // Using a link deletes the others and starts the count again, so the owner can ask once more.
    expect((await askFrom('10.0.9.99', account.email)).statusCode).toBe(200);
    expect(await outboxFor(account.email)).toHaveLength(RESET_MAILS_PER_EMAIL + 2);
  });
});

describe(`data download, limited (${testDatabaseKind})`, () => {
  it('answers at most 10 downloads an hour per person (the heaviest read there is), then 429', async () => {
    const { client } = await registeredClient(t.app);
    for (let i = 0; i < 10; i++) expect((await client.get('/api/user/data')).statusCode).toBe(200);
    const refused = await client.get('/api/user/data');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please slow down and try again shortly.',
      code: 'tooManyRequests',
    });
    const { client: other } = await registeredClient(t.app);
    expect((await other.get('/api/user/data')).statusCode).toBe(200);
  });
});

describe(`account deletion (${testDatabaseKind})`, () => {
  it('is refused without the password', async () => {
    const { client, user } = await registeredClient(t.app);
    const res = await client.delete('/api/user', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Password is required', field: 'password' });
    const bare = await client.delete('/api/user');
    expect(bare.statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('is refused with a wrong password', async () => {
    const { client, user } = await registeredClient(t.app);
    const res = await client.delete('/api/user', { password: 'Wrong#Pass1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Your current password is not correct',
      code: 'currentPasswordWrong',
      field: 'password',
    });
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await client.get('/api/auth/user')).json()).not.toBeNull();
  });

  it('deletes with the right password, and the mail kept for the address with it', async () => {
    const { client, account, user } = await registeredClient(t.app);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    expect(await outboxFor(account.email)).toHaveLength(1);
    const res = await client.delete('/api/user', { password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('accountDeleted');
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    // The admin's outbox no longer shows the person's address or what was written to it.
    expect(await outboxFor(account.email)).toEqual([]);
  });
});

describe(`deleting an administrator's account (${testDatabaseKind})`, () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({ clock: { now: () => now } });
  });
  afterAll(() => own.close());
  const isThere = async (id: number) =>
    (await own.database.db.select().from(users).where(eq(users.id, id))).length === 1;

  it("refuses the last administrator's, with nothing forgotten, and deletes it once another administrator exists", async () => {
    const { client, account, user } = await registeredAdmin(own);
    const group = await client.post('/api/groups', { name: 'Admins Circle' });
    expect(group.statusCode).toBe(201);

    const refused = await client.delete('/api/user', { password: account.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        "You are Hidaya's only administrator: make another account an administrator before deleting yours.",
      code: 'lastAdminAccount',
    });
    expect(await isThere(user.id)).toBe(true);
    // The groups the person owns were not handed over or deleted either: nothing was forgotten.
    expect((await client.get(`/api/groups/${group.json().id}`)).statusCode).toBe(200);

    const { user: second } = await registeredAdmin(own);
    expect((await client.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    expect(await isThere(user.id)).toBe(false);
    expect(await isThere(second.id)).toBe(true);
  });

  it('leaves one administrator when the last two delete their accounts at once', async () => {
    const first = await registeredAdmin(own);
    const second = await registeredAdmin(own);
    const admins = await own.database.db.select().from(users).where(eq(users.isAdmin, true));
    // Only these two are administrators in this app.
    for (const other of admins.filter((a) => a.id !== first.user.id && a.id !== second.user.id))
      await own.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, other.id));
    const answers = await Promise.all([
      first.client.delete('/api/user', { password: first.account.password }),
      second.client.delete('/api/user', { password: second.account.password }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await own.database.db.select().from(users).where(eq(users.isAdmin, true))).length).toBe(1);
  });
});

describe(`account deletion and the mail kept about the person (${testDatabaseKind})`, () => {
  it('deletes the mail kept for every address the account used, not only its address now', async () => {
    const { client, account } = await registeredClient(t.app);
    const fresh = newAccount().email;
    await changeEmail(client, account.password, fresh);
    const [notice] = await outboxFor(account.email);
    expect(notice?.subject).toBe(CHANGED_SUBJECT);
    expect(notice?.body).toContain(fresh);
    // The download lists what was written to both addresses (subjects only).
    const data = (await client.get('/api/user/data')).json();
    expect(data.emailsKeptInOutbox.map((m: { subject: string }) => m.subject)).toEqual([
      CHANGED_SUBJECT,
      CHANGED_SUBJECT,
      CHANGE_REQUESTED_SUBJECT,
      CONFIRM_SUBJECT,
    ]);

    expect((await client.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    // Neither the old address nor the new one, nor the username, is left in the admin's outbox.
    expect(await outboxFor(account.email)).toEqual([]);
    expect(await outboxFor(fresh)).toEqual([]);
    const everything = (await admin.get('/api/admin/outbox')).json().messages as OutboxMessage[];
    expect(everything.filter((m) => m.body.includes(account.username))).toEqual([]);
  });

  it("lists and forgets only the account's own mail, not what was kept about the address's previous holder", async () => {
    const { client: before, account: first } = await registeredClient(t.app);
    const moved = newAccount().email;
    await changeEmail(before, first.password, moved);
    // Someone else now registers with the address the first account left.
    const { client: after, account: second } = await registeredClient(t.app, { email: first.email });
    expect((await after.get('/api/user/data')).json().emailsKeptInOutbox).toEqual([]);
    // Their deletion leaves the first account's notice, which goes with that account.
    expect((await after.delete('/api/user', { password: second.password })).statusCode).toBe(200);
    expect((await outboxFor(first.email)).map((m) => m.subject)).toEqual([
      CHANGED_SUBJECT,
      CHANGE_REQUESTED_SUBJECT,
    ]);
    expect((await before.get('/api/user/data')).json().emailsKeptInOutbox).toHaveLength(4);
  });

  it('drops a message whose account is deleted as it is written (a job that ran in the same instant)', async () => {
    const { user } = await registeredClient(t.app);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const to = newAccount().email;
    await outboxEmail(t.database.db, { now: () => now }).send({
      to,
      subject: 'Your Hidaya password was changed',
      text: 'Assalamu alaikum',
      userId: user.id,
    });
    expect(await outboxFor(to)).toEqual([]);
  });
});

describe(`account deletion and the counters kept about the person (${testDatabaseKind})`, () => {
  it('forgets every rate-limit counter that names them: their id, their username or their address', async () => {
    const { client, account, user } = await registeredClient(t.app);
    // A limited route, a wrong current password, a wrong sign-in, a reset request, a wrong join code.
    const email = newAccount().email;
    await changeEmail(client, account.password, email);
    await client.post('/api/user/password', { currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD });
    await new TestClient(t.app).post('/api/auth/login', {
      username: account.username,
      password: 'Wrong#Pass1',
    });
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email });
    await client.post('/api/groups/join', { code: 'ZZZZZZ' });
    const username = account.username.toLowerCase();
    const naming = async () =>
      (await t.database.db.select({ key: rateLimits.key }).from(rateLimits))
        .map((row) =>
          row.key
            .replaceAll(`user:${user.id}|`, 'user:ID|')
            .replace(new RegExp(`user:${user.id}$`), 'user:ID')
            .replaceAll(`account:${username}`, 'account:NAME')
            .replaceAll(email, 'EMAIL'),
        )
        .filter((key) => /user:ID|account:NAME|EMAIL/.test(key))
        .sort();
    expect(await naming()).toEqual([
      'POST /api/user/email|user:ID',
      'failed-password-check|user:ID',
      'failed-sign-in|account:NAME',
      'failed-sign-in|account:NAME|address:127.0.0.1',
      'password-reset-mail|email:EMAIL',
      'password-reset-request|email:EMAIL|ip:127.0.0.1',
      'wrong-join-code|user:ID',
    ]);

    const res = await client.delete('/api/user', { password: account.password });
    expect(res.statusCode).toBe(200);
    expect(await naming()).toEqual([]);
    // The username is free again, and whoever takes it starts with no failed sign-ins of the old account.
    const { account: next } = await registeredClient(t.app, { username: account.username });
    expect((await signIn(next.username, next.password)).statusCode).toBe(200);
  });
});

describe(`account deletion and payments (${testDatabaseKind})`, () => {
  const pay = async (client: TestClient, checkoutUrl: string) => {
    const id = checkoutUrl.replace('/demo-checkout/', '');
    expect((await client.post(`/api/demo-checkout/${id}`, { outcome: 'pay' })).statusCode).toBe(200);
  };
  /** What the payment provider holds for the person, as its own records say (the demo provider's table). */
  const providerSubscriptionsOf = (userId: number) =>
    t.database.db
      .select({ plan: demoSubscriptions.plan, cancelAtPeriodEnd: demoSubscriptions.cancelAtPeriodEnd })
      .from(demoSubscriptions)
      .where(eq(demoSubscriptions.customerId, `demo_cus_${userId}`))
      .orderBy(demoSubscriptions.plan);

  it('deletes the customer at the provider, and every paid plan with it: nobody is charged for an account that is gone', async () => {
    const { client, account, user } = await registeredClient(t.app);
    await pay(client, (await client.post('/api/create-checkout-session')).json().url);
    await pay(client, (await client.post('/api/sunday-school/subscribe')).json().checkoutUrl);
    expect((await client.get('/api/user/status')).json().subscriptionStatus).toBe('premium');
    expect(await providerSubscriptionsOf(user.id)).toEqual([
      { plan: 'premium', cancelAtPeriodEnd: false },
      { plan: 'school', cancelAtPeriodEnd: false },
    ]);

    const res = await client.delete('/api/user', { password: account.password });
    expect(res.statusCode).toBe(200);
    expect(await providerSubscriptionsOf(user.id)).toEqual([]);
  });
});

describe(`account deletion with payments switched off since the person paid (${testDatabaseKind})`, () => {
  let off: TestApp;
  const { lines: logged, logger } = capturedLogs();
  beforeAll(async () => {
    off = await createTestApp({ providers: () => ({ payments: null }), deps: { logger } });
  });
  afterAll(() => off.close());

  it('deletes the account and tells the operator which customer to delete at the provider', async () => {
    const { client, account, user } = await registeredClient(off.app);
    await off.database.db
      .insert(accountSubscriptions)
      .values({ userId: user.id, stripeCustomerId: `cus_gone_${user.id}` });

    const res = await client.delete('/api/user', { password: account.password });
    expect(res.statusCode).toBe(200);
    expect(await off.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await client.get('/api/auth/user')).json()).toBeNull();
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        customerId: `cus_gone_${user.id}`,
        msg: expect.stringContaining(
          'delete the customer (and so its subscriptions) at the provider by hand',
        ),
      }),
    );
  });
});

describe(`data download (${testDatabaseKind})`, () => {
  it("holds the person's own records across features and nothing secret", async () => {
    const { client, account } = await registeredClient(t.app, { prayerTradition: 'sunni' });
    const { client: someoneElse, account: other } = await registeredClient(t.app);
    const recorded = await client.post('/api/prayer-records', {
      prayerType: 'fajr',
      prayerDate: '2026-11-19',
    });
    expect(recorded.statusCode).toBe(201);
    await someoneElse.post('/api/prayer-records', { prayerType: 'isha', prayerDate: '2026-11-18' });
    expect((await client.put('/api/goals', { prayers: 30 })).statusCode).toBe(200);
    const lesson = await client.post('/api/learning-sessions/lesson', {
      prayerType: 'fajr',
      tradition: 'sunni',
      level: 1,
    });
    expect(lesson.json()).toMatchObject({ recorded: true });
    const group = await client.post('/api/groups', { name: 'Fajr Friends' });
    expect(group.statusCode).toBe(201);
    expect((await someoneElse.post('/api/groups/join', { code: group.json().code })).statusCode).toBe(200);
    expect(
      (
        await client.post('/api/settings', {
          openai: {
            apiKey: 'sk-test-personal-key-0123456789',
            model: 'gpt-4.1',
            temperature: 0.5,
            maxTokens: 1024,
          },
        })
      ).statusCode,
    ).toBe(200);
    await new TestClient(t.app).post('/api/auth/password-reset/request', { email: account.email });
    const token = await resetTokenFor(account.email);

    const res = await client.get('/api/user/data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="hidaya-data-${account.username}-2026-11-20.json"`,
    );
    const data = res.json();
    expect(data.format).toBe('hidaya-personal-data/1');
    expect(data.account).toMatchObject({
      username: account.username,
      email: account.email,
      prayerTradition: 'sunni',
      subscriptionStatus: 'free',
    });
    expect(data.devices).toEqual([expect.objectContaining({ thisDevice: true })]);
    expect(data.prayerTracking.prayerRecords).toEqual([
      expect.objectContaining({ prayerType: 'fajr', prayerDate: '2026-11-19', completed: true }),
    ]);
    // What is kept derived from the records is theirs too: the day roll-up, the totals, the weekly sessions.
    expect(data.prayerTracking.prayerDays).toEqual([
      {
        date: '2026-11-19',
        completedCount: 1,
        points: data.prayerTracking.prayerRecords[0].pointsEarned,
        prayersCompleted: ['fajr'],
      },
    ]);
    expect(data.prayerTracking.prayerTotals).toEqual({ onTimeFajr: 0, ramadanPrayers: 0 });
    expect(data.community.learningWeeks).toEqual([{ weekStart: expect.any(String), sessions: 1 }]);
    expect(data.community.groupsCreated).toEqual([expect.objectContaining({ name: 'Fajr Friends' })]);
    expect(data.community.memberships).toEqual([
      expect.objectContaining({ group: 'Fajr Friends', role: 'owner' }),
    ]);
    expect(data.community.weeklyGoals).toMatchObject({ prayers: 30 });
    expect(data.settings.aiProvider).toMatchObject({
      ownApiKeySaved: true,
      model: 'gpt-4.1',
      temperature: 0.5,
    });
    expect(data.emailsKeptInOutbox).toEqual([
      expect.objectContaining({ subject: 'Choose a new password for Hidaya' }),
    ]);

    const text = res.body;
    const [row] = await t.database.db.select().from(users).where(eq(users.username, account.username));
    for (const secret of [
      account.password,
      row!.password,
      'sk-test-personal-key',
      token,
      client.sessionCookie!.split('=')[1]!,
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const others of [other.username, other.email, 'isha', '2026-11-18'])
      expect(text).not.toContain(others);
  });

  it('holds a change of address waiting for its link, without its token', async () => {
    const { client, account } = await registeredClient(t.app);
    expect((await client.get('/api/user/data')).json().pendingEmailChange).toBeNull();
    const fresh = newAccount().email;
    expect(
      (await client.post('/api/user/email', { currentPassword: account.password, email: fresh })).statusCode,
    ).toBe(200);
    const data = (await client.get('/api/user/data')).json();
    expect(data.pendingEmailChange).toEqual({
      newEmail: fresh,
      requestedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
    });
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.app).get('/api/user/data')).statusCode).toBe(401);
  });
});

describe(`the outbox (${testDatabaseKind})`, () => {
  it('is for administrators only', async () => {
    const { client } = await registeredClient(t.app);
    expect((await client.get('/api/admin/outbox')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/outbox')).statusCode).toBe(401);
  });

  it('lists the newest mail first, at most 50', async () => {
    const [newest] = await t.database.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const res = await admin.get('/api/admin/outbox');
    expect(res.json().messages[0].id).toBe(newest!.id);
    expect(res.json().messages.length).toBeLessThanOrEqual(50);
  });
});
