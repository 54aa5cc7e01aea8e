import {
  ACTIVITY_PROGRESS,
  type ClassState,
  type SchoolAgeGroup,
  type TeacherReply,
} from '@/contracts/school';
import type { ClassProgressState } from '../../db/schema/school';
import type { LessonPlan, LessonSegment } from './plan-schema';
import type { NewMessage, SessionRow, TurnChanges } from './repository';
import type { Voiced } from './teacher-voice';

/**
 * A pause between two turns counts at most this much class time: a class open in the browser has a
 * turn at least every 25 s (the no-response prompt), so a longer pause is a closed tab or a lost
 * connection, and the class resumed after it goes on where its time stood.
 */
export const CLASS_PAUSE_SECONDS = 5 * 60;

/** The class time, in seconds, once a turn at `now` is taken. */
export function classSecondsAt(session: Pick<SessionRow, 'sessionData' | 'lastActivity'>, now: Date): number {
  const gap = Math.max(0, (now.getTime() - session.lastActivity.getTime()) / 1000);
  return Math.round(session.sessionData.seconds + Math.min(gap, CLASS_PAUSE_SECONDS));
}

/** A segment as the classroom's Current Activity card shows it. */
export function activityOf(segment: LessonSegment) {
  return {
    type: segment.activityType,
    title: segment.title,
    content: segment.script[0]!,
    points: segment.points,
  };
}

/** What a class session holds before a turn (a new class: nothing yet). */
export type Standing = Pick<SessionRow, 'progress' | 'points' | 'completedActivities' | 'badges'>;
export const NEW_CLASS: Standing = { progress: 0, points: 0, completedActivities: [], badges: [] };

/**
 * The session's changes and the messages a said turn writes (decision 029): an activity completed
 * adds its points, 20 progress (at most 100) and its badge; the class's last segment completes it.
 * The child's flagged words and the AI's flagged reply are kept, marked, for the parent.
 */
export function applyTurn(
  before: Standing,
  plan: LessonPlan,
  voiced: Voiced,
  at: { now: Date; seconds: number; childMessage: string | null; segmentBefore: number },
): { changes: TurnChanges; messages: NewMessage[] } {
  const { turn } = voiced;
  const done = turn.completed;
  const activityType = plan.segments[turn.state.segment]!.activityType;
  const messages: NewMessage[] = [];
  if (at.childMessage)
    messages.push({
      messageType: 'student',
      content: at.childMessage,
      activityType: plan.segments[at.segmentBefore]!.activityType,
      flagged: voiced.childFlagged,
      timestamp: at.now,
    });
  if (voiced.flaggedReply)
    messages.push({
      messageType: 'teacher',
      content: voiced.flaggedReply,
      activityType,
      flagged: true,
      timestamp: at.now,
    });
  messages.push({
    messageType: 'teacher',
    content: voiced.text,
    activityType,
    flagged: false,
    timestamp: at.now,
  });
  return {
    changes: {
      status: turn.classComplete ? 'completed' : 'active',
      progress: done ? Math.min(100, before.progress + ACTIVITY_PROGRESS) : before.progress,
      points: before.points + (done?.points ?? 0),
      completedActivities: done
        ? [...before.completedActivities, { type: done.type, points: done.points, segment: done.segment }]
        : before.completedActivities,
      badges: done?.badge ? [...before.badges, done.badge] : before.badges,
      sessionData: { ...turn.state, seconds: at.seconds },
      totalMinutes: Math.floor(at.seconds / 60),
      lastActivity: at.now,
      endedAt: turn.classComplete ? at.now : null,
    },
    messages,
  };
}

/** Who the class is for, as every answer repeats it. */
export interface ClassIdentity {
  sessionId: number;
  classId: number;
  studentName: string;
  ageGroup: SchoolAgeGroup;
}

/** Where the class stands, from the session as written. */
export function classStateOf(
  identity: ClassIdentity,
  plan: LessonPlan,
  session: Pick<
    SessionRow,
    'status' | 'progress' | 'points' | 'badges' | 'completedActivities' | 'totalMinutes'
  > & {
    sessionData: ClassProgressState;
  },
): ClassState {
  const segment = Math.min(session.sessionData.segment, plan.segments.length - 1);
  return {
    ...identity,
    status: session.status as ClassState['status'],
    segment,
    segments: plan.segments.length,
    currentActivity: activityOf(plan.segments[segment]!),
    minutesElapsed: session.totalMinutes,
    points: session.points,
    progress: session.progress,
    badges: session.badges,
    completedActivities: session.completedActivities.map(({ type, points }) => ({
      type: type as ClassState['completedActivities'][number]['type'],
      points,
    })),
  };
}

/** The spec's conversation answer, with the class's state and the reply's speech token. */
export function teacherReplyOf(
  identity: ClassIdentity,
  plan: LessonPlan,
  voiced: Voiced,
  changes: TurnChanges,
  speechToken: string,
): TeacherReply {
  const { turn } = voiced;
  const entered = turn.entered === null ? null : plan.segments[turn.entered]!;
  const imagePrompt = voiced.withProvider ? (entered?.imagePrompt ?? null) : null;
  return {
    response: voiced.text,
    activityType: plan.segments[turn.state.segment]!.activityType,
    shouldGenerateImage: imagePrompt !== null,
    imagePrompt,
    newActivity: entered && activityOf(entered),
    activityCompleted: turn.completed && { type: turn.completed.type, points: turn.completed.points },
    badge: turn.completed?.badge ?? null,
    speechToken,
    state: classStateOf(identity, plan, changes),
  };
}
