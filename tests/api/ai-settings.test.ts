import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSettings } from '@/server/db/schema';
import { secretBox } from '@/server/platform/secrets';
import { aiProviders } from '@/server/providers/ai/choose';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';

/** Stands for OpenAI itself: where a person's own key goes. */
let fake: FakeOpenAi;
/** The operator's own OpenAI-compatible server (AI_BASE_URL). */
let operator: FakeOpenAi;
let offline: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  operator = await startFakeOpenAi();
  offline = await createTestApp({
    providers: (config) => ({ ai: aiProviders(config, { openAiUrl: fake.baseUrl }) }),
  });
});
afterAll(async () => {
  await offline.close();
  await fake.close();
  await operator.close();
});

const save = (client: TestClient, openai: Record<string, unknown>) =>
  client.post('/api/settings', { openai });
const valid = { model: 'gpt-4o', temperature: 1.3, maxTokens: 1024 };

describe('AI settings', () => {
  it('starts with the defaults: the first model, 0.7, 2048, no key', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.get('/api/settings');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      answeredBy: 'offline',
      openai: { model: 'gpt-4.1', temperature: 0.7, maxTokens: 2048, hasApiKey: false },
    });
  });

  it('saves settings, keeps the key encrypted at rest and never returns it', async () => {
    const { client, user } = await registeredClient(offline.app);
    const res = await save(client, { ...valid, apiKey: 'sk-user-secret-123' });
    expect(res.json()).toEqual({ message: 'Settings saved.', code: 'settingsSaved' });
    const read = await client.get('/api/settings');
    expect(read.body).not.toContain('sk-user-secret-123');
    expect(read.json()).toEqual({ answeredBy: 'user', openai: { ...valid, hasApiKey: true } });

    const [row] = await offline.database.db.select().from(aiSettings).where(eq(aiSettings.userId, user.id));
    expect(row!.apiKeySealed).toMatch(/^v1\./);
    expect(row!.apiKeySealed).not.toContain('sk-user-secret-123');

    // Saving without a key keeps it; an empty key removes it.
    await save(client, { ...valid, temperature: 0.2 });
    expect((await client.get('/api/settings')).json().openai).toMatchObject({
      temperature: 0.2,
      hasApiKey: true,
    });
    await save(client, { ...valid, apiKey: '' });
    expect((await client.get('/api/settings')).json()).toMatchObject({
      answeredBy: 'offline',
      openai: { hasApiKey: false },
    });
  });

  it.each([
    [{ ...valid, temperature: 2.1 }, 'openai.temperature'],
    [{ ...valid, temperature: 0.75 }, 'openai.temperature'],
    [{ ...valid, maxTokens: 200 }, 'openai.maxTokens'],
    [{ ...valid, maxTokens: 300 }, 'openai.maxTokens'],
    [{ ...valid, model: 'gpt-9000' }, 'openai.model'],
  ])('refuses %o naming %s', async (openai, field) => {
    const { client } = await registeredClient(offline.app);
    const res = await save(client, openai);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('needs sign-in', async () => {
    expect((await new TestClient(offline.app).get('/api/settings')).statusCode).toBe(401);
  });

  it('tests the connection: offline without any key, the user key when saved, a failure for a bad key', async () => {
    const { client } = await registeredClient(offline.app);
    expect((await client.post('/api/settings/test')).json()).toEqual({
      ok: true,
      source: 'offline',
      message: 'No AI provider is configured: Hidaya answers from its built-in prayer guide.',
      code: 'connectionOffline',
    });
    await save(client, { ...valid, apiKey: 'sk-user-good' });
    expect((await client.post('/api/settings/test')).json()).toEqual({
      ok: true,
      source: 'user',
      message: 'The AI provider answered.',
      code: 'connectionOk',
    });
    expect(fake.requests.at(-1)!.authorization).toBe('Bearer sk-user-good');
    await save(client, { ...valid, apiKey: 'sk-bad' });
    expect((await client.post('/api/settings/test')).json()).toMatchObject({ ok: false, source: 'user' });
  });

  it('tests the connection with the chosen model (the adapter test shows an unknown model refused)', async () => {
    const { client } = await registeredClient(offline.app);
    await save(client, { ...valid, model: 'gpt-4o-mini', apiKey: 'sk-user-good' });
    expect((await client.post('/api/settings/test')).json()).toMatchObject({ ok: true, source: 'user' });
    expect(fake.requests.at(-1)!.path).toBe('/v1/models/gpt-4o-mini');
  });

  it('reads a stored model that is no longer offered as the default, and an unreadable key as no key', async () => {
    const { client, user } = await registeredClient(offline.app);
    await save(client, { ...valid, apiKey: 'sk-user-good' });
    // A release dropped the saved model, and APP_SECRET was replaced since the key was sealed.
    const other = secretBox('another-secret-another-secret-another-0000');
    await offline.database.db
      .update(aiSettings)
      .set({ model: 'gpt-3.5-turbo', apiKeySealed: other.seal('sk-user-good') })
      .where(eq(aiSettings.userId, user.id));
    const res = await client.get('/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      answeredBy: 'offline',
      openai: { ...valid, model: 'gpt-4.1', hasApiKey: false },
    });
  });

  it('limits connection tests per person per minute like AI turns: each one calls the provider', async () => {
    const limited = await createTestApp({
      env: { AI_BASE_URL: operator.baseUrl, OPENAI_API_KEY: 'sk-valid', AI_RATE_LIMIT: '2' },
    });
    try {
      const { client } = await registeredClient(limited.app);
      const { client: other } = await registeredClient(limited.app);
      const before = operator.requests.length;
      expect((await client.post('/api/settings/test')).statusCode).toBe(200);
      expect((await client.post('/api/settings/test')).statusCode).toBe(200);
      const third = await client.post('/api/settings/test');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        message: 'Too many requests. Please slow down and try again shortly.',
        code: 'tooManyRequests',
      });
      expect(operator.requests.length - before).toBe(2);
      expect((await other.post('/api/settings/test')).json()).toMatchObject({ ok: true, source: 'system' });
    } finally {
      await limited.close();
    }
  });

  it('uses the system key when the user has none', async () => {
    const system = await createTestApp({
      env: { AI_BASE_URL: operator.baseUrl, OPENAI_API_KEY: 'sk-valid' },
    });
    try {
      const { client } = await registeredClient(system.app);
      expect((await client.get('/api/settings')).json().answeredBy).toBe('system');
      expect((await client.post('/api/settings/test')).json()).toMatchObject({ ok: true, source: 'system' });
      expect(operator.requests.at(-1)!.authorization).toBe('Bearer sk-valid');
    } finally {
      await system.close();
    }
  });

  it("never sends a person's own key to the operator's AI_BASE_URL: it goes to OpenAI only", async () => {
    const system = await createTestApp({
      env: { AI_BASE_URL: operator.baseUrl, OPENAI_API_KEY: 'sk-valid' },
      providers: (config) => ({ ai: aiProviders(config, { openAiUrl: fake.baseUrl }) }),
    });
    try {
      const { client } = await registeredClient(system.app);
      await save(client, { ...valid, apiKey: 'sk-user-good' });
      expect((await client.post('/api/settings/test')).json()).toMatchObject({ ok: true, source: 'user' });
      const coach = await client.post('/api/ai-prayer-coach', {
        prayerType: 'fajr',
        tradition: 'sunni',
        language: 'en',
        message: 'How do I begin?',
        currentStep: 0,
      });
      expect(coach.json()).toMatchObject({ source: 'ai' });
      const keysSeen = (server: FakeOpenAi) => server.requests.map((r) => r.authorization);
      expect(keysSeen(operator)).not.toContain('Bearer sk-user-good');
      expect(keysSeen(fake).filter((k) => k === 'Bearer sk-user-good').length).toBeGreaterThanOrEqual(2);
      expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions', body: { model: 'gpt-4o' } });
    } finally {
      await system.close();
    }
  });
});
