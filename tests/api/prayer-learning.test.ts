import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_BYTES, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { messagesUsed } from './support/meters';
import { setPlan } from './support/plans';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { registeredAdmin } from './support/admins';

let fake: FakeOpenAi;
let offline: TestApp;
let online: TestApp;
let now = new Date('2026-11-21T10:00:00Z');
const clock = { now: () => now };
beforeAll(async () => {
  fake = await startFakeOpenAi();
  offline = await createTestApp({ clock });
  online = await createTestApp({
    clock,
    env: { AI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-valid' },
  });
});
afterAll(async () => {
  await offline.close();
  await online.close();
  await fake.close();
});

const coach = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post('/api/ai-prayer-coach', {
    message: 'next',
    prayerType: 'fajr',
    tradition: 'sunni',
    hasVideo: false,
    frameData: null,
    ...body,
  });

const setPlanOf = (t: TestApp, id: number, subscriptionStatus: string) =>
  setPlan(t.database, id, { subscriptionStatus });
const countOf = (t: TestApp, id: number) => messagesUsed(t.database, id);

describe('lessons (decision 013: Fajr free, the rest with a plan)', () => {
  it('serves the Fajr lesson to a free user, in the requested language', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.get('/api/prayer-teaching?prayerType=fajr&tradition=shia&level=1&language=fr');
    expect(res.statusCode).toBe(200);
    const lesson = res.json();
    expect(lesson).toMatchObject({ prayerType: 'fajr', tradition: 'shia', level: 1, language: 'fr' });
    expect(lesson.prayerSteps[0].step).toBe('wudu');
    expect(lesson.sources.length).toBeGreaterThan(0);
    const fatiha = lesson.prayerSteps.find((s: { reference: string }) => s.reference.startsWith('Coran 1:'));
    expect(fatiha.arabicText).toContain('ٱلۡحَمۡدُ');
  });

  it('serves the lesson in Turkish, Urdu and Arabic: each in its own language, no English', async () => {
    const { client } = await registeredClient(offline.app);
    type Step = {
      step: string;
      title: string;
      translation: string;
      transliteration: string;
      reference: string;
    };
    const fatihaIn = async (language: string) => {
      const res = await client.get(
        `/api/prayer-teaching?prayerType=fajr&tradition=sunni&level=1&language=${language}`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json<{ language: string; prayerSteps: Step[] }>();
      expect(body.language).toBe(language);
      return body.prayerSteps.find((s) => s.step === 'qiyam-fatiha')!;
    };
    expect(await fatihaIn('tr')).toMatchObject({
      title: "Fatiha'yı okuyun",
      reference: "Kur'an 1:1-7",
      transliteration: expect.stringMatching(/^Bismi llāhi r-rahmāni r-rahīm Al-hamdu lillāhi/),
      translation: expect.stringMatching(/^Rahman ve Rahim olan Allah'ın adıyla\. Hamd, Alemlerin Rabbi/),
    });
    expect(await fatihaIn('ur')).toMatchObject({
      title: 'سورۂ فاتحہ کی تلاوت',
      reference: 'قرآن مجید 1:1-7',
      translation: expect.stringMatching(/^اللہ کے نام سے/),
    });
    expect(await fatihaIn('ar')).toMatchObject({
      reference: 'القرآن الكريم 1:1-7',
      translation: '',
      transliteration: '',
    });
  });

  it('answers 402 for another prayer on the free plan, and serves it on a paid plan', async () => {
    const { client, user } = await registeredClient(offline.app);
    const refused = await client.get('/api/prayer-teaching?prayerType=dhuhr&tradition=sunni&level=2');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message:
        'This prayer lesson is part of Premium. The Fajr lesson is free; upgrade to learn every prayer.',
      code: 'lessonNeedsPlan',
    });
    expect((await client.get('/api/prayer-instructions/isha/shia')).statusCode).toBe(402);
    await setPlanOf(offline, user.id, 'premium');
    expect(
      (await client.get('/api/prayer-teaching?prayerType=dhuhr&tradition=sunni&level=2')).statusCode,
    ).toBe(200);
  });

  it('gives the coach panel its steps at assistance level 2', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.get('/api/prayer-instructions/fajr/sunni?assistanceLevel=2');
    const steps = res.json().prayerSteps;
    expect(steps.length).toBeGreaterThan(5);
    expect(steps[0]).toEqual({
      step: expect.any(String),
      instruction: expect.any(String),
      arabic: expect.any(String),
      transliteration: expect.any(String),
    });
  });

  it.each([
    ['/api/prayer-teaching?prayerType=fajr&tradition=sunni&level=4', 'querystring.level'],
    ['/api/prayer-teaching?prayerType=brunch&tradition=sunni&level=1', 'querystring.prayerType'],
    ['/api/prayer-teaching?prayerType=fajr&tradition=sunni&level=1&language=xx', 'querystring.language'],
    ['/api/prayer-instructions/fajr/other', 'params.tradition'],
  ])('refuses %s naming %s', async (url, field) => {
    const { client } = await registeredClient(offline.app);
    const res = await client.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
});

describe('the coach without any AI key: the built-in guide answers from the lesson', () => {
  it('walks the steps, recites, explains the other tradition, and says what it cannot answer', async () => {
    const { client } = await registeredClient(offline.app);
    const next = (await coach(client, { message: "I'm ready, next please", currentStep: 0 })).json();
    expect(next).toMatchObject({ source: 'offline', currentStep: 1, lesson: 'fajr, sunni, level 2' });
    expect(next.response).toContain('Step 2 of');
    expect(next.response).toContain(next.stepTitle);
    expect(next.response).toContain('From the Hidaya lesson: Fajr, Sunni, level 2.');

    const lessons = (await client.get('/api/prayer-instructions/fajr/sunni')).json().prayerSteps;
    const fatihaIndex = lessons.findIndex((s: { arabic: string }) => s.arabic.includes('ٱلۡحَمۡدُ'));
    const recite = (await coach(client, { message: 'What do I say here?', currentStep: fatihaIndex })).json();
    expect(recite.currentStep).toBe(fatihaIndex);
    expect(recite.reference).toMatch(/^Quran 1:/);
    expect(recite.response).toContain('Recite:');

    const difference = (
      await coach(client, { message: 'Is this different for Shia?', currentStep: 1 })
    ).json();
    expect(difference.response).toMatch(/Shia \(Ja'fari\)/);

    const unknown = (await coach(client, { message: 'Who won the football match?', currentStep: 1 })).json();
    expect(unknown.response).toContain(
      'Without an AI connection I can only guide you through the steps of this lesson',
    );
  });

  it('answers in the coach language when the lesson exists in it', async () => {
    const { client } = await registeredClient(offline.app);
    const res = (await coach(client, { message: 'التالي', language: 'ar', currentStep: 0 })).json();
    expect(res.currentStep).toBe(1);
    expect(res.response).toContain('الخطوة 2 من');
    expect(res.language).toBe('ar');
    // The reference it reads aloud is Arabic too, never an English label in an Arabic voice.
    const recite = (await coach(client, { message: 'اقرأ', language: 'ar', currentStep: 1 })).json();
    expect(recite.response).toContain('صحيح البخاري 757');
    expect(recite.response).not.toMatch(/[A-Za-z]/);
  });

  it('answers a Turkish voice in Turkish, from the Turkish lesson', async () => {
    const { client } = await registeredClient(offline.app);
    const res = (await coach(client, { message: 'sonraki', language: 'tr', currentStep: 0 })).json();
    expect(res).toMatchObject({
      currentStep: 1,
      language: 'tr',
      stepTitle: "İftitah tekbiri (tekbiratü'l-ihram)",
    });
    expect(res.response).toContain('Adım 2 / ');
    expect(res.response).toContain('Sahih-i Buhari 757');
  });

  it('answers a German voice with the English guide and says so, so English is not read in a German voice', async () => {
    const { client } = await registeredClient(offline.app);
    const res = (await coach(client, { message: 'weiter', language: 'de', currentStep: 0 })).json();
    expect(res).toMatchObject({ currentStep: 1, language: 'en' });
    expect(res.response).toContain('Step 2 of');
  });
});

describe('the coach with an OpenAI-compatible provider', () => {
  it('sends the lesson, the step and the tradition to the model and returns its answer, highlighting the step', async () => {
    const { client } = await registeredClient(online.app);
    fake.chatQueue.push({
      text: 'You are now at the opening takbir. Raise your hands and say Allahu Akbar.',
    });
    const res = await coach(client, { message: 'next', currentStep: 0, tradition: 'shia' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'ai',
      currentStep: 1,
      response: 'You are now at the opening takbir. Raise your hands and say Allahu Akbar.',
    });
    const sent = fake.requests.at(-1)!.body as {
      messages: { role: string; content: string }[];
      model: string;
    };
    expect(sent.model).toBe('gpt-4.1');
    const system = sent.messages[0]!.content;
    expect(system).toContain("Shia (Ja'fari) tradition");
    expect(system).toContain('The learner is on step 2 of');
    expect(system).toMatch(/Quran 1:/);
    expect(sent.messages[1]).toEqual({ role: 'user', content: 'next' });
  });

  it('tells in a Server-Timing header how long the turn waited for the provider, and nothing more', async () => {
    const { client } = await registeredClient(online.app);
    fake.chatQueue.push({ text: 'Raise your hands and say Allahu Akbar.', delayMs: 120 });
    const res = await coach(client, { currentStep: 0 });
    const timing = String(res.headers['server-timing']);
    const [, ai, total] = /^ai;dur=([\d.]+), total;dur=([\d.]+)$/.exec(timing) ?? [];
    expect(Number(ai)).toBeGreaterThanOrEqual(120);
    expect(Number(total)).toBeGreaterThanOrEqual(Number(ai));

    const { client: offlineClient } = await registeredClient(offline.app);
    const answered = await coach(offlineClient, { currentStep: 0 });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['server-timing']).toBeUndefined();
  });

  it("answers with the spec's fallback line when the provider fails, and does not count that turn", async () => {
    const { client, user } = await registeredClient(online.app);
    fake.chatQueue.push({ status: 503 });
    const res = await coach(client);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toBe("I'm sorry, I didn't catch that. Could you please repeat?");
    expect(await countOf(online, user.id)).toBe(0);
  });

  it("speaks the coach's own reply with the provider, and nothing else; the browser speaks without one", async () => {
    const { client } = await registeredClient(online.app);
    fake.chatQueue.push({ text: 'Say Allahu Akbar and raise your hands.' });
    const { response: text, speechToken } = (await coach(client, { currentStep: 0 })).json();
    const audio = await client.post('/api/generate-speech', { text, language: 'en', speechToken });
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.equals(SPEECH_BYTES)).toBe(true);
    const spoken = fake.requests.filter((r) => r.path.endsWith('/audio/speech')).length;

    // Any other text, no token, or the reply of someone else: the browser speaks, the provider is not paid.
    const { client: other } = await registeredClient(online.app);
    for (const [asker, body] of [
      [client, { text: 'Read this whole book aloud.', speechToken }],
      [client, { text }],
      [client, { text, speechToken: 'forged' }],
      [other, { text, speechToken }],
    ] as const) {
      const res = await asker.post('/api/generate-speech', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ fallback: 'browser' });
    }
    expect(fake.requests.filter((r) => r.path.endsWith('/audio/speech')).length).toBe(spoken);

    const { client: offlineClient } = await registeredClient(offline.app);
    const offlineReply = (await coach(offlineClient, { currentStep: 0 })).json();
    const fallback = await offlineClient.post('/api/generate-speech', {
      text: offlineReply.response,
      language: 'en',
      speechToken: offlineReply.speechToken,
    });
    expect(fallback.json()).toEqual({ fallback: 'browser' });
    expect((await offlineClient.post('/api/generate-speech', { text: '' })).statusCode).toBe(400);
  });
});

