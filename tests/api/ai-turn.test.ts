import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiProviders } from '@/server/providers/ai/choose';
import type { AiProvider, ChatRequest } from '@/server/providers/ai/port';
import { createTestApp, registeredClient, type TestApp } from './support/app';

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
  return { ai, calls };
}

const turn = { prayerType: 'fajr', tradition: 'sunni', language: 'en', message: 'How do I begin?', currentStep: 0 };

describe('providers replaced in-process (decision 011)', () => {
  let t: TestApp;
  const stub = stubAi(async () => 'Begin with the intention in your heart.');
  beforeAll(async () => {
    t = await createTestApp({ providers: () => ({ ai: stub.ai }) });
  });
  afterAll(() => t.close());

  it('answers the coach with the injected provider, with no AI key configured', async () => {
    const { client } = await registeredClient(t.app);
    const res = await client.post('/api/ai-prayer-coach', turn);
    expect(res.json()).toMatchObject({ response: 'Begin with the intention in your heart.', source: 'ai' });
    expect(stub.calls.at(-1)).toMatchObject({ model: 'stub-model' });
  });
});
