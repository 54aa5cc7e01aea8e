import { and, asc, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pronunciationAttempts, quranStudySessions, quranVerses } from '../../db/schema';
import type { VerseText } from './content';

export type VerseRow = typeof quranVerses.$inferSelect;
export type AttemptRow = typeof pronunciationAttempts.$inferSelect;

/** A pause longer than this ends a study session; the next activity starts another. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

export function quranRepository(db: Db) {
  return {
    /**
     * Makes the practice set what content/quran-practice says, in its order: verses are upserted by
     * reference (so ids, and the attempts that point at them, survive a restart), verses that left the
     * set stay for their attempts but lose their place in it.
     */
    async syncPracticeSet(verses: VerseText[]): Promise<void> {
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await db.transaction(async (tx) => {
        // One statement for the whole set: this runs at every start of every instance.
        const kept = await tx
          .insert(quranVerses)
          .values(verses.map((verse, position) => ({ ...verse, position })))
          .onConflictDoUpdate({
            target: [quranVerses.surahNumber, quranVerses.verseNumber],
            set: {
              surahName: excluded('surah_name'),
              arabicText: excluded('arabic_text'),
              englishTranslation: excluded('english_translation'),
              pronunciation: excluded('pronunciation'),
              context: excluded('context'),
              source: excluded('source'),
              reason: excluded('reason'),
              difficulty: excluded('difficulty'),
              position: excluded('position'),
            },
          })
          .returning({ id: quranVerses.id });
        await tx
          .update(quranVerses)
          .set({ position: null })
          .where(
            and(
              isNotNull(quranVerses.position),
              notInArray(
                quranVerses.id,
                kept.map((k) => k.id),
              ),
            ),
          );
      });
    },

    async practiceSet(): Promise<VerseRow[]> {
      return db
        .select()
        .from(quranVerses)
        .where(isNotNull(quranVerses.position))
        .orderBy(asc(quranVerses.position));
    },

    async byId(id: number): Promise<VerseRow | undefined> {
      const [row] = await db.select().from(quranVerses).where(eq(quranVerses.id, id));
      return row;
    },

    /** A verse outside the set, stored the first time it is asked for (two asking at once get one row). */
    async byReference(verse: VerseText): Promise<VerseRow> {
      await db.insert(quranVerses).values(verse).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(quranVerses)
        .where(
          and(eq(quranVerses.surahNumber, verse.surahNumber), eq(quranVerses.verseNumber, verse.verseNumber)),
        );
      return row!;
    },

    async addAttempt(values: typeof pronunciationAttempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(pronunciationAttempts).values(values).returning();
      return row!;
    },

    /**
     * Counts an activity in the person's current study session, or starts one after a pause longer
     * than SESSION_GAP_MS. The figures are recomputed from the attempts of the session's time.
     */
    async recordActivity(userId: number, now: Date, kind: 'attempt' | 'question'): Promise<void> {
      await db.transaction(async (tx) => {
        const since = new Date(now.getTime() - SESSION_GAP_MS);
        const [open] = await tx
          .select()
          .from(quranStudySessions)
          .where(and(eq(quranStudySessions.userId, userId), sql`${quranStudySessions.endedAt} >= ${since}`))
          .orderBy(desc(quranStudySessions.endedAt))
          .limit(1)
          .for('update');
        const session =
          open ??
          (
            await tx.insert(quranStudySessions).values({ userId, startedAt: now, endedAt: now }).returning()
          )[0]!;
        const [stats] = await tx
          .select({
            verses: sql<number[]>`coalesce(array_agg(distinct ${pronunciationAttempts.verseId}), '{}')`,
            attempts: sql<number>`count(*)::int`,
            correct: sql<number>`count(*) filter (where ${pronunciationAttempts.isCorrect})::int`,
            average: sql<number>`coalesce(round(avg(${pronunciationAttempts.accuracyScore})), 0)::int`,
          })
          .from(pronunciationAttempts)
          .where(
            and(
              eq(pronunciationAttempts.userId, userId),
              sql`${pronunciationAttempts.attemptedAt} >= ${session.startedAt}`,
              sql`${pronunciationAttempts.attemptedAt} <= ${now}`,
            ),
          );
        const versesStudied = (stats?.verses ?? []).filter((v) => v !== null).sort((a, b) => a - b);
        await tx
          .update(quranStudySessions)
          .set({
            versesStudied,
            totalVerses: versesStudied.length,
            attempts: stats?.attempts ?? 0,
            correctPronunciations: stats?.correct ?? 0,
            averageAccuracy: stats?.average ?? 0,
            contextQueriesUsed: session.contextQueriesUsed + (kind === 'question' ? 1 : 0),
            endedAt: now,
            durationMinutes: Math.ceil((now.getTime() - session.startedAt.getTime()) / 60_000),
          })
          .where(eq(quranStudySessions.id, session.id));
      });
    },

    /** Best accuracy and attempts per verse, newest practice first. */
    async bestByVerse(userId: number) {
      return db
        .select({
          verseId: quranVerses.id,
          surahName: quranVerses.surahName,
          surahNumber: quranVerses.surahNumber,
          verseNumber: quranVerses.verseNumber,
          bestAccuracy: sql<number>`max(${pronunciationAttempts.accuracyScore})::int`,
          attempts: sql<number>`count(*)::int`,
        })
        .from(pronunciationAttempts)
        .innerJoin(quranVerses, eq(quranVerses.id, pronunciationAttempts.verseId))
        .where(eq(pronunciationAttempts.userId, userId))
        .groupBy(quranVerses.id)
        .orderBy(desc(sql`max(${pronunciationAttempts.attemptedAt})`), asc(quranVerses.id));
    },

    /** The verse words missed or said wrong most often (the expected word, as the dataset writes it). */
    async mostMissed(userId: number, limit: number) {
      const result = await db.execute(sql`
        select m->>'expected' as word, count(*)::int as count
        from ${pronunciationAttempts}, jsonb_array_elements(${pronunciationAttempts.mistakesDetected}) as m
        where ${pronunciationAttempts.userId} = ${userId} and m->>'kind' in ('missed', 'wrong')
        group by m->>'expected'
        order by count(*) desc, m->>'expected'
        limit ${limit}`);
      // Both drivers answer { rows }; the count comes back as a number or a string.
      const { rows } = result as unknown as { rows: { word: string; count: number | string }[] };
      return rows.map((r) => ({ word: r.word, count: Number(r.count) }));
    },

    async sessionTotals(userId: number) {
      const [row] = await db
        .select({
          sessions: sql<number>`count(*)::int`,
          minutes: sql<number>`coalesce(sum(${quranStudySessions.durationMinutes}), 0)::int`,
        })
        .from(quranStudySessions)
        .where(eq(quranStudySessions.userId, userId));
      return { sessions: row?.sessions ?? 0, minutes: row?.minutes ?? 0 };
    },
  };
}

export type QuranRepository = ReturnType<typeof quranRepository>;
