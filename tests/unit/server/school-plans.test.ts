import { describe, expect, it } from 'vitest';
import { loadLessonPlans } from '@/server/features/school/content';
import { CLASS_MINUTES, SCHOOL_AGE_GROUPS, SCHOOL_TRADITIONS } from '@/server/features/school/plan-schema';

const plans = loadLessonPlans();

describe('the AI school lesson plans', () => {
  it('are 60 or more, at least 12 for each age group', () => {
    expect(plans.length).toBeGreaterThanOrEqual(60);
    for (const ageGroup of SCHOOL_AGE_GROUPS)
      expect(plans.filter((p) => p.ageGroup === ageGroup).length, ageGroup).toBeGreaterThanOrEqual(12);
  });

  it('cover both traditions in every age group', () => {
    for (const ageGroup of SCHOOL_AGE_GROUPS)
      for (const tradition of SCHOOL_TRADITIONS)
        expect(
          plans.some((p) => p.ageGroup === ageGroup && p.tradition === tradition),
          `${ageGroup} ${tradition}`,
        ).toBe(true);
  });

  it('each last 120 minutes, from a welcome to a review, with story, questions, game, reading and prayer practice', () => {
    for (const plan of plans) {
      expect(plan.segments.reduce((sum, s) => sum + s.minutes, 0), plan.slug).toBe(CLASS_MINUTES);
      const kinds = new Set(plan.segments.map((s) => s.kind));
      for (const kind of ['welcome', 'story', 'questions', 'game', 'review'])
        expect(kinds.has(kind as never), `${plan.slug} has a ${kind}`).toBe(true);
      expect(kinds.has('reading') || kinds.has('prayer-practice'), `${plan.slug} reads or practises`).toBe(true);
    }
  });

  it('quote no hadith without its collection and number, and name their sources', () => {
    for (const plan of plans) {
      expect(plan.sources.length, plan.slug).toBeGreaterThan(0);
      for (const hadith of plan.segments.flatMap((s) => s.hadith)) {
        expect(hadith.collection.trim(), plan.slug).not.toBe('');
        expect(hadith.number, plan.slug).toMatch(/\d/);
      }
    }
  });

  it('ask questions whose expected answers are given', () => {
    for (const plan of plans)
      for (const q of plan.segments.flatMap((s) => s.questions))
        expect(q.expected.length, `${plan.slug}: ${q.ask}`).toBeGreaterThan(0);
  });
});
