import { MAX_TOKENS, offeredModel, TEMPERATURE } from '@/contracts/settings';
import type { AppContext } from '../../context';
import type { AiAccess } from '../../platform/ports/ai';
import { settingsRepository } from './repository';

/**
 * Which AI a user's request goes to: their own key (with their model, at OpenAI itself), else the
 * system's provider, else none. The providers were chosen at start (`ctx.providers.ai`).
 */
export function aiAccess(ctx: Pick<AppContext, 'db' | 'secrets' | 'providers'>) {
  const repo = settingsRepository(ctx.db);
  const ai = ctx.providers.ai;

  return {
    async forUser(userId: number): Promise<AiAccess> {
      const row = await repo.get(userId);
      const userKey = row?.apiKeySealed ? ctx.secrets.open(row.apiKeySealed) : null;
      const temperature = row?.temperature ?? TEMPERATURE.default;
      const maxTokens = row?.maxTokens ?? MAX_TOKENS.default;
      if (userKey) {
        const model = offeredModel(row?.model);
        return {
          provider: ai.personal(userKey, model),
          source: 'user',
          chatDefaults: { model, temperature, maxTokens },
        };
      }
      const model = ai.systemModel(row?.model ? offeredModel(row.model) : null);
      return {
        provider: ai.system,
        source: ai.system ? 'system' : 'offline',
        chatDefaults: { model, temperature, maxTokens },
      };
    },
  };
}

export type AiAccessResolver = ReturnType<typeof aiAccess>;
export { settingsPersonalData } from './personal-data';
