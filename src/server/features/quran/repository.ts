import { and, asc, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { KEPT_RECORDINGS, RECORDINGS_ALLOWANCE_BYTES } from '@/contracts/quran';
import type { Db } from '../../db/client';
import {
  pronunciationAttempts,
  quranRecordings,
  quranRecordingSettings,
  quranStudySessions,
  quranVerses,
} from '../../db/schema/quran';
import type { VerseText } from './content';

export type VerseRow = typeof quranVerses.$inferSelect;
export type AttemptRow = typeof pronunciationAttempts.$inferSelect;

/** A pause longer than this ends a study session; the next activity starts another. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/**
 * Deletes the person's kept recordings beyond the newest `keep` and takes their address off the
 * attempts, in one statement (it reads only the kept rows: at most KEPT_RECORDINGS + 1).
 */
function dropRecordings(userId: number, keep: number) {
  return sql`
    with dropped as (
      delete from ${quranRecordings}
      where ${quranRecordings.userId} = ${userId} and ${quranRecordings.attemptId} in (
        select ${quranRecordings.attemptId} from ${quranRecordings}
        where ${quranRecordings.userId} = ${userId}
        order by ${quranRecordings.attemptId} desc offset ${keep})
      returning ${quranRecordings.attemptId} as attempt_id)
    update ${pronunciationAttempts} set audio_url = null
    where ${pronunciationAttempts.id} in (select attempt_id from dropped)`;
}

/**
 * The bytes of the person's kept recordings that stay when one more is kept (the newest
 * KEPT_RECORDINGS - 1; older ones are dropped then). It reads at most that many rows by the user index,
 * and `octet_length` of a bytea stored out of line reads its length, not the audio.
 */
function stayingBytes(userId: number) {
  return sql`(
    select coalesce(sum(k.size), 0)::bigint from (
      select octet_length(${quranRecordings.audio}) as size from ${quranRecordings}
      where ${quranRecordings.userId} = ${userId}
      order by ${quranRecordings.attemptId} desc limit ${KEPT_RECORDINGS - 1}) as k)`;
}

export type SavedAttempt = { attempt: AttemptRow; recordingUrl: string | null };

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
          .values(verses.map(({ notes: _notes, ...verse }, position) => ({ ...verse, position })))
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
    async byReference(verse: Omit<VerseText, 'notes'>): Promise<VerseRow> {
      await db.insert(quranVerses).values(verse).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(quranVerses)
        .where(
          and(eq(quranVerses.surahNumber, verse.surahNumber), eq(quranVerses.verseNumber, verse.verseNumber)),
        );
      return row!;
    },

    /**
     * Stores a scored attempt and, when the person keeps their recordings, its recording under
     * `addressOf(attempt id)`, in one transaction. The person's recording settings row is locked
     * first, so their recordings are kept one at a time and each counts the room after the others
     * have committed: when the recording would take the kept ones past RECORDINGS_ALLOWANCE_BYTES,
     * nothing is stored ('full'). Only the newest KEPT_RECORDINGS stay; older ones are deleted and
     * their attempts lose the address.
     */
    async addAttempt(
      values: typeof pronunciationAttempts.$inferInsert,
      recording: { data: Buffer; contentType: string } | null,
      addressOf: (attemptId: number) => string,
    ): Promise<SavedAttempt | 'full'> {
      if (!recording) {
        const [attempt] = await db.insert(pronunciationAttempts).values(values).returning();
        return { attempt: attempt!, recordingUrl: null };
      }
      return db.transaction(async (tx) => {
        const [settings] = await tx
          .select({ keep: quranRecordingSettings.keepRecordings })
          .from(quranRecordingSettings)
          .where(eq(quranRecordingSettings.userId, values.userId))
          .for('update');
        const keep = settings?.keep === true;
        if (keep) {
          const result = await tx.execute(sql`select ${stayingBytes(values.userId)} as used`);
          const [row] = (result as unknown as { rows: { used: number | string }[] }).rows;
          if (Number(row?.used ?? 0) + recording.data.length > RECORDINGS_ALLOWANCE_BYTES) return 'full';
        }
        const [attempt] = await tx.insert(pronunciationAttempts).values(values).returning();
        if (!keep) return { attempt: attempt!, recordingUrl: null };
        const url = addressOf(attempt!.id);
        await tx.insert(quranRecordings).values({
          attemptId: attempt!.id,
          userId: values.userId,
          contentType: recording.contentType,
          audio: recording.data,
        });
        await tx
          .update(pronunciationAttempts)
          .set({ audioUrl: url })
          .where(eq(pronunciationAttempts.id, attempt!.id));
        await tx.execute(dropRecordings(values.userId, KEPT_RECORDINGS));
        return { attempt: { ...attempt!, audioUrl: url }, recordingUrl: url };
      });
    },

    /**
     * Counts an activity in the person's current study session, or starts one after a pause longer
     * than SESSION_GAP_MS. The figures are recomputed from the attempts of the session's time, in one
     * statement (this runs on every recitation and question).
     */
    async recordActivity(userId: number, now: Date, kind: 'attempt' | 'question'): Promise<void> {
      const since = new Date(now.getTime() - SESSION_GAP_MS);
      const question = kind === 'question' ? 1 : 0;
      const update = () =>
        db.execute(sql`
          update ${quranStudySessions} as s set
            verses_studied = a.verses,
            total_verses = jsonb_array_length(a.verses),
            attempts = a.attempts,
            correct_pronunciations = a.correct,
            average_accuracy = a.average,
            context_queries_used = s.context_queries_used + ${question},
            ended_at = ${now},
            duration_minutes = ceil(extract(epoch from (${now}::timestamptz - s.started_at)) / 60)::int
          from (
            select
              coalesce(jsonb_agg(distinct p.verse_id), '[]'::jsonb) as verses,
              count(*)::int as attempts,
              (count(*) filter (where p.is_correct))::int as correct,
              coalesce(round(avg(p.accuracy_score)), 0)::int as average
            from ${quranStudySessions} cur
            join ${pronunciationAttempts} p
              on p.user_id = cur.user_id and p.attempted_at >= cur.started_at and p.attempted_at <= ${now}
            where cur.id = (
              select id from ${quranStudySessions}
              where user_id = ${userId} and ended_at >= ${since}
              order by ended_at desc limit 1
            )
          ) as a
          where s.id = (
            select id from ${quranStudySessions}
            where user_id = ${userId} and ended_at >= ${since}
            order by ended_at desc limit 1
          )
          returning s.id`);
      const { rows } = (await update()) as unknown as { rows: unknown[] };
      if (rows.length > 0) return;
      await db.insert(quranStudySessions).values({ userId, startedAt: now, endedAt: now });
      await update();
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

    /** Whether the person keeps their recordings, and how many are kept: one statement. */
    async recordingSettings(userId: number): Promise<{ keepRecordings: boolean; savedRecordings: number }> {
      const result = await db.execute(sql`
        select
          coalesce((select ${quranRecordingSettings.keepRecordings} from ${quranRecordingSettings}
                    where ${quranRecordingSettings.userId} = ${userId}), false) as keep,
          (select count(*)::int from ${quranRecordings} where ${quranRecordings.userId} = ${userId}) as saved`);
      const [row] = (result as unknown as { rows: { keep: boolean; saved: number | string }[] }).rows;
      return { keepRecordings: row?.keep === true, savedRecordings: Number(row?.saved ?? 0) };
    },

    /**
     * Whether the person keeps their recordings, and the bytes of the kept ones that stay when one
     * more is kept (see `addAttempt`): one statement, read before a recitation is transcribed.
     */
    async recordingRoom(userId: number): Promise<{ keep: boolean; usedBytes: number }> {
      const result = await db.execute(sql`
        select
          coalesce((select ${quranRecordingSettings.keepRecordings} from ${quranRecordingSettings}
                    where ${quranRecordingSettings.userId} = ${userId}), false) as keep,
          ${stayingBytes(userId)} as used`);
      const [row] = (result as unknown as { rows: { keep: boolean; used: number | string }[] }).rows;
      return { keep: row?.keep === true, usedBytes: Number(row?.used ?? 0) };
    },

    /** Records the choice; turning it off deletes every kept recording at once. */
    async setKeepRecordings(userId: number, keep: boolean, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(quranRecordingSettings)
          .values({ userId, keepRecordings: keep, updatedAt: now })
          .onConflictDoUpdate({
            target: quranRecordingSettings.userId,
            set: { keepRecordings: keep, updatedAt: now },
          });
        if (!keep) await tx.execute(dropRecordings(userId, 0));
      });
    },

    /** A kept recording of the person's own attempt, or undefined (someone else's is never found). */
    async recording(userId: number, attemptId: number) {
      const [row] = await db
        .select({ contentType: quranRecordings.contentType, audio: quranRecordings.audio })
        .from(quranRecordings)
        .where(and(eq(quranRecordings.attemptId, attemptId), eq(quranRecordings.userId, userId)));
      return row;
    },
  };
}

export type QuranRepository = ReturnType<typeof quranRepository>;
