import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { schoolPersonalData } from '@/contracts/personal-data/school';
import type { Db } from '../../db/client';
import { sundaySchoolClasses, sundaySchoolConversations, sundaySchoolSessions } from '../../db/schema/school';

/** The parent's classes with everything said in them, for their data download (decision 023). */
export async function schoolPersonalDataOf(
  db: Db,
  userId: number,
): Promise<z.input<typeof schoolPersonalData>> {
  const sessions = await db
    .select({
      session: sundaySchoolSessions,
      slug: sundaySchoolClasses.slug,
      title: sundaySchoolClasses.title,
    })
    .from(sundaySchoolSessions)
    .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolSessions.classId))
    .where(eq(sundaySchoolSessions.userId, userId))
    .orderBy(asc(sundaySchoolSessions.id));
  const ids = sessions.map((s) => s.session.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(sundaySchoolConversations)
          .where(inArray(sundaySchoolConversations.sessionId, ids))
          .orderBy(asc(sundaySchoolConversations.id));
  return {
    classes: sessions.map(({ session, slug, title }) => ({
      sessionId: session.id,
      classSlug: slug,
      classTitle: title,
      studentName: session.studentName,
      ageGroup: session.ageGroup,
      status: session.status,
      startedAt: session.startedAt.toISOString(),
      lastActivity: session.lastActivity.toISOString(),
      endedAt: session.endedAt?.toISOString() ?? null,
      totalMinutes: session.totalMinutes,
      points: session.points,
      progress: session.progress,
      badges: session.badges,
      completedActivities: session.completedActivities,
      messages: messages
        .filter((m) => m.sessionId === session.id)
        .map((m) => ({
          messageType: m.messageType,
          content: m.content,
          activityType: m.activityType,
          flagged: m.flagged,
          timestamp: m.timestamp.toISOString(),
        })),
    })),
  };
}
