import type { z } from 'zod';
import { schoolMessages } from '@/contracts/messages/school';
import type {
  PastClass,
  SchoolAgeGroup,
  SchoolClass,
  schoolClassesQuery,
  TranscriptResponse,
} from '@/contracts/school';
import { NotFound } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { classSecondsAt } from './class-session';
import { schoolSessions, schoolTemplates, type SessionSummary } from './repository';
import { schoolAccess } from './start-class';

/** A class session as the parent's list shows it. */
function pastClassOf({ session, titles, flaggedMessages }: SessionSummary): PastClass {
  return {
    sessionId: session.id,
    classTitle: titles,
    studentName: session.studentName,
    ageGroup: session.ageGroup as SchoolAgeGroup,
    status: session.status as PastClass['status'],
    startedAt: session.startedAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    totalMinutes: session.totalMinutes,
    points: session.points,
    badges: session.badges,
    flaggedMessages,
  };
}

/**
 * What the parent sees of the school (decision 029): the classes offered, their class still running,
 * their past classes and each one's whole transcript, flagged messages marked. Only their own: another
 * parent's class is a 404. Reading past classes needs no subscription (they are the parent's record).
 */
export function parentView(ctx: FeatureContext) {
  const repo = schoolSessions(ctx.db);
  const templates = schoolTemplates(ctx.db);
  const requireSchool = schoolAccess(ctx);

  async function summaryOf(user: UserRow, sessionId: number): Promise<SessionSummary> {
    const [summary] = await repo.summaries(user.id, { sessionId });
    if (!summary) throw new NotFound(schoolMessages.schoolSessionNotFound);
    return summary;
  }

  return {
    /** The class templates for the child's age group and tradition (the product's classes are all Islamic). */
    async classes(user: UserRow, query: z.infer<typeof schoolClassesQuery>): Promise<SchoolClass[]> {
      await requireSchool(user, ctx.clock.now());
      if (query.religion !== 'islamic') return [];
      const rows = await templates.listTemplates(query.ageGroup, query.madhab);
      return rows as SchoolClass[];
    },

    /** The parent's class still running, to resume, or null. */
    async current(user: UserRow): Promise<PastClass | null> {
      const [summary] = await repo.summaries(user.id, { active: true, limit: 1 });
      return summary ? pastClassOf(summary) : null;
    },

    async pastClasses(user: UserRow): Promise<PastClass[]> {
      return (await repo.summaries(user.id)).map(pastClassOf);
    },

    async transcript(user: UserRow, sessionId: number): Promise<TranscriptResponse> {
      const summary = await summaryOf(user, sessionId);
      const messages = await repo.messages(sessionId);
      return {
        ...pastClassOf(summary),
        completedActivities: summary.session.completedActivities.map(({ type, points }) => ({
          type: type as TranscriptResponse['completedActivities'][number]['type'],
          points,
        })),
        messages: messages.map((m) => ({
          id: m.id,
          messageType: m.messageType as TranscriptResponse['messages'][number]['messageType'],
          content: m.content,
          activityType: m.activityType,
          flagged: m.flagged,
          timestamp: m.timestamp.toISOString(),
        })),
      };
    },

    /** End Class: the class ends where it stood, with its class time; a class already over stays as it was. */
    async end(user: UserRow, sessionId: number): Promise<PastClass> {
      const before = await summaryOf(user, sessionId);
      if (before.session.status === 'active') {
        const now = ctx.clock.now();
        const totalMinutes = Math.floor(classSecondsAt(before.session, now) / 60);
        await repo.end(sessionId, user.id, { endedAt: now, totalMinutes });
      }
      return pastClassOf(await summaryOf(user, sessionId));
    },
  };
}
