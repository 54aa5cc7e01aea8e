import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiSettings } from '../../db/schema/settings';

export type AiSettingsRow = typeof aiSettings.$inferSelect;

export function settingsRepository(db: Db) {
  return {
    async get(userId: number): Promise<AiSettingsRow | undefined> {
      const [row] = await db.select().from(aiSettings).where(eq(aiSettings.userId, userId));
      return row;
    },
    async save(row: typeof aiSettings.$inferInsert): Promise<void> {
      const { userId: _userId, ...changes } = row;
      await db
        .insert(aiSettings)
        .values(row)
        .onConflictDoUpdate({ target: aiSettings.userId, set: { ...changes, updatedAt: new Date() } });
    },
  };
}
