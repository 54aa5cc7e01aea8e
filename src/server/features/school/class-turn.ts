import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schoolMessages } from '@/contracts/messages/school';
import {
  SCHOOL_HISTORY,
  type conversationInput,
  type SchoolAgeGroup,
  type TeacherReply,
} from '@/contracts/school';
import type { StoredClassState } from '../../db/schema/school';
import { Conflict, NotFound } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import { communityProgress } from '../community/public';
import type { FeatureContext } from '../context';
import { applyTurn, classSecondsAt, teacherReplyOf } from './class-session';
import { answerTurn, resumeTurn, silenceTurn } from './classroom';
import { schoolSessions, type TurnContext } from './repository';
import { voiceTurn, type VoiceRequest } from './teacher-voice';

/**
 * Where the class stands, kept within its plan: a plan changed by a restart while the class ran (a
 * segment or a question fewer) takes the class to the nearest step that exists.
 */
function withinPlan({ session, plan }: TurnContext): StoredClassState {
  const state = session.sessionData;
  const segment = Math.min(state.segment, plan.segments.length - 1);
  const questions = plan.segments[segment]!.questions.length;
  const question = state.question !== null && state.question < questions ? state.question : null;
  return segment === state.segment && question === state.question
    ? state
    : { ...state, segment, question, attempts: 0 };
}

/**
 * A turn of a running class (decision 029): the child's words (or their silence, or their return)
 * go to the class engine, which decides what the teacher does and where the class goes; the teacher
 * says it (teacher-voice.ts); the session is written only if no other turn was written since it was
 * read (409 otherwise), so two windows on one class cannot both move it. A class reaching its end
 * counts toward the week's Islamic School target (community).
 */
export function classTurns(ctx: FeatureContext) {
  const repo = schoolSessions(ctx.db);
  const community = communityProgress(ctx.db, ctx.clock);

  /** The parent's running class: 404 if not theirs, 409 once it is over. */
  async function runningClass(sessionId: number, user: UserRow): Promise<TurnContext> {
    const context = await repo.turnContext(sessionId, user.id, SCHOOL_HISTORY);
    if (!context) throw new NotFound(schoolMessages.schoolSessionNotFound);
    if (context.session.status !== 'active') throw new Conflict(schoolMessages.schoolSessionOver);
    return { ...context, session: { ...context.session, sessionData: withinPlan(context) } };
  }

  async function take(
    request: FastifyRequest,
    user: UserRow,
    context: TurnContext,
    voice: Pick<VoiceRequest, 'childMessage' | 'kind' | 'turn' | 'onFailure'>,
    now: Date,
    seconds: number,
  ): Promise<TeacherReply> {
    const { session, plan } = context;
    const ageGroup = session.ageGroup as SchoolAgeGroup;
    const voiced = await voiceTurn(ctx, request, user, {
      plan,
      state: session.sessionData,
      name: session.studentName,
      ageGroup,
      tradition: context.tradition,
      history: context.history,
      ...voice,
    });
    const { changes, messages } = applyTurn(session, plan, voiced, {
      now,
      seconds,
      childMessage: voice.childMessage,
      segmentBefore: session.sessionData.segment,
    });
    if (!(await repo.saveTurn(session.id, session.turns, changes, messages)))
      throw new Conflict(schoolMessages.schoolTurnConflict);
    if (voiced.turn.classComplete) await community.schoolClassCompleted(user.id, session.id);
    const identity = {
      sessionId: session.id,
      classId: session.classId,
      studentName: session.studentName,
      ageGroup,
    };
    return teacherReplyOf(identity, plan, voiced, changes, ctx.aiTurns.speechToken(user, voiced.text));
  }

  return {
    /** The child spoke (`message`), or was silent for the `noResponseCount`-th time in a row. */
    async converse(
      request: FastifyRequest,
      user: UserRow,
      input: z.infer<typeof conversationInput>,
    ): Promise<TeacherReply> {
      const context = await runningClass(input.sessionId, user);
      const { session, plan } = context;
      const now = ctx.clock.now();
      const seconds = classSecondsAt(session, now);
      const message = input.message.trim();
      const turn = message
        ? answerTurn(plan, session.sessionData, message, session.studentName, Math.floor(seconds / 60))
        : silenceTurn(plan, session.sessionData, Math.max(1, input.noResponseCount), session.studentName);
      return take(
        request,
        user,
        context,
        { childMessage: message || null, kind: message ? 'answer' : 'silence', turn, onFailure: 'fallback' },
        now,
        seconds,
      );
    },

    /** The class is taken up again after a closed tab: the teacher welcomes the child back where it stood. */
    async resume(request: FastifyRequest, user: UserRow, sessionId: number): Promise<TeacherReply> {
      const context = await runningClass(sessionId, user);
      const now = ctx.clock.now();
      const turn = resumeTurn(context.plan, context.session.sessionData, context.session.studentName);
      return take(
        request,
        user,
        context,
        { childMessage: null, kind: 'resume', turn, onFailure: 'builtIn' },
        now,
        classSecondsAt(context.session, now),
      );
    },
  };
}
