import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiTurnPipeline, type AiTurn, type MessageMeter } from '@/server/platform/ai-turn';
import { registerErrorHandling } from '@/server/platform/error-handler';
import { secretBox } from '@/server/platform/secrets';
import { registerServerTiming } from '@/server/platform/server-timing';
import type { UserRow } from '@/server/platform/sessions';
import { AiError, type AiAccess, type AiProvider, type ChatRequest } from '@/server/platform/ports/ai';
import type { AiProviders } from '@/server/providers/ai/choose';
import { createTestApp, registeredClient, type TestApp } from './support/app';
import { messagesUsed } from './support/meters';

/** An AI provider in the test's own process: no network, no configuration. */
function stubAi(answer: (request: ChatRequest) => Promise<string>) {
  const calls: ChatRequest[] = [];
  const provider = {
    chat: async (request: ChatRequest) => {
      calls.push(request);
      return answer(request);
    },
  } as AiProvider;
  const ai: AiProviders = { system: provider, systemModel: () => 'stub-model', personal: () => provider };
  return { ai, calls, provider };
}

const QUOTA_MESSAGE =
  'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.';

describe('the AI-turn pipeline (decision 015)', () => {
  /** A meter with an allowance of `left` messages, recording what it was asked. */
  const meter = { left: 0, taken: 0, givenBack: 0 };
  const allowance: MessageMeter = {
    take: async () => {
      if (meter.left === 0) return false;
      meter.left -= 1;
      meter.taken += 1;
      return true;
    },
    giveBack: async () => {
      meter.left += 1;
      meter.givenBack += 1;
    },
  };
  let provider: AiProvider | null;
  let turn: Partial<AiTurn<{ text: string }>>;
  let app: FastifyInstance;
  const person = { id: 7 } as UserRow;
  const defaults: AiAccess['chatDefaults'] = { model: 'm', temperature: 0.7, maxTokens: 100 };

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerServerTiming(app);
    const pipeline = aiTurnPipeline({
      access: {
        forUser: async () => ({ provider, source: provider ? 'system' : 'offline', chatDefaults: defaults }),
      },
      meter: allowance,
      clock: { now: () => new Date('2026-11-24T12:00:00Z') },
      perMinute: 10,
      secrets: secretBox('test-secret-test-secret-test-secret-0123456789'),
    });
    app.post('/turn', async (request) =>
      pipeline.run(request, person, {
        feature: 'test',
        offline: () => ({ text: 'from the curated content' }),
        ask: async (p, chat) => ({ text: await p.chat({ ...chat, messages: [] }) }),
        fallback: (error) => ({ text: `fallback after ${error.kind}` }),
        ...turn,
      }),
    );
  });
  afterAll(() => app.close());
  beforeEach(() => {
    Object.assign(meter, { left: 5, taken: 0, givenBack: 0 });
    provider = stubAi(async () => 'written by the AI').provider;
    turn = {};
  });
  const post = () => app.inject({ method: 'POST', url: '/turn' });

  it('counts an answer written by the provider, and says how long the provider took', async () => {
    const res = await post();
    expect(res.json()).toEqual({ text: 'written by the AI' });
    expect(meter).toMatchObject({ left: 4, taken: 1, givenBack: 0 });
    expect(res.headers['server-timing']).toMatch(/^ai;dur=[\d.]+, total;dur=[\d.]+$/);
  });

  it('never counts the offline answer, even with the allowance used up', async () => {
    provider = null;
    meter.left = 0;
    const res = await post();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'from the curated content' });
    expect(meter.taken).toBe(0);
    expect(res.headers['server-timing']).toBeUndefined();
  });

  it("answers 402 with the spec's message when the allowance is used up, without asking the provider", async () => {
    meter.left = 0;
    const stub = stubAi(async () => 'never');
    provider = stub.provider;
    const res = await post();
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: QUOTA_MESSAGE, code: 'quotaExceeded' });
    expect(stub.calls).toEqual([]);
  });

  it.each(['timeout', 'unavailable', 'auth', 'rate_limited', 'rejected'] as const)(
    'gives the message back and answers with the fallback line when the provider fails (%s)',
    async (kind) => {
      provider = stubAi(async () => {
        throw new AiError(kind, 'failed');
      }).provider;
      const res = await post();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ text: `fallback after ${kind}` });
      expect(meter).toMatchObject({ left: 5, taken: 1, givenBack: 1 });
      expect(res.headers['server-timing']).toMatch(/^ai;dur=/);
    },
  );

  it('gives the message back when the feature fails after the provider answered', async () => {
    turn = {
      ask: async (p, chat) => {
        await p.chat({ ...chat, messages: [] });
        throw new TypeError('building the reply failed');
      },
    };
    const res = await post();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'internalError',
    });
    expect(meter).toMatchObject({ left: 5, taken: 1, givenBack: 1 });
  });

  it('never takes a message for a turn that does not count', async () => {
    meter.left = 0;
    turn = { counted: false };
    const res = await post();
    expect(res.json()).toEqual({ text: 'written by the AI' });
    expect(meter.taken).toBe(0);
  });
});

