import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '@/server/db/schema';
import { smtpEmail } from '@/server/providers/email/smtp-adapter';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { registeredAdmin } from './support/admins';

/**
 * The SMTP adapter at the network edge (decision 023): the app configured with SMTP_URL sends through
 * nodemailer to a fake SMTP server on 127.0.0.1, which parses what arrives.
 */
let smtp: FakeSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp({ user: 'hidaya', pass: 'p@ss word' });
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Hidaya <no-reply@hidaya.test>',
      PUBLIC_URL: 'https://hidaya.test',
    },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail through SMTP', () => {
  it('delivers the reset link to the account, signed in with the configured credentials', async () => {
    const { account } = await registeredClient(t.app);
    const res = await new TestClient(t.app).post('/api/auth/password-reset/request', {
      email: account.email,
    });
    expect(res.statusCode).toBe(200);

    const delivered = smtp.received.filter((m) => m.envelope.to.includes(account.email));
    expect(delivered).toHaveLength(1);
    const { mail, envelope, user } = delivered[0]!;
    expect(user).toBe('hidaya');
    expect(envelope.from).toBe('no-reply@hidaya.test');
    expect(mail.from?.value).toEqual([{ name: 'Hidaya', address: 'no-reply@hidaya.test' }]);
    expect(mail.subject).toBe('Choose a new password for Hidaya');
    expect(mail.text).toMatch(/^https:\/\/hidaya\.test\/reset-password#token=[A-Za-z0-9_-]{43}$/m);

    // The link arrived intact through the protocol: it resets the password.
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail.text!)![1]!;
    const reset = await new TestClient(t.app).post('/api/auth/password-reset', {
      token,
      password: 'Barakah#2027',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('keeps nothing in the outbox, and tells the admin mail goes out through SMTP', async () => {
    expect(await t.database.db.select().from(outboxMessages)).toEqual([]);
    const { client: admin } = await registeredAdmin(t, { username: 'smtp_admin' });
    const res = await admin.get('/api/admin/outbox');
    expect(res.json()).toEqual({ delivery: 'smtp', messages: [] });
  });

  it('fails the send when the server refuses the mail or the credentials, so the job is retried', async () => {
    const wrongPassword = smtpEmail({
      url: `smtp://hidaya:wrong@127.0.0.1:${smtp.port}`,
      from: 'Hidaya <no-reply@hidaya.test>',
    });
    await expect(
      wrongPassword.send({ to: 'someone@mail.test', subject: 'Hello', text: 'Salaam' }),
    ).rejects.toThrow(/Invalid login|Invalid username or password/);

    const adapter = smtpEmail({ url: smtp.url, from: 'Hidaya <no-reply@hidaya.test>' });
    smtp.refuseMail(true);
    try {
      await expect(
        adapter.send({ to: 'someone@mail.test', subject: 'Hello', text: 'Salaam' }),
      ).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      smtp.refuseMail(false);
    }
    await adapter.send({ to: 'someone@mail.test', subject: 'Hello', text: 'Salaam' });
    expect(smtp.received.at(-1)!.mail.text?.trim()).toBe('Salaam');
  });
});
