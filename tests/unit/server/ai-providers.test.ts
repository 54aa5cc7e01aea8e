import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { aiProviders, OPENAI_API_URL } from '@/server/providers/ai/choose';
import type { OpenAiOptions } from '@/server/providers/ai/openai-adapter';
import type { AiProvider } from '@/server/platform/ports/ai';

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', APP_SECRET: 'test-secret-test-secret-test-secret-0123456789', ...env });

/** Records where each adapter would send its key. */
function recording() {
  const made: OpenAiOptions[] = [];
  const adapter = (options: OpenAiOptions) => {
    made.push(options);
    return {} as AiProvider;
  };
  return { made, adapter };
}

describe('AI providers chosen once at start', () => {
  it('has no system provider without OPENAI_API_KEY', () => {
    const { made, adapter } = recording();
    const ai = aiProviders(config({}), { adapter });
    expect(ai.system).toBeNull();
    expect(made).toEqual([]);
    expect(ai.systemModel(null)).toBe('gpt-4.1');
  });

  it("sends the system key to AI_BASE_URL, and a person's own key to OpenAI only", () => {
    const { made, adapter } = recording();
    const ai = aiProviders(config({ OPENAI_API_KEY: 'sk-system', AI_BASE_URL: 'http://gateway.internal/v1' }), {
      adapter,
    });
    expect(ai.system).not.toBeNull();
    ai.personal('sk-person', 'gpt-4o');
    expect(made.map(({ apiKey, baseUrl, model }) => ({ apiKey, baseUrl, model }))).toEqual([
      { apiKey: 'sk-system', baseUrl: 'http://gateway.internal/v1', model: 'gpt-4.1' },
      { apiKey: 'sk-person', baseUrl: OPENAI_API_URL, model: 'gpt-4o' },
    ]);
    expect(OPENAI_API_URL).toBe('https://api.openai.com/v1');
  });

  it("uses the operator's model on its own server and the person's choice on OpenAI", () => {
    const own = aiProviders(config({ OPENAI_API_KEY: 'sk', AI_BASE_URL: 'http://g/v1', AI_MODEL: 'llama3' }), {
      adapter: recording().adapter,
    });
    expect(own.systemModel('gpt-4o')).toBe('llama3');
    const openAi = aiProviders(config({ OPENAI_API_KEY: 'sk' }), { adapter: recording().adapter });
    expect(openAi.systemModel('gpt-4o')).toBe('gpt-4o');
    expect(openAi.systemModel(null)).toBe('gpt-4.1');
  });
});