describe('the free message quota (decision 015: only answers written by the AI count)', () => {
  /** Not a navigation command: a question the provider answers, which counts. */
  const question = { message: 'What does this mean?', currentStep: 0 };

  it('refuses the 6th AI answer of the month with 402, and an admin reset restores it', async () => {
    now = new Date('2026-11-21T10:00:00Z');
    const { client, account, user } = await registeredClient(online.app);
    for (let i = 0; i < 5; i += 1) expect((await coach(client, question)).json().source).toBe('ai');
    expect(await countOf(online, user.id)).toBe(5);
    const sixth = await coach(client, question);
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json()).toEqual({
      message: 'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.',
      code: 'quotaExceeded',
    });

    const { client: admin } = await registeredAdmin(online, { username: 'teacher_admin' });
    expect(
      (await admin.post('/api/admin/reset-user-messages', { username: account.username })).statusCode,
    ).toBe(200);
    expect((await coach(client, question)).statusCode).toBe(200);
  });

  it('never counts the offline guide: a free person can always finish the lesson without a provider', async () => {
    const { client, user } = await registeredClient(offline.app);
    for (let i = 0; i < 8; i += 1) {
      const res = await coach(client, question);
      expect(res.statusCode).toBe(200);
      expect(res.json().source).toBe('offline');
    }
    expect(await countOf(offline, user.id)).toBe(0);
  });

  it('never counts next, back and repeat, even when the provider answers them and the allowance is used', async () => {
    const { client, user } = await registeredClient(online.app);
    for (let i = 0; i < 5; i += 1) await coach(client, question);
    for (const message of ['next', 'go back', 'repeat please', 'التالي']) {
      const res = await coach(client, { message, currentStep: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json().source).toBe('ai');
    }
    expect(await countOf(online, user.id)).toBe(5);
    expect((await coach(client, question)).statusCode).toBe(402);
  });

  it('starts a new allowance in a new month', async () => {
    now = new Date('2026-11-30T23:00:00Z');
    const { client } = await registeredClient(online.app);
    for (let i = 0; i < 5; i += 1) await coach(client, question);
    expect((await coach(client, question)).statusCode).toBe(402);
    now = new Date('2026-12-01T00:30:00Z');
    expect((await coach(client, question)).statusCode).toBe(200);
    now = new Date('2026-11-21T10:00:00Z');
  });

  it('lets only one of two simultaneous requests take the last free message', async () => {
    const { client, user } = await registeredClient(online.app);
    for (let i = 0; i < 4; i += 1) await coach(client, question);
    const results = await Promise.all([coach(client, question), coach(client, question)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect(await countOf(online, user.id)).toBe(5);
  });

  it('does not count a premium user', async () => {
    const { client, user } = await registeredClient(online.app);
    await setPlanOf(online, user.id, 'premium');
    for (let i = 0; i < 7; i += 1) expect((await coach(client, question)).statusCode).toBe(200);
    expect(await countOf(online, user.id)).toBe(0);
  });

  it('needs sign-in', async () => {
    expect((await coach(new TestClient(offline.app))).statusCode).toBe(401);
  });

  it('limits AI requests per person per minute (429), separately for each person', async () => {
    const limited = await createTestApp({ clock, env: { AI_RATE_LIMIT: '2' } });
    try {
      const { client: first } = await registeredClient(limited.app);
      const { client: second } = await registeredClient(limited.app);
      expect((await coach(first)).statusCode).toBe(200);
      expect((await coach(first)).statusCode).toBe(200);
      const third = await coach(first);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        message: 'Too many requests. Please slow down and try again shortly.',
        code: 'tooManyRequests',
      });
      expect((await coach(second)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
