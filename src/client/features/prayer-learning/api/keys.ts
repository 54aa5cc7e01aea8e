import type { CoachChoice } from './get-prayer-instructions';
import type { LessonChoice } from './get-prayer-teaching';

/**
 * The keys of the prayer-learning feature's queries (TanStack's key factory). A finished lesson is
 * progress of other features' reads (the dashboard, goals, the home summary): it invalidates the
 * shared progress prefix, and this feature has no progress read of its own.
 */
export const prayerLearningKeys = {
  all: ['prayer-learning'] as const,
  teaching: (choice: LessonChoice) => [...prayerLearningKeys.all, 'teaching', choice] as const,
  instructions: (choice: CoachChoice) => [...prayerLearningKeys.all, 'instructions', choice] as const,
};
