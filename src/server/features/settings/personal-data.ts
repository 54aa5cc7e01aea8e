import type { Db } from '../../db/client';
import { settingsRepository } from './repository';

/**
 * The person's AI settings for their data download (decision 023): whether they saved a key of their
 * own, never the key itself, sealed or not.
 */
export async function settingsPersonalData(db: Db, userId: number) {
  const row = await settingsRepository(db).get(userId);
  return {
    aiProvider: row
      ? {
          ownApiKeySaved: row.apiKeySealed !== null,
          model: row.model,
          temperature: row.temperature,
          maxTokens: row.maxTokens,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
  };
}
