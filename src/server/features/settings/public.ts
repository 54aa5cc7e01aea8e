import { MAX_TOKENS, offeredModel, TEMPERATURE } from '@/contracts/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../platform/secrets';
import { openAiProvider } from '../../providers/ai/openai-adapter';
import type { AiProvider, ChatRequest } from '../../providers/ai/port';
import { settingsRepository } from './repository';

export interface AiAccess {
  /** null: no key anywhere; the feature answers from its curated content (D12). */
  provider: AiProvider | null;
  source: 'user' | 'system' | 'offline';
  chatDefaults: Required<Pick<ChatRequest, 'model' | 'temperature' | 'maxTokens'>>;
}

/**
 * Which AI a user's request goes to: their own key (with their model), else the system key, else
 * none. A system that points AI_BASE_URL at its own server uses its own model (AI_MODEL) for people
 * without a key of their own.
 */
export function aiAccess(db: Db, config: Config, secrets: SecretBox) {
  const repo = settingsRepository(db);
  const adapterOptions = (apiKey: string, model: string, baseUrl?: string) => ({
    apiKey,
    baseUrl,
    model,
    speechModel: config.ai.speechModel,
    transcriptionModel: config.ai.transcriptionModel,
    imageModel: config.ai.imageModel,
  });
  const systemProvider = config.ai.apiKey
    ? openAiProvider(adapterOptions(config.ai.apiKey, config.ai.model, config.ai.baseUrl))
    : null;

  return {
    async forUser(userId: number): Promise<AiAccess> {
      const row = await repo.get(userId);
      const userKey = row?.apiKeySealed ? secrets.open(row.apiKeySealed) : null;
      const temperature = row?.temperature ?? TEMPERATURE.default;
      const maxTokens = row?.maxTokens ?? MAX_TOKENS.default;
      if (userKey) {
        const model = offeredModel(row?.model);
        return {
          provider: openAiProvider(adapterOptions(userKey, model, config.ai.baseUrl)),
          source: 'user',
          chatDefaults: { model, temperature, maxTokens },
        };
      }
      if (systemProvider) {
        const model = config.ai.baseUrl || !row?.model ? config.ai.model : offeredModel(row.model);
        return {
          provider: systemProvider,
          source: 'system',
          chatDefaults: { model, temperature, maxTokens },
        };
      }
      return {
        provider: null,
        source: 'offline',
        chatDefaults: { model: config.ai.model, temperature, maxTokens },
      };
    },
  };
}

export type AiAccessResolver = ReturnType<typeof aiAccess>;
