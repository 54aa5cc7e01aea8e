import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schoolMessages } from '@/contracts/messages/school';
import type { SchoolAgeGroup, startClassInput, TeacherReply } from '@/contracts/school';
import { BadRequest, NotFound, PaymentRequired } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import { billing } from '../billing/public';
import type { FeatureContext } from '../context';
import { applyTurn, NEW_CLASS, teacherReplyOf } from './class-session';
import { openingTurn } from './classroom';
import type { LessonPlan } from './plan-schema';
import { schoolSessions, schoolTemplates } from './repository';
import { voiceTurn } from './teacher-voice';

/** The school is open to the person: its own subscription or the Everything plan (decision 013), else 402. */
export function schoolAccess(ctx: FeatureContext) {
  const billingApi = billing(ctx.db);
  return async (user: UserRow, now: Date) => {
    if (!(await billingApi.entitlementsOf(user, now)).school)
      throw new PaymentRequired(schoolMessages.schoolNeedsSubscription);
  };
}

/**
 * Starting a class (decision 029): a class of the school's list for the child's age group takes one
 * class of the billing period (none left: 402), and the teacher greets the child. The class taken is
 * given back when the class could not be started.
 */
export function startClass(ctx: FeatureContext) {
  const templates = schoolTemplates(ctx.db);
  const sessions = schoolSessions(ctx.db);
  const classes = billing(ctx.db).schoolClasses;
  const requireSchool = schoolAccess(ctx);

  return async (
    request: FastifyRequest,
    user: UserRow,
    input: z.infer<typeof startClassInput>,
  ): Promise<TeacherReply> => {
    const now = ctx.clock.now();
    await requireSchool(user, now);
    const template = await templates.template(input.classId);
    if (!template) throw new NotFound(schoolMessages.schoolClassNotFound);
    if (template.ageGroup !== input.ageGroup)
      throw new BadRequest(schoolMessages.schoolAgeGroupMismatch, 'ageGroup');
    if (!(await classes.take(user, now))) throw new PaymentRequired(schoolMessages.schoolClassesUsed);

    try {
      const plan = template.lessonPlan as LessonPlan;
      const ageGroup = input.ageGroup as SchoolAgeGroup;
      const turn = openingTurn(plan);
      const start = { segment: 0, question: null, attempts: 0 };
      const voiced = await voiceTurn(ctx, request, user, {
        plan,
        state: start,
        name: input.studentName,
        ageGroup,
        tradition: template.tradition,
        history: [],
        childMessage: null,
        kind: 'opening',
        turn,
        onFailure: 'builtIn',
      });
      const { changes, messages } = applyTurn(NEW_CLASS, plan, voiced, {
        now,
        seconds: 0,
        childMessage: null,
        segmentBefore: 0,
      });
      const session = await sessions.createSession(
        {
          userId: user.id,
          classId: template.id,
          studentName: input.studentName,
          ageGroup,
          ...changes,
          startedAt: now,
          turns: 1,
        },
        messages,
      );
      const identity = {
        sessionId: session.id,
        classId: template.id,
        studentName: input.studentName,
        ageGroup,
      };
      return teacherReplyOf(identity, plan, voiced, changes, ctx.aiTurns.speechToken(user, voiced.text));
    } catch (error) {
      await classes.giveBack(user, now);
      throw error;
    }
  };
}
