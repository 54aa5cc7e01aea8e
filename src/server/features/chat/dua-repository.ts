import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { duaFavourites, personalDuas } from '../../db/schema/chat';

export type PersonalDuaRow = typeof personalDuas.$inferSelect;

/** Unsaved personal duas kept per person (the newest); saved ones are kept until unsaved. */
const UNSAVED_PERSONAL_DUAS = 20;

/** The duas a person starred and the personal duas composed for them. */
export function duaRepository(db: Db) {
  return {
    async favouriteIds(userId: number): Promise<Set<string>> {
      const rows = await db
        .select({ duaId: duaFavourites.duaId })
        .from(duaFavourites)
        .where(eq(duaFavourites.userId, userId));
      return new Set(rows.map((r) => r.duaId));
    },

    favourites(userId: number) {
      return db
        .select()
        .from(duaFavourites)
        .where(eq(duaFavourites.userId, userId))
        .orderBy(asc(duaFavourites.createdAt), asc(duaFavourites.duaId));
    },

    async addFavourite(userId: number, duaId: string, now: Date): Promise<void> {
      await db.insert(duaFavourites).values({ userId, duaId, createdAt: now }).onConflictDoNothing();
    },

    async removeFavourite(userId: number, duaId: string): Promise<void> {
      await db
        .delete(duaFavourites)
        .where(and(eq(duaFavourites.userId, userId), eq(duaFavourites.duaId, duaId)));
    },

    /** Keeps a personal dua the AI composed; of the unsaved ones only the newest few stay. */
    addPersonalDua(
      userId: number,
      dua: { text: string; occasion: string | null; need: string | null; language: string },
      now: Date,
    ): Promise<PersonalDuaRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(personalDuas)
          .values({ userId, ...dua, createdAt: now })
          .returning();
        const newest = tx
          .select({ id: personalDuas.id })
          .from(personalDuas)
          .where(and(eq(personalDuas.userId, userId), eq(personalDuas.saved, false)))
          .orderBy(desc(personalDuas.createdAt), desc(personalDuas.id))
          .limit(UNSAVED_PERSONAL_DUAS);
        await tx
          .delete(personalDuas)
          .where(
            and(
              eq(personalDuas.userId, userId),
              eq(personalDuas.saved, false),
              notInArray(personalDuas.id, newest),
            ),
          );
        return row!;
      });
    },

    /** Saves or unsaves one of the person's personal duas; false when they have none by that id. */
    async setPersonalSaved(userId: number, id: number, saved: boolean): Promise<boolean> {
      const rows = await db
        .update(personalDuas)
        .set({ saved })
        .where(and(eq(personalDuas.id, id), eq(personalDuas.userId, userId)))
        .returning({ id: personalDuas.id });
      return rows.length > 0;
    },

    personalDuas(userId: number, onlySaved: boolean): Promise<PersonalDuaRow[]> {
      return db
        .select()
        .from(personalDuas)
        .where(and(eq(personalDuas.userId, userId), onlySaved ? eq(personalDuas.saved, true) : sql`true`))
        .orderBy(asc(personalDuas.createdAt), asc(personalDuas.id));
    },
  };
}

export type DuaRepository = ReturnType<typeof duaRepository>;