describe('the coach over the pipeline with providers replaced in-process (decision 011)', () => {
  let t: TestApp;
  let answer: (request: ChatRequest) => Promise<string> = async () =>
    'Begin with the intention in your heart.';
  const stub = stubAi((request) => answer(request));
  beforeAll(async () => {
    t = await createTestApp({ providers: () => ({ ai: stub.ai }) });
  });
  afterAll(() => t.close());
  const countOf = (id: number) => messagesUsed(t.database, id);
  const question = { prayerType: 'fajr', tradition: 'sunni', language: 'en', message: 'What does it mean?' };

  it('answers with the injected provider, with no AI key configured, and counts the answer', async () => {
    const { client, user } = await registeredClient(t.app);
    const res = await client.post('/api/ai-prayer-coach', question);
    expect(res.json()).toMatchObject({ response: 'Begin with the intention in your heart.', source: 'ai' });
    expect(stub.calls.at(-1)).toMatchObject({ model: 'stub-model' });
    expect(await countOf(user.id)).toBe(1);
  });

  it('gives the message back when the provider fails in a way nobody expected (500)', async () => {
    const { client, user } = await registeredClient(t.app);
    answer = async () => {
      throw new RangeError('a bug in the provider adapter');
    };
    try {
      const res = await client.post('/api/ai-prayer-coach', question);
      expect(res.statusCode).toBe(500);
      expect(await countOf(user.id)).toBe(0);
    } finally {
      answer = async () => 'Begin with the intention in your heart.';
    }
  });

  it("gives the message back on a provider timeout and answers the spec's fallback line", async () => {
    const { client, user } = await registeredClient(t.app);
    answer = async () => {
      throw new AiError('timeout', 'The AI provider did not answer in time');
    };
    try {
      const res = await client.post('/api/ai-prayer-coach', question);
      expect(res.json()).toMatchObject({
        response: "I'm sorry, I didn't catch that. Could you please repeat?",
        source: 'ai',
      });
      expect(await countOf(user.id)).toBe(0);
    } finally {
      answer = async () => 'Begin with the intention in your heart.';
    }
  });
});

describe('speech tokens of AI replies (decision 010)', () => {
  it('verify only for the person and the text they were made for', () => {
    const pipeline = aiTurnPipeline({
      access: {
        forUser: async () => ({
          provider: null,
          source: 'offline',
          chatDefaults: { model: 'm', temperature: 0, maxTokens: 1 },
        }),
      },
      meter: { take: async () => true, giveBack: async () => {} },
      clock: { now: () => new Date() },
      perMinute: 1,
      secrets: secretBox('test-secret-test-secret-test-secret-0123456789'),
    });
    const ayesha = { id: 1 } as UserRow;
    const omar = { id: 2 } as UserRow;
    const token = pipeline.speechToken(ayesha, 'Recite al-Fatiha slowly.');
    expect(pipeline.verifySpeechToken(ayesha, 'Recite al-Fatiha slowly.', token)).toBe(true);
    expect(pipeline.verifySpeechToken(omar, 'Recite al-Fatiha slowly.', token)).toBe(false);
    expect(pipeline.verifySpeechToken(ayesha, 'Read this whole book aloud.', token)).toBe(false);
  });
});
