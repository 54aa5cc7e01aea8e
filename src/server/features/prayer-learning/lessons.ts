import type { z } from 'zod';
import { prayerLearningMessages } from '@/contracts/messages/prayer-learning';
import type { prayerInstructionsParams, prayerInstructionsQuery } from '@/contracts/prayer-coach';
import {
  FREE_LESSON_PRAYERS,
  lessonIncluded,
  type PrayerInstructionsResponse,
  type PrayerLessonQuery,
  type PrayerTeachingResponse,
  type PrayerType,
} from '@/contracts/prayer-lessons';
import { PaymentRequired } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import { billing } from '../billing/public';
import type { FeatureContext } from '../context';
import { getLesson, toInstructionsResponse, toTeachingResponse } from './content';
import { lessonLanguageOf } from './offline-guide';

/** The curated prayer lessons, each for those whose plan includes it. */
export function prayerLessons(ctx: FeatureContext) {
  const billingApi = billing(ctx.db);

  /** Decision 013: the Fajr lesson is free (no plan read); every other prayer's lesson needs a paid plan. */
  const requireLesson = async (user: UserRow, prayerType: PrayerType) => {
    if (FREE_LESSON_PRAYERS.includes(prayerType)) return;
    if (!lessonIncluded(await billingApi.entitlementsOf(user, ctx.clock.now()), prayerType)) {
      throw new PaymentRequired(prayerLearningMessages.lessonNeedsPlan);
    }
  };

  return {
    requireLesson,

    /** The coach panel's steps of a prayer in a tradition. */
    async instructions(
      user: UserRow,
      { prayerType, tradition }: z.output<typeof prayerInstructionsParams>,
      query: z.output<typeof prayerInstructionsQuery>,
    ): Promise<PrayerInstructionsResponse> {
      await requireLesson(user, prayerType);
      const lesson = getLesson(prayerType, tradition, query.assistanceLevel);
      return toInstructionsResponse(lesson, lessonLanguageOf(query.language));
    },

    /** A lesson for the lesson player. */
    async teaching(user: UserRow, query: PrayerLessonQuery): Promise<PrayerTeachingResponse> {
      const { prayerType, tradition, level, language } = query;
      await requireLesson(user, prayerType);
      return toTeachingResponse(getLesson(prayerType, tradition, level), language);
    },
  };
}

export type PrayerLessons = ReturnType<typeof prayerLessons>;
